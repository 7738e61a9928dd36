// MARK: - ScoreReset

/// The outcome of a reset: what went and where the backup is.
public struct ScoreReset: Sendable, Equatable {
  /// The board ids removed, sorted; empty when there was nothing to remove.
  public var removedBoards: [String]
  /// The copy of the store taken before removing anything; nil when nothing was removed.
  public var backupPath: String?
  /// Problems found and repaired while resetting (a quarantined file).
  public var warnings: [ScoreWarning]

  /// Creates a reset outcome (for tests and fakes of the store).
  public init(removedBoards: [String], backupPath: String?, warnings: [ScoreWarning] = []) {
    self.removedBoards = removedBoards
    self.backupPath = backupPath
    self.warnings = warnings
  }
}
