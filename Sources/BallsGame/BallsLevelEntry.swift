import Levels

// MARK: - BallsLevelEntry

/// One level of a run: its place in the list and its numbers.
public struct BallsLevelEntry: Hashable, Sendable {
  /// The level number shown to the player (1-based place in the list).
  public var number: Int
  /// The level's numbers and name.
  public var level: BallsLevel

  /// Creates an entry.
  public init(number: Int, level: BallsLevel) {
    self.number = number
    self.level = level
  }
}
