import ArcadeKit
import Levels

// MARK: - Registering a kit game

extension GameEntry {
  /// The registration of a `PlayableGame`: its names, keys, play scene, replays and boards,
  /// all from the game's type; `levels` picks the levels a setup plays (the launcher's level
  /// reader: `--level`, the level folders). A game whose boards are not one per start level
  /// passes its own `boards`; `dailyOptions` are the options of the daily challenge's runs.
  public init<Game: PlayableGame>(
    playing game: Game.Type, boards: GameBoards? = nil, dailyOptions: [ReplayOption] = [],
    levels: @escaping @Sendable (GameSetup) throws -> (levels: [Game.Level], startIndex: Int)
  ) {
    self.init(playing: game, boards: boards, dailyOptions: dailyOptions) { setup in
      let chosen = try levels(setup)
      if chosen.levels.indices.contains(chosen.startIndex) { try Game.check(chosen.levels[chosen.startIndex]) }
      return PlayScene<Game>(
        levels: chosen.levels, startIndex: chosen.startIndex, seed: setup.seed, keyBindings: setup.keyBindings,
        autoplay: setup.autoplay)
    }
  }

  /// The registration of a `PlayableGame` whose first scene is its own for some setups (Maze's
  /// level list, Paddles' menu, from which it plays its `PlayScene`): `makeScene` makes it.
  /// What else the game has is declared here too: the keys of that first screen (`setupKeys`,
  /// listed in its help before those of play), the options `arcade play` takes, the options of
  /// the daily challenge's runs, and an editor of its own.
  public init<Game: PlayableGame>(
    playing game: Game.Type, boards: GameBoards? = nil, setupKeys: [KeyHelp] = [], options: GameOptions? = nil,
    dailyOptions: [ReplayOption] = [], editor: (@Sendable (GameSetup, String?) throws -> any Scene)? = nil,
    makeScene: @escaping @Sendable (GameSetup) throws -> any Scene
  ) {
    self.init(kitGame: game, boards: boards, setupKeys: setupKeys, makeScene: makeScene) {
      try PlayScene<Game>(replaying: $0)
    }
    self.options = options
    self.dailyOptions = dailyOptions
    makeEditor = editor
  }

  /// The registration of a game also played over the network (Paddles): as above, with how
  /// `arcade host` and `arcade join` play it (`network`), and its replays are a network match's
  /// sides too (`PlayScene.replaying`).
  public init<Game: NetworkPlayableGame>(
    playing game: Game.Type, boards: GameBoards? = nil, setupKeys: [KeyHelp] = [], options: GameOptions? = nil,
    network: GameNetwork, dailyOptions: [ReplayOption] = [],
    editor: (@Sendable (GameSetup, String?) throws -> any Scene)? = nil,
    makeScene: @escaping @Sendable (GameSetup) throws -> any Scene
  ) {
    self.init(kitGame: game, boards: boards, setupKeys: setupKeys, makeScene: makeScene) {
      try PlayScene<Game>.replaying($0)
    }
    self.options = options
    self.network = network
    self.dailyOptions = dailyOptions
    makeEditor = editor
  }

  /// The registration of a kit game whose replays `replaying` begins.
  private init<Game: PlayableGame>(
    kitGame game: Game.Type, boards: GameBoards?, setupKeys: [KeyHelp],
    makeScene: @escaping @Sendable (GameSetup) throws -> any Scene,
    replaying: @escaping @Sendable (ReplayHeader) throws -> any Scene
  ) {
    self.init(
      id: Game.id, title: Game.title, summary: Game.summary, howToPlay: Game.howToPlay, keyContext: Game.keyContext,
      keys: { bindings in setupKeys + bindings.map(Game.Action.self, in: Game.id).help + Game.pointerHelp },
      makeScene: makeScene,
      replays: GameReplays(rulesVersion: Game.rulesVersion, makeScene: replaying),
      boards: boards
        ?? GameBoards(
          board: { header in
            header.levels.indices.contains(header.startIndex)
              ? "\(Game.id)/\(header.levels[header.startIndex].identity)" : header.board
          },
          title: { boardID, levelName in
            let prefix = "\(Game.id)/"
            guard boardID.hasPrefix(prefix) else { return nil }
            let identity = String(boardID.dropFirst(prefix.count))
            return "\(Game.title) — \(levelName(identity) ?? identity)"
          }, shipped: Game.shippedLevels),
      levels: Game.Level.format)
    colourCues = Game.colourCues(unicode:)
  }

  /// The registration of a `PlayableGame` whose levels come from the level folders through
  /// the launcher's `reader` (`--level N|FILE` as every game reads it).
  public init<Game: PlayableGame>(playing game: Game.Type, boards: GameBoards? = nil, reader: LevelReader) {
    self.init(playing: game, boards: boards) { setup in try reader.levels(of: Game.Level.self, for: setup) }
  }
}
