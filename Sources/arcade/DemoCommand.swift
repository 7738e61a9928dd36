import ArcadeKit
import ArgumentParser
import Launcher

/// `arcade demo`: attract mode, as the menu's Watch: the best replays, or the computer playing.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Watch the games play themselves: the best replays, else the computer playing; any key stops.")

  @Option(help: "Random seed for the games the computer plays.")
  var seed: UInt64?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let app = LiveArcade(global: global)
    let setup = app.context.setup(seed: seed ?? UInt64.random(in: .min ... .max), keyBindings: app.settings.keys)
    let scene = DemoScene.make(registry: app.registry, setup: setup, best: app.scores.bestReplays(of: app.registry))
    throw ExitCode(app.run(root: scene))
  }
}
