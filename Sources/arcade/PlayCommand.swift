import ArcadeKit
import ArgumentParser
import PaddlesGame

/// `arcade play GAME`: starts a game directly, skipping the menu.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play", abstract: "Start a game directly, skipping the menu.")

  @Argument(help: "The game to play.", completion: .list(GameCatalog.gameNames))
  var game: String

  @Option(
    help: ArgumentHelp("Level number (1-based) or a level file.", valueName: "n|file"),
    completion: .file(extensions: ["level"]))
  var level: String?

  @Option(help: "Random seed, for a reproducible game.")
  var seed: UInt64?

  @Flag(help: "Let the computer play (a demo of any game; no scores are recorded).")
  var autoplay = false

  @OptionGroup(title: "Paddles options") var paddles: PaddlesArguments

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let app = LiveArcade(global: global)
    let entry = try app.entry(named: game)
    var setup = app.context.setup(seed: seed ?? UInt64.random(in: .min ... .max), keyBindings: app.settings.keys)
    setup.level = level
    setup.options = options(for: entry.id)
    setup.autoplay = autoplay
    setup.direct = true
    let scene: any Scene
    do {
      scene = try entry.makeScene(setup)
    } catch {
      StandardError.print("arcade: \(error)")
      throw ExitCode(1)
    }
    throw ExitCode(app.run(root: scene))
  }

  /// The options of `game`'s own group, in the type the game reads (nil: it has none).
  func options(for game: String) -> (any Sendable)? {
    switch game {
    case PaddlesGame.id: paddles.choices
    default: nil
    }
  }
}
