import ArcadeKit

/// What the launcher knows about where things are and what its host can do: resolved once at the edge.
public struct LaunchContext: Sendable {
  /// Directory of the built-in levels, if one was found.
  public var builtInLevelsDirectory: String?
  /// The user's level directory.
  public var userLevelsDirectory: String?
  /// Whether the host plays over the network (`GameSetup.networkPlay`): false over SSH.
  public var networkPlay: Bool

  /// Creates a context.
  public init(builtInLevelsDirectory: String? = nil, userLevelsDirectory: String? = nil, networkPlay: Bool = true) {
    self.builtInLevelsDirectory = builtInLevelsDirectory
    self.userLevelsDirectory = userLevelsDirectory
    self.networkPlay = networkPlay
  }

  /// A setup for starting a game with `seed` and the player's `keyBindings`.
  public func setup(seed: UInt64, keyBindings: KeyBindings = KeyBindings()) -> GameSetup {
    GameSetup(
      seed: seed, builtInLevelsDirectory: builtInLevelsDirectory, userLevelsDirectory: userLevelsDirectory,
      keyBindings: keyBindings, networkPlay: networkPlay)
  }
}
