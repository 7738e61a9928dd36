/// What came of saving a named score (`SaveScore`).
public struct ScoreSave: Hashable, Sendable {
  /// How the save went.
  public enum Outcome: Hashable, Sendable {
    /// Saved: the board as it is now, the player's entry highlighted if it made it.
    case saved(ShownScoreBoard)
    /// Another process holds the score file; nothing was saved yet. `reason` says which.
    case busy(reason: String)
    /// Another process still held the file, so the score is kept in memory and saved with the
    /// next one or when the arcade closes; `reason` says which process.
    case kept(reason: String)
    /// The score could not be saved; `reason` says why.
    case failed(reason: String)
  }

  /// How the save went.
  public var outcome: Outcome
  /// What the player must be told about the file (one repaired, one unreadable).
  package var warnings: [ScoreNotice]

  /// Creates a save's answer.
  public init(_ outcome: Outcome, warnings: [ScoreNotice] = []) {
    self.outcome = outcome
    self.warnings = warnings
  }
}
