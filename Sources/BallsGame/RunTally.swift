// MARK: - RunTally

/// A run: consecutive passed levels; its score is the balls they removed (and, in a one-try
/// run, the balls of the failed level that ended it).
public struct RunTally: Hashable, Sendable {
  /// Balls removed over the run's passed levels.
  public var score = 0
  /// Levels passed in this run.
  public var levelsPassed = 0
  /// The highest level number played in this run (0 before the first).
  public var highestLevel = 0
  /// Stars the passed levels earned (`LevelResult.stars`), and the most they could have.
  public var stars = 0
  public var possibleStars = 0

  /// An empty run.
  public init() {}

  /// Notes that the run got as far as level `number`.
  public mutating func reach(level number: Int) {
    highestLevel = max(highestLevel, number)
  }

  /// Counts a passed level and its stars.
  public mutating func pass(level number: Int, removed: Int, stars: Int) {
    score += removed
    self.stars += stars
    possibleStars += 3
    levelsPassed += 1
    highestLevel = max(highestLevel, number)
  }

  /// Counts the balls a failed level removed, which ends a one-try run (the daily's).
  public mutating func fail(level number: Int, removed: Int) {
    score += removed
    highestLevel = max(highestLevel, number)
  }
}
