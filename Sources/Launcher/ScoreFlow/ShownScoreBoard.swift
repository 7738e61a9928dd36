/// A board as the score flow shows it after a game: the table already laid out in lines (the
/// heading first), so a scene can draw it without knowing the store's types.
public struct ShownScoreBoard: Hashable, Sendable {
  /// The board's title (`Maze — First steps`).
  public var title: String
  /// The table's lines, the heading first (or one line saying there are no scores yet).
  public var lines: [String]
  /// The index in `lines` of the player's entry, when it made the board.
  package var highlightedLine: Int?
  /// What the result means (`You ranked 2nd!`, where a score would have ranked).
  public var message: String

  /// Creates a shown board.
  public init(title: String, lines: [String], highlightedLine: Int?, message: String) {
    self.title = title
    self.lines = lines
    self.highlightedLine = highlightedLine
    self.message = message
  }
}
