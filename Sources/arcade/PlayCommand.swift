import ArcadeKit
import ArgumentParser
import Catalog
import GameKit

/// `arcade play GAME`: starts a game directly, skipping the menu.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play", abstract: "Start a game directly, skipping the menu.",
    discussion: GameOptionWords.help(for: GameCatalog.registry(fileSystem: .live).entries))

  @Argument(
    help:
      "The game to play: \(GameCatalog.gameNames.dropLast().joined(separator: ", ")) or \(GameCatalog.gameNames.last ?? "").",
    completion: .custom(GameOptionCompletion.play))
  var game: String

  @Option(
    help: ArgumentHelp(
      "Level number (digits only: 1 is the first) or a level file (anything else).", valueName: "n|file"),
    completion: .file(extensions: ["level"]))
  var level: String?

  @Option(help: "Random seed, for a reproducible game.")
  var seed: UInt64?

  @Flag(help: "Let the computer play (a demo of any game; no scores are recorded).")
  var autoplay = false

  @OptionGroup var global: GlobalOptions

  /// The game's own options (`--players 2`), read by what the game declares; the shell's
  /// completion offers them from the same declaration.
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp("The game's own options, listed above.", valueName: "game-options"),
    completion: .custom(GameOptionCompletion.play))
  var gameOptions: [String] = []

  func validate() throws {
    // An unknown game is told in `run`, with the list of games.
    guard let entry = GameCatalog.registry(fileSystem: .live).entry(id: game) else { return }
    _ = try choices(for: entry)
  }

  func run() throws {
    let code = try Self.start(
      QuickPlay(game: game, level: level, seed: seed, autoplay: autoplay), gameOptions: gameOptions,
      app: LiveArcade(global: global))
    throw ExitCode(code)
  }

  /// Starts the game on the terminal and returns the exit status; throws (before the
  /// terminal opens) for an unknown game or game options it does not take.
  static func start(_ play: QuickPlay, gameOptions: [String], app: LiveArcade) throws -> Int32 {
    let entry = try app.entry(named: play.game)
    var setup = app.context.setup(seed: play.seed ?? UInt64.random(in: .min ... .max), keyBindings: app.settings.keys)
    setup.level = play.level
    setup.options = try GameOptionWords.read(gameOptions, declared: entry.options, game: entry.id)
    setup.autoplay = play.autoplay
    setup.direct = true
    setup.speed = app.settings.gameSpeed
    let scene: any Scene
    do {
      scene = try entry.start(setup).makeScene()
    } catch {
      StandardError.report("\(error)", about: entry.id)
      return 1
    }
    return app.run(root: scene)
  }

  /// `arcade play GAME` with at most `--level`, `--seed` and `--autoplay`, started without
  /// building the argument parser's command tree (its reflection was most of a game's start:
  /// docs/PERFORMANCE.md); nil when the arguments are anything else (or the game is not
  /// known), for the parser to read them and explain what is wrong.
  static func quickStart(_ arguments: [String]) -> Int32? {
    guard let play = QuickPlay(arguments: arguments) else { return nil }
    let app = LiveArcade(choices: GlobalChoices())
    guard app.registry.entry(id: play.game) != nil else { return nil }
    return try? start(play, gameOptions: [], app: app)
  }

  /// The game's own options, in the type the game reads (nil: none given).
  func choices(for entry: GameEntry) throws -> (any Sendable)? {
    try GameOptionWords.read(gameOptions, declared: entry.options, game: entry.id)
  }
}

/// What `arcade play` was asked for, besides the global and the game's own options.
struct QuickPlay: Equatable {
  var game: String
  var level: String?
  var seed: UInt64?
  var autoplay = false

  init(game: String, level: String? = nil, seed: UInt64? = nil, autoplay: Bool = false) {
    (self.game, self.level, self.seed, self.autoplay) = (game, level, seed, autoplay)
  }

  /// Reads `play GAME` followed by `--level N`, `--seed N` and `--autoplay`, each at most
  /// once; nil for anything else (another command, another option, `--seed=N`, a value that
  /// looks like an option, a seed that is not a number), which the full parser reads instead.
  init?(arguments: [String]) {
    guard arguments.count >= 2, arguments[0] == "play", let first = arguments[1].first, first != "-" else { return nil }
    game = arguments[1]
    var rest = arguments.dropFirst(2)[...]
    while let option = rest.popFirst() {
      switch option {
      case "--autoplay" where !autoplay:
        autoplay = true
      case "--level" where level == nil:
        guard let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
        level = value
      case "--seed" where seed == nil:
        guard let value = rest.popFirst(), let number = UInt64(value) else { return nil }
        seed = number
      default:
        return nil
      }
    }
  }
}
