import ArcadeKit
import ArgumentParser
import Catalog
import GameKit
import Launcher

/// `arcade host GAME`: waits for an opponent at another terminal, then plays the match.
struct HostCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "host",
    abstract: "Host a network match and wait for one opponent.",
    discussion: """
      Shows the addresses to give your opponent, who joins with `arcade join GAME HOST:PORT`. \
      Your arena and winning score are played on both sides; you play the left paddle. \
      Games played over the network: \(GameCatalog.networkGameNames.joined(separator: ", ")).

      \(GameOptionWords.help(for: GameCatalog.registry(fileSystem: .live).entries, command: "host"))
      """)

  @Argument(
    help: ArgumentHelp("The game to host.", valueName: "game"),
    completion: .custom(GameOptionCompletion.host))
  var game: String

  @Option(
    help: ArgumentHelp(
      "The TCP port to listen on (0: any free port; the game's own port by default).", valueName: "port"))
  var port: Int?

  @Option(
    help: ArgumentHelp("Arena number (digits only: 1 is the first) or an arena file.", valueName: "n|file"),
    completion: .file(extensions: ["level"]))
  var level: String?

  @Option(help: "Random seed of the serves, for a reproducible match.")
  var seed: UInt64?

  @OptionGroup var global: GlobalOptions

  /// The game's own hosting options (`--win-score 5`), read by what the game declares; the
  /// shell's completion offers them from the same declaration.
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp("The game's own hosting options, listed above.", valueName: "game-options"),
    completion: .custom(GameOptionCompletion.host))
  var gameOptions: [String] = []

  func validate() throws {
    let network = try Self.network(of: game, in: GameCatalog.registry(fileSystem: .live))
    if let port, !(0...65_535).contains(port) {
      throw ValidationError("--port must be from 0 to 65535, not \(port).")
    }
    _ = try GameOptionWords.read(gameOptions, declared: network.hostOptions, game: game)
  }

  /// How `game` plays over the network, or an error naming the games that do.
  static func network(of game: String, in registry: GameRegistry) throws -> GameNetwork {
    if let network = registry.entry(id: game)?.network { return network }
    let names = registry.entries.filter { $0.network != nil }.map(\.id)
    let which = names.isEmpty ? "no game is" : names.joined(separator: ", ") + (names.count == 1 ? " is" : " are")
    throw ValidationError("\(game) cannot be played over the network; \(which) played over the network")
  }

  func run() throws {
    let app = LiveArcade(global: global)
    let network = try Self.network(of: game, in: app.registry)
    var setup = app.context.setup(seed: seed ?? UInt64.random(in: .min ... .max), keyBindings: app.settings.keys)
    setup.level = level
    setup.options = try GameOptionWords.read(gameOptions, declared: network.hostOptions, game: game)
    let scene: any Scene
    do {
      scene = try network.host(setup, port ?? network.defaultPort, Arcade.version)
    } catch {
      StandardError.report("\(error)", about: game)
      throw ExitCode(1)
    }
    throw ExitCode(app.run(root: scene))
  }
}
