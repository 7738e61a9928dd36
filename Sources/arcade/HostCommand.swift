import ArcadeKit
import ArgumentParser
import PaddlesGame

/// `arcade host paddles`: waits for an opponent at another terminal, then plays the match.
struct HostCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "host",
    abstract: "Host a network match of Paddles and wait for one opponent.",
    discussion: """
      Shows the addresses to give your opponent, who joins with `arcade join HOST:PORT`. \
      Your arena and winning score are played on both sides; you play the left paddle.
      """)

  @Argument(
    help: ArgumentHelp("The game to host (only paddles plays over the network).", valueName: "paddles"),
    completion: .list(["paddles"]))
  var game: String

  @Option(help: ArgumentHelp("The TCP port to listen on (0: any free port).", valueName: "port"))
  var port: Int = NetPaddlesScene.defaultPort

  @Option(name: .customLong("win-score"), help: ArgumentHelp("Points needed to win (1-99).", valueName: "k"))
  var winScore: Int?

  @Option(
    help: ArgumentHelp("Arena number (1-based) or an arena file.", valueName: "n|file"),
    completion: .file(extensions: ["level"]))
  var level: String?

  @Option(help: "Random seed of the serves, for a reproducible match.")
  var seed: UInt64?

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    guard game.lowercased() == PaddlesGame.id else {
      throw ValidationError("Only paddles can be played over the network, not \"\(game)\".")
    }
    guard (0...65_535).contains(port) else {
      throw ValidationError("--port must be from 0 to 65535, not \(port).")
    }
  }

  func run() throws {
    let app = LiveArcade(global: global)
    var setup = app.context.setup(seed: seed ?? UInt64.random(in: .min ... .max), keyBindings: app.settings.keys)
    setup.level = level
    setup.options = PaddlesChoices(players: 2, difficulty: nil, winScore: winScore)
    let options: PaddlesOptions
    do {
      options = try PaddlesGame.options(setup).options
    } catch {
      StandardError.print("arcade: \(error)")
      throw ExitCode(1)
    }
    throw ExitCode(app.run(root: NetPaddlesScene.host(options: options, port: port, arcadeVersion: Arcade.version)))
  }
}
