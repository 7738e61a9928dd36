import ArcadeKit

/// What the host sends the joiner: the match's seed, options and level text (not a path).
public struct NetMatchSetup: Sendable, Hashable {
  /// Names this match, so a reconnection resumes this one and no other.
  public var matchID: UInt64
  /// The seed of the serves.
  public var seed: UInt64
  /// The game's options as name and value ("win-score", "5").
  public var options: [ReplayOption]
  /// The level's text, exactly as the host loaded it.
  public var levelText: String

  /// Creates a setup.
  public init(matchID: UInt64, seed: UInt64, options: [ReplayOption], levelText: String) {
    self.matchID = matchID
    self.seed = seed
    self.options = options
    self.levelText = levelText
  }

  /// A match id from the system's generator: 64 bits no one can guess, and no function of the
  /// seed (a seed may be given on the command line). No game depends on it, so replays hold
  /// none.
  public static func randomMatchID() -> UInt64 {
    var generator = SystemRandomNumberGenerator()
    return generator.next()
  }

  /// The value of option `name`, if sent.
  public func option(_ name: String) -> String? {
    options.first { $0.name == name }?.value
  }
}
