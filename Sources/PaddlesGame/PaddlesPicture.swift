/// What a Paddles screen shows, for `PaddlesRenderer`: the field, the status line and a panel.
///
/// The local game and the network match each say what their status line and panels read;
/// the field is drawn the same way for both.
struct PaddlesPicture {
  /// The field's state.
  var match: PaddlesMatch
  /// Whether the puck is drawn (not after a win).
  var showsPuck: Bool
  /// The left player's label, keys and points.
  var leftStatus: String
  /// The right player's label, keys and points.
  var rightStatus: String
  /// The middle of the status line (the keys every game shares, or the round trip).
  var centreStatus: String
  /// The panel between the paddles ("Ready?", "Game over"), if any.
  var panel: (title: String, lines: [String])?
  /// Whether the panel may cover the paddles (nobody is playing: the network match's
  /// hosting, connecting, waiting and end), using the screen's width for long lines.
  var panelCoversField = false
}
