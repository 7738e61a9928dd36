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

  @OptionGroup var recording: CastOptions

  @Option(help: ArgumentHelp("With --cast: seconds of attract mode to record.", valueName: "seconds"))
  var seconds: Double = 60

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let app = LiveArcade(global: global)
    let setup = app.context.setup(seed: seed ?? UInt64.random(in: .min ... .max), keyBindings: app.settings.keys)
    let scene = DemoScene.make(registry: app.registry, setup: setup, best: app.scores.bestReplays(of: app.registry))
    guard let cast = recording.cast else { throw ExitCode(app.run(root: scene)) }
    try app.refuseExisting(cast)  // before the recording, not after it
    guard seconds.isFinite, (1...3600).contains(seconds) else {
      StandardError.report("--seconds: expected 1 to 3600")
      throw ExitCode(2)
    }
    let options = try recording.options(app: app, title: "arcade demo")
    let text: String
    do {
      text = try Asciicast.record(scene: scene, seconds: seconds, options: options)
    } catch {
      StandardError.report("\(error)")
      throw ExitCode(1)
    }
    try recording.write(text, options: options, app: app)
  }
}
