import ArcadeKit

/// A clock that moves only when told to: tests control time exactly.
public final class ManualTime: TimeSource, @unchecked Sendable {
  /// The current time in seconds.
  public private(set) var current: Double

  /// Creates a clock reading `start` seconds.
  public init(start: Double = 0) {
    current = start
  }

  public func now() -> Double { current }

  /// Moves the clock forward by `seconds`.
  public func advance(by seconds: Double) {
    current += seconds
  }
}
