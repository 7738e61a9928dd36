import ArcadeKit
import Levels

// MARK: - Replays of a kit game

extension PlayScene {
  /// How this game began, for its replay: every level's text, the start, the seed, the
  /// options, the keys.
  public var replayHeader: ReplayHeader {
    ReplayHeader(
      game: Game.id, board: board, rulesVersion: rulesVersion, seed: seed,
      levels: gameLevels.map { ReplayLevel(identity: $0.identity.description, text: $0.canonicalText) },
      startIndex: gameStartIndex, options: recordedOptions,
      keys: ReplayHeader.keyLines(keyBindings, for: Game.keyContext))
  }

  /// The options the replay's header writes: a network match's side and what its setup carries,
  /// or the game's options.
  private var recordedOptions: [ReplayOption] {
    guard let network else { return gameOptions.replayOptions }
    return [ReplayOption("network", network.side.rawValue)] + network.rules.setupOptions(gameOptions)
  }

  /// The game so far as a replay, for a spectator's copy.
  public var liveReplay: Replay? { recording.replay(header: replayHeader, score: nil) }

  /// The game a replay recorded as `header` began as: its levels from their text (each must
  /// read and keep its identity), its start, its seed, its options and its keys. Throws a
  /// readable reason when the header is not this game's under today's rules.
  public init(replaying header: ReplayHeader) throws {
    let rules = Game.playableRules.contains(header.rulesVersion) ? header.rulesVersion : Game.rulesVersion
    try header.check(game: Game.id, title: Game.title, rulesVersion: rules)
    guard header.option("network") == nil else {
      throw ReplayHeaderError("is a side of a network match, which \(Game.title) does not play")
    }
    // A game of levels played in turn records each level's game alone.
    let levels =
      Game.playsLevelsInTurn
      ? [try header.onlyLevel(Game.Level.self, title: Game.title, noun: Game.levelNoun)]
      : try header.everyLevel(Game.Level.self, title: Game.title, noun: Game.levelNoun)
    guard levels.indices.contains(header.startIndex) else {
      throw ReplayHeaderError("starts at \(Game.levelNoun) \(header.startIndex + 1) of \(levels.count)")
    }
    let options = try Game.Options(replayHeader: header, game: Game.title)
    for level in levels { try Game.check(level) }
    self.init(
      levels: levels, startIndex: header.startIndex, seed: header.seed,
      keyBindings: try header.keyBindings(for: Game.keyContext), rulesVersion: rules, options: options)
  }
}
