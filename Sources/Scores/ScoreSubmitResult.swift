// MARK: - ScoreSubmitResult

/// The outcome of submitting a score: the board as saved and where the entry landed.
public struct ScoreSubmitResult: Sendable, Equatable {
  /// The board id the entry was submitted to.
  public var boardID: String
  /// The board after the submission, as it is now on disk.
  public var board: ScoreBoard
  /// The entry's 1-based rank, or nil when it did not make the board.
  public var rank: Int?
  /// Where the score ranks among the board's entries even if not kept (11 = just missed).
  public var placement: Int
  /// Problems found and repaired while writing (a quarantined file).
  public var warnings: [ScoreWarning]

  /// Creates a submission outcome (for tests and fakes of the store).
  public init(
    boardID: String, board: ScoreBoard, rank: Int?, placement: Int, warnings: [ScoreWarning] = []
  ) {
    self.boardID = boardID
    self.board = board
    self.rank = rank
    self.placement = placement
    self.warnings = warnings
  }
}
