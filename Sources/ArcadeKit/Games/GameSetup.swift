/// Everything a game's factory gets to start a game: seed, level choice and options.
///
/// Filled from the menu or from `arcade play GAME …`; games ignore options they do not have.
public struct GameSetup: Sendable {
  /// The random seed (fixed with `--seed`, else drawn from the system at the edge).
  public var seed: UInt64
  /// Directories with built-in levels, then the user's own, each holding `<game>/NN-slug.level`.
  public var builtInLevelsDirectory: String?
  /// The user's level directory (where the editor saves), `$XDG_DATA_HOME/arcade/levels`.
  public var userLevelsDirectory: String?
  /// `--level`: a level number (1-based) or a level file path.
  public var level: String?
  /// `--players` (Paddles).
  public var players: Int?
  /// `--win-score` (Paddles).
  public var winScore: Int?
  /// `--difficulty` (Paddles' computer player).
  public var difficulty: String?
  /// `--autoplay`: let the game's AI play (demo and tests).
  public var autoplay: Bool
  /// Started from the command line: the game skips its own menus and starts playing at once.
  public var direct: Bool

  /// Creates a setup; only the seed is required.
  public init(
    seed: UInt64, builtInLevelsDirectory: String? = nil, userLevelsDirectory: String? = nil,
    level: String? = nil, players: Int? = nil, winScore: Int? = nil, difficulty: String? = nil,
    autoplay: Bool = false, direct: Bool = false
  ) {
    self.seed = seed
    self.builtInLevelsDirectory = builtInLevelsDirectory
    self.userLevelsDirectory = userLevelsDirectory
    self.level = level
    self.players = players
    self.winScore = winScore
    self.difficulty = difficulty
    self.autoplay = autoplay
    self.direct = direct
  }
}
