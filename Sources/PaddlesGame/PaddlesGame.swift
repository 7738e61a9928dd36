import ArcadeKit
import GameKit
import Levels

// MARK: - PaddlesGame

/// Paddles: two-player Pong on a field turned sideways, against a friend or the computer.
///
/// The portrait 320 × 480 arenas of `Levels/paddles` are turned a quarter turn (see
/// `SidewaysArena` for the mapping), so player 1 defends the left end and player 2 the right.
///
/// Keyboard: where the terminal supports the kitty keyboard protocol (kitty, WezTerm, foot,
/// Ghostty, recent Alacritty and iTerm2) it reports key releases, and the game uses them: a
/// paddle moves at full speed exactly while its key is held, and both players can hold keys at
/// the same time. Elsewhere (xterm, tmux, GNU screen, the Linux console and most others) the
/// terminal sends presses and repeats but no releases, so paddle motion comes from the
/// repeat-decay drive of `PaddleDrive` (a press moves at once and glides across the repeat
/// delay; repeats keep full speed; the paddle stops about 80 ms after the repeats stop). Such a
/// terminal repeats only the most recently pressed key, so when both players hold a key at
/// once the first one's repeats stop; a mouse drag (on the half where it starts) is the way to
/// move two paddles at once there. Either way both players get the same drive.
public enum PaddlesGame {
  /// The game's id on the command line and on the score board.
  public static let id = Paddles.id

  /// How to play: the card on the first start from the menu, and the top of the help.
  public static let howToPlay = Paddles.howToPlay

  /// The game's actions, for the settings file and `arcade keys`.
  public static let keyContext = Paddles.keyContext

  /// The registration, reading arenas through the launcher's `levels`.
  public static func entry(levels: LevelReader) -> GameEntry {
    GameEntry(
      playing: Paddles.self, boards: PaddlesBoards.boards, options: PaddlesCommandLine.options,
      network: PaddlesCommandLine.network(levels: levels),
      // The daily challenge: one player against the hard computer.
      dailyOptions: [ReplayOption("players", "1"), ReplayOption("difficulty", "hard")]
    ) { setup in
      try makeScene(setup, levels: levels)
    }
    // The editor's play-test: one player against the normal computer on the arena drawn.
    .editing(PaddlesArena.self, levels: levels) { arena, seed, keyBindings in
      PaddlesScene(options: PaddlesOptions(arena: SidewaysArena(arena), seed: seed, keyBindings: keyBindings))
    }
  }

  // MARK: - Starting

  /// The menu (from the arcade menu) or the game itself (`arcade play paddles`, `setup.direct`).
  /// Its own options come as `PaddlesChoices` in `setup.options`.
  public static func makeScene(_ setup: GameSetup, levels: LevelReader) throws -> any Scene {
    let (options, arenas) = try options(setup, levels: levels)
    // A demo skips the menu, as `arcade play` does.
    if setup.direct || setup.autoplay { return PaddlesScene(options: options) }
    return PaddlesMenuScene(arenas: arenas, options: options, networkPlay: setup.networkPlay)
  }

  /// The options `setup` asks for (its `PaddlesChoices`, the arena `--level` names), and the
  /// arenas to choose from; a bad choice throws a readable reason.
  public static func options(
    _ setup: GameSetup, levels: LevelReader
  ) throws -> (options: PaddlesOptions, arenas: [SidewaysArena]) {
    let choices = setup.options as? PaddlesChoices ?? PaddlesChoices()
    let players = choices.players ?? 1
    guard players == 1 || players == 2 else { throw PaddlesSetupError.players(players) }
    if let score = choices.winScore, !(1...99).contains(score) {
      throw PaddlesSetupError.winScore(score)
    }
    let directories = LevelDirectories(builtIn: setup.builtInLevelsDirectory, user: setup.userLevelsDirectory)
    var arenas: [SidewaysArena]
    var selected: Int
    switch try levels.pick(setup.level, format: PaddlesArena.format, directories: directories) {
    case .listed(let collection, let start):
      arenas = collection.playable.compactMap { $0.level.model(as: PaddlesArena.self).map(SidewaysArena.init) }
      selected = start
    case .file(let level, let path):
      guard let arena = level.model(as: PaddlesArena.self) else {
        throw LevelChoiceError.otherGame(path: path, found: level.game, expected: PaddlesArena.game)
      }
      arenas = [SidewaysArena(arena)]
      selected = 0
    }
    if arenas.isEmpty {
      arenas = [.classic]
      selected = 0
    }
    let options = PaddlesOptions(
      players: players, difficulty: choices.difficulty ?? .normal, arena: arenas[selected],
      winScore: choices.winScore, seed: setup.seed, keyBindings: setup.keyBindings,
      autoplay: setup.autoplay)
    return (options, arenas)
  }
}
