import ArcadeKit
import Drawing

// MARK: - NetworkView

/// What a game's picture shows of the network match it is (`PlayContext.network`): this side,
/// whether the host's match is known yet, the kit's panel for where the connection is, and the
/// middle of the status line (the round trip and the keys).
public struct NetworkView: Sendable {
  /// Which end of the match this arcade plays.
  public var side: NetworkSide
  /// Whether the game is the match's (a joiner draws a waiting level until the host's comes).
  public var hasMatch: Bool
  /// Whether the match is under way (neither waiting for the other side nor ended).
  public var isUnderway: Bool
  /// The panel for where the connection is (hosting, joining, waiting, an end without a
  /// winner); nil while playing and after a win, where the game shows its own ("Ready?", its end).
  public var panel: (title: String, lines: [String])?
  /// Whether that panel may cover the field (nobody is playing), using the screen's width.
  public var panelCoversField: Bool
  /// The middle of the status line: the round trip and the input delay once known, the keys.
  public var status: TextLine
}
