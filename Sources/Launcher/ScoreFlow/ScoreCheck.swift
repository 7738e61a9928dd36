/// What a finished game's score means, read once from the score file
/// (`CheckScore`).
public struct ScoreCheck: Hashable, Sendable {
  /// What the score flow does next.
  public enum Outcome: Hashable, Sendable {
    /// Nothing to keep: a game over with no points.
    case nothingToKeep
    /// There is no score file (no home directory, say); `reason` says why.
    case noStore(reason: String)
    /// The score makes the board: ask the player's name, offering `offeredName`.
    case qualifies(offeredName: String)
    /// The score does not make the board: show it, saying where the score would have ranked.
    case wouldNotRank(ShownScoreBoard)
    /// Another process holds the score file; `reason` says which.
    case busy(reason: String)
    /// The score file could not be read; `reason` says why.
    case failed(reason: String)
  }

  /// What the score flow does next.
  public var outcome: Outcome
  /// What the player must be told about the file (one repaired, one unreadable).
  package var warnings: [ScoreNotice]

  /// Creates a check's answer.
  public init(_ outcome: Outcome, warnings: [ScoreNotice] = []) {
    self.outcome = outcome
    self.warnings = warnings
  }
}
