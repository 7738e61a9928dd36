import ArcadeKit
import Drawing
import GameKit

/// What a Paddles screen shows, for `PaddlesPainter`: the field, the status line and a panel.
///
/// The local game and the network match each say what their status line and panels read;
/// the field is drawn the same way for both.
public struct PaddlesPicture: GamePicture {
  /// The field's state.
  var match: PaddlesMatch
  /// Whether the puck is drawn (not after a win).
  var showsPuck: Bool
  /// The left player's label, keys and points.
  var leftStatus: TextLine
  /// The right player's label, keys and points.
  var rightStatus: TextLine
  /// The left and right player's label and points alone, for a screen too narrow for the keys
  /// (both scores always show).
  var shortStatus: (left: TextLine, right: TextLine)? = nil
  /// The middle of the status line (the keys every game shares, or the round trip).
  var centreStatus: TextLine
  /// The panel between the paddles ("Ready?", "Game over"), if any.
  var panel: (title: String, lines: [String])?
  /// The cues of the last hits: a thick wall, a lit paddle, the field flashing for a point.
  var cues = PaddlesCues()
  /// Whether the panel may cover the paddles (nobody is playing: the network match's
  /// hosting, connecting, waiting and end), using the screen's width for long lines.
  var panelCoversField = false

  public func draw(into canvas: inout Canvas) {
    PaddlesPainter(picture: self, layout: PaddlesLayout(screen: canvas.size)).draw(into: &canvas)
  }
}
