import ArcadeKit
import ArgumentParser
import Catalog
import GameKit
import Launcher
import NetPlay

/// `arcade join [GAME] HOST[:PORT]`: joins a match someone hosts with `arcade host GAME`.
struct JoinCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "join",
    abstract: "Join a network match hosted with `arcade host GAME`.",
    discussion: """
      The game may be left out while only one game plays over the network \
      (\(GameCatalog.networkGameNames.joined(separator: ", "))). You play the right paddle, \
      in the host's arena, to the host's winning score.
      """)

  @Argument(
    help: ArgumentHelp("The game, then the host's address; or the address alone.", valueName: "game|host[:port]"),
    completion: .list(GameCatalog.networkGameNames))
  var gameOrAddress: String

  @Argument(help: ArgumentHelp("The host's address and port, as the host's screen shows it.", valueName: "host[:port]"))
  var address: String?

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    _ = try target(in: GameCatalog.registry(fileSystem: .live))
  }

  /// The game and the address the words name: with one word, the address of the only game
  /// played over the network.
  func target(in registry: GameRegistry) throws -> (network: GameNetwork, address: String) {
    if let address { return (try HostCommand.network(of: gameOrAddress, in: registry), address) }
    let networked = registry.entries.compactMap(\.network)
    guard networked.count == 1, let only = networked.first else {
      throw ValidationError("name the game to join before the address: arcade join GAME HOST[:PORT]")
    }
    return (only, gameOrAddress)
  }

  func run() throws {
    let app = LiveArcade(global: global)
    let (network, address) = try target(in: app.registry)
    let target: NetAddress
    do {
      target = try NetAddress(parsing: address)
    } catch {
      StandardError.report("\(error)", about: "join")
      throw ExitCode(64)
    }
    throw ExitCode(app.run(root: network.join(target.host, target.port, app.settings.keys, Arcade.version)))
  }
}
