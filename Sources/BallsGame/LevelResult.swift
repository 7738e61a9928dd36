// MARK: - LevelResult

/// How the last level ended, for the message before the next one.
public struct LevelResult: Hashable, Sendable {
  /// The level's number.
  public var number: Int
  /// Balls removed by the chain.
  public var removed: Int
  /// Balls that had to be removed.
  public var target: Int
  /// Whether the level was passed (removed ≥ target).
  public var passed: Bool { removed >= target }
  /// The final score of the run this level ended (failed levels only), if it scored.
  public var endedRunScore: Int?

  /// Creates a result.
  public init(number: Int, removed: Int, target: Int, endedRunScore: Int? = nil) {
    self.number = number
    self.removed = removed
    self.target = target
    self.endedRunScore = endedRunScore
  }
}
