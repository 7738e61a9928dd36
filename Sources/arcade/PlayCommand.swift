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
    let app = LiveArcade(global: global)
    let entry = try app.entry(named: game)
    var setup = app.context.setup(seed: seed ?? UInt64.random(in: .min ... .max), keyBindings: app.settings.keys)
    setup.level = level
    setup.options = try choices(for: entry)
    setup.autoplay = autoplay
    setup.direct = true
    let scene: any Scene
    do {
      scene = try entry.makeScene(setup)
    } catch {
      StandardError.report("\(error)", about: entry.id)
      throw ExitCode(1)
    }
    throw ExitCode(app.run(root: scene))
  }

  /// The game's own options, in the type the game reads (nil: none given).
  func choices(for entry: GameEntry) throws -> (any Sendable)? {
    try GameOptionWords.read(gameOptions, declared: entry.options, game: entry.id)
  }
}
