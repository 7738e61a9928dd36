import ArcadeKit

// MARK: - GameNetwork

/// How a game is played over the network (`arcade host GAME`, `arcade join GAME HOST:PORT`).
public struct GameNetwork: Sendable {
  /// The TCP port a host listens on unless told another.
  public var defaultPort: Int
  /// The options `arcade host GAME` takes besides `--port`, `--level` and `--seed`.
  public var hostOptions: GameOptions?
  /// The hosting scene: it waits for one opponent on `port`, then plays (`setup.options` holds
  /// what `hostOptions` read); throws a readable reason for a bad setup.
  public var host: @Sendable (_ setup: GameSetup, _ port: Int, _ arcadeVersion: String) throws -> any Scene
  /// The joining scene: it connects to `host` at `port` and plays the host's match.
  public var join:
    @Sendable (_ host: String, _ port: Int, _ keyBindings: KeyBindings, _ arcadeVersion: String) -> any Scene

  /// Creates a declaration.
  public init(
    defaultPort: Int, hostOptions: GameOptions? = nil,
    host: @escaping @Sendable (GameSetup, Int, String) throws -> any Scene,
    join: @escaping @Sendable (String, Int, KeyBindings, String) -> any Scene
  ) {
    self.defaultPort = defaultPort
    self.hostOptions = hostOptions
    self.host = host
    self.join = join
  }
}
