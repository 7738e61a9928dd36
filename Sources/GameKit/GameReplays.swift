import ArcadeKit

/// How a game plays its replays: the version of its rules and how to start a recorded game.
public struct GameReplays: Sendable {
  /// The version of the game's rules; raised whenever a rule changes what the same inputs
  /// produce, so older replays are reported as recorded under other rules, never replayed wrong.
  public var rulesVersion: Int
  /// Makes the scene a recorded game started as, from its header alone (levels from their
  /// text, the recorded keys): throws a readable reason when the header does not fit the game.
  public var makeScene: @Sendable (ReplayHeader) throws -> any Scene

  /// Creates a game's replay support.
  public init(rulesVersion: Int, makeScene: @escaping @Sendable (ReplayHeader) throws -> any Scene) {
    self.rulesVersion = rulesVersion
    self.makeScene = makeScene
  }
}
