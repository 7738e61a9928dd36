// MARK: - LevelResult

/// How the last level ended, for the message before the next one.
public struct LevelResult: Hashable, Sendable {
  /// The level's number.
  public var number: Int
  /// Balls removed by the chain.
  public var removed: Int
  /// Balls that had to be removed.
  public var target: Int
  /// Balls the level had.
  public var balls: Int
  /// Whether the level was passed (removed ≥ target).
  public var passed: Bool { removed >= target }

  /// The level's rating, removed against needed: none for a failed level, one star for a pass,
  /// two for a third of the balls beyond the target removed too, three for two thirds (on a
  /// level of 10 balls and a target of 4: 4, 6 and 8 removed).
  public var stars: Int {
    guard passed else { return 0 }
    let beyond = max(0, balls - target)
    let extra = removed - target
    if extra * 3 >= beyond * 2 { return 3 }
    if extra * 3 >= beyond { return 2 }
    return 1
  }
  /// The final score of the run this level ended (failed levels only), if it scored.
  public var endedRunScore: Int?

  /// Creates a result.
  public init(number: Int, removed: Int, target: Int, balls: Int, endedRunScore: Int? = nil) {
    self.number = number
    self.removed = removed
    self.target = target
    self.balls = balls
    self.endedRunScore = endedRunScore
  }
}
