// MARK: - ScoreSnapshot

/// The store as read, plus anything the player must be told about it.
public struct ScoreSnapshot: Sendable, Equatable {
  /// The boards (empty when there is no store yet).
  public var file: ScoreFile
  /// What the player must be told about the store (one left unreadable, one moved aside).
  public var warnings: [ScoreWarning]

  /// Creates a snapshot (for tests and fakes of the store).
  public init(file: ScoreFile, warnings: [ScoreWarning] = []) {
    self.file = file
    self.warnings = warnings
  }
}
