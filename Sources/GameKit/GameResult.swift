// MARK: - GameResult

/// How a finished game ended, as its board records it.
public struct GameResult: Hashable, Sendable {
  /// The score (points, or milliseconds where lower is better).
  public var score: Int
  /// The level reached, where the game has levels.
  public var levelReached: Int?
  /// A short detail for the board ("2 ships left").
  public var detail: String?
  /// The time the score is, in milliseconds, where the score is a time (Maze's).
  public var timeMilliseconds: Int?
  /// Whether the result is ranked (false: a practice run, shown but never recorded).
  public var isRanked: Bool

  /// Creates a result.
  public init(
    score: Int, levelReached: Int? = nil, detail: String? = nil, timeMilliseconds: Int? = nil, isRanked: Bool = true
  ) {
    self.score = score
    self.levelReached = levelReached
    self.detail = detail
    self.timeMilliseconds = timeMilliseconds
    self.isRanked = isRanked
  }
}
