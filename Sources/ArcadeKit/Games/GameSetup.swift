/// Everything a game's factory gets to start a game: seed, level choice and options.
///
/// Filled from the menu or from `arcade play GAME …`. Options only one game has travel in
/// `options`, a value of that game's own type: ArcadeKit names no game's options.
public struct GameSetup: Sendable {
  /// The random seed (fixed with `--seed`, else drawn from the system at the edge).
  public var seed: UInt64
  /// Directories with built-in levels, then the user's own, each holding `<game>/NN-slug.level`.
  public var builtInLevelsDirectory: String?
  /// The user's level directory (where the editor saves), `$XDG_DATA_HOME/arcade/levels`.
  package var userLevelsDirectory: String?
  /// `--level` as typed: digits only are a level number (1-based), anything else a file path
  /// (`LevelChoice` in Levels reads it, for every game).
  public var level: String?
  /// The game's own options (a value of its own type, read from the options its `GameEntry`
  /// declares); a game casts it to that type and ignores anything else.
  public var options: (any Sendable)?
  /// `--autoplay`: let the game's AI play (demo and tests).
  public var autoplay: Bool
  /// Started from the command line: the game skips its own menus and starts playing at once.
  public var direct: Bool
  /// The player's keys (the settings file's `[keys]` section over each game's defaults).
  public var keyBindings: KeyBindings
  /// Whether the host plays over the network (host or join a match): a local arcade does; a
  /// session of `arcade serve` does not, so a game's menu offers no network match there.
  public var networkPlay: Bool
  /// The part of its rate the game plays at: 1, or less for practice, never ranked
  /// (`PracticeSpeedScene`, Settings → Game speed).
  package var speed = 1.0

  /// Creates a setup; only the seed is required.
  public init(
    seed: UInt64, builtInLevelsDirectory: String? = nil, userLevelsDirectory: String? = nil,
    level: String? = nil, options: (any Sendable)? = nil, autoplay: Bool = false, direct: Bool = false,
    keyBindings: KeyBindings = KeyBindings(), networkPlay: Bool = true
  ) {
    self.seed = seed
    self.builtInLevelsDirectory = builtInLevelsDirectory
    self.userLevelsDirectory = userLevelsDirectory
    self.level = level
    self.options = options
    self.autoplay = autoplay
    self.direct = direct
    self.keyBindings = keyBindings
    self.networkPlay = networkPlay
  }
}
