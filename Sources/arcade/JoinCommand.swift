import ArcadeKit
import ArgumentParser
import NetPlay
import PaddlesGame

/// `arcade join HOST[:PORT]`: joins a match someone hosts with `arcade host paddles`.
struct JoinCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "join",
    abstract: "Join a network match of Paddles hosted with `arcade host paddles`.",
    discussion: "You play the right paddle, in the host's arena, to the host's winning score.")

  @Argument(help: ArgumentHelp("The host's address and port, as the host's screen shows it.", valueName: "host[:port]"))
  var address: String

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let target: NetAddress
    do {
      target = try NetAddress(parsing: address)
    } catch {
      StandardError.print("arcade: \(error)")
      throw ExitCode(64)
    }
    let app = LiveArcade(global: global)
    let scene = NetPaddlesScene.join(
      host: target.host, port: target.port, keyBindings: app.settings.keys, arcadeVersion: Arcade.version)
    throw ExitCode(app.run(root: scene))
  }
}
