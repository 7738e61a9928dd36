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

  /// The value of option `name`, if sent.
  public func option(_ name: String) -> String? {
    options.first { $0.name == name }?.value
  }
}
