// MARK: - RunEnd

/// How a run ended, for the panel shown before its score is handed over.
public struct RunEnd: Hashable, Sendable {
  /// Why a run ends.
  public enum Reason: Hashable, Sendable {
    /// A level was not passed.
    case failed
    /// The last level was passed: the game is cleared, and passing it again would only farm.
    case clearedTheGame
  }

  /// Why the run ended.
  public var reason: Reason
  /// The run as it ended: its score and the levels it passed.
  public var run: RunTally

  /// Creates a run's end.
  public init(reason: Reason, run: RunTally) {
    self.reason = reason
    self.run = run
  }
}
