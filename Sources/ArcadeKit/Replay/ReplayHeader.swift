/// How a recorded game began: which game, under which rules, from which seed, levels, options
/// and keys. Everything a game needs to start the same game again on another machine.
public struct ReplayHeader: Hashable, Sendable {
  /// The game's id (`maze`).
  public var game: String
  /// The score board the game's score went to (`maze/maze-…`).
  public var board: String
  /// The version of the game's rules it was played under (`GameReplays.rulesVersion`).
  public var rulesVersion: Int
  /// The arcade's version that recorded it (for people; rules decide what replays).
  package var arcadeVersion: String
  /// The random seed.
  public var seed: UInt64
  /// The levels the game could play, in order, with their identities and whole text.
  public var levels: [ReplayLevel]
  /// The place in `levels` the game started at.
  package var startIndex: Int
  /// The game's own options as name and value (`players 1`), in the order the game wrote them.
  public var options: [ReplayOption]
  /// The player's keys in force, as `[keys]` lines of the settings file (`maze.tilt-up = i`).
  public var keys: [String]

  /// Creates a header.
  public init(
    game: String, board: String, rulesVersion: Int, arcadeVersion: String = "", seed: UInt64,
    levels: [ReplayLevel] = [], startIndex: Int = 0, options: [ReplayOption] = [], keys: [String] = []
  ) {
    self.game = game
    self.board = board
    self.rulesVersion = rulesVersion
    self.arcadeVersion = arcadeVersion
    self.seed = seed
    self.levels = levels
    self.startIndex = startIndex
    self.options = options
    self.keys = keys
  }

  /// The value of the option `name`, if the game wrote it.
  package func option(_ name: String) -> String? {
    options.first { $0.name == name }?.value
  }
}
