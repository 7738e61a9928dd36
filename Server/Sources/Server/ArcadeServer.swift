import Crypto
import FileSystem
import FoundationEssentials
import Launcher
import Logging
import NIOCore
import NIOPosix
import NIOSSH
import Synchronization

/// `arcade serve`: the arcade over SSH for many players in one process.
///
/// Each connection is admitted by the `ConnectionGate` (before any key exchange), signs in
/// with `PlayerAuthenticator`, and gets one session channel, whose `TerminalChannelHandler`
/// hosts an `ArcadeSession` on the connection's event loop. Blocking work (the board, level
/// files, replays to verify) runs on a small thread pool. One board for everyone: in SQLite in
/// the data folder (`SQLiteBoard`), or in PostgreSQL for several servers (`PostgresBoard`).
public final class ArcadeServer: Sendable {
  /// Where it listens and what it keeps.
  public struct Configuration: Sendable {
    /// The address to listen on: loopback by default; `0.0.0.0` opens it to the network.
    public var host = "127.0.0.1"
    /// The port (0: any free one, for tests).
    public var port = 2222
    /// The folder of the host key and the board.
    public var dataDirectory: String
    public var limits = ServerLimits()
    /// Event loop threads (one per core by default).
    public var threads = System.coreCount
    /// The board's database: nil for SQLite in the data folder, or a `postgres://` URL.
    public var database: String?
    /// Which runs are ranked: on any level (each on its levels' board, the default), or only
    /// runs on the games' own levels.
    public var rankedLevels = ServerScores.RankedLevels.any
    /// The wall clock: the dates of runs, and which day's daily challenge it is.
    public var now: @Sendable () -> Date = { Date() }

    /// A configuration keeping its files in `dataDirectory`.
    public init(dataDirectory: String) {
      self.dataDirectory = dataDirectory
    }
  }

  private let configuration: Configuration
  private let context: ServerContext
  private let hostKey: NIOSSHPrivateKey
  /// The host key's fingerprint (`SHA256:…`), for players to check.
  public let fingerprint: String
  /// Whether the host key was made by this start (the first).
  public let hostKeyCreated: Bool
  private let group: MultiThreadedEventLoopGroup
  private let listener = Mutex<(any Channel)?>(nil)

  /// Opens the board and the host key in the data folder (making them on the first start);
  /// throws a readable reason when either cannot be had.
  public init(configuration: Configuration, registry: GameRegistry, launch: LaunchContext, logger: Logger) throws {
    self.configuration = configuration
    let key = try HostKeyFile(dataDirectory: configuration.dataDirectory).loadOrCreate()
    hostKey = NIOSSHPrivateKey(ed25519Key: key.key)
    hostKeyCreated = key.created
    fingerprint = KeyFingerprint.of(hostKey.publicKey)
    group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, configuration.threads))
    let board: any ServerBoard
    do {
      // Runs stored by older arcades get their identity and their levels' board (once).
      let runs = ServerScores.storedRunReader(registry: registry)
      if let url = configuration.database {
        board = try PostgresBoard(url: url, eventLoop: group.next(), logger: logger, runs: runs)
      } else {
        board = try SQLiteBoard(path: FilePaths.join(configuration.dataDirectory, "board.sqlite"), runs: runs)
      }
    } catch {
      try? group.syncShutdownGracefully()
      throw error
    }
    let pool = NIOThreadPool(numberOfThreads: 2)
    pool.start()
    context = ServerContext(
      registry: registry,
      scores: ServerScores(
        board: board, registry: registry, rankedLevels: configuration.rankedLevels, now: configuration.now),
      launch: launch,
      limits: configuration.limits, log: logger, pool: pool)
  }

  /// The host key's fingerprint, from the key file in `dataDirectory`; reads only (the first
  /// start makes the key).
  public static func fingerprint(dataDirectory: String) throws -> String {
    let file = HostKeyFile(dataDirectory: dataDirectory)
    guard FileSystemCalls.kind(of: file.path) != nil else { throw HostKeyError.missing(path: file.path) }
    return KeyFingerprint.of(NIOSSHPrivateKey(ed25519Key: try file.load()).publicKey)
  }

  /// Who is playing now.
  public var online: OnlinePlayers { context.online }

  /// The board everyone's scores go to.
  public var board: any ServerBoard { context.scores.board }

  /// Starts listening; returns the port it listens on.
  public func start() async throws -> Int {
    let context = self.context
    let hostKey = self.hostKey
    let bootstrap = ServerBootstrap(group: group)
      .serverChannelOption(ChannelOptions.backlog, value: 256)
      .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
      .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
      .childChannelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          try ArcadeServer.setUp(channel, context: context, hostKey: hostKey)
        }
      }
    let channel = try await bootstrap.bind(host: configuration.host, port: configuration.port).get()
    listener.withLock { $0 = channel }
    let port = channel.localAddress?.port ?? configuration.port
    context.log.info(
      "listening", metadata: ["address": "\(configuration.host)", "port": "\(port)", "fingerprint": "\(fingerprint)"])
    return port
  }

  /// Stops taking connections, says goodbye to every session (their scores are kept), waits
  /// for the last effects, and closes the board.
  public func stop() async {
    let channel = listener.withLock { $0 }
    try? await channel?.close()
    context.log.info("stopping", metadata: ["sessions": "\(context.online.count)"])
    for (loop, handler) in context.liveSessions() {
      loop.execute {
        handler.value.end(.terminated(signal: 15), goodbye: "The arcade is closing for now: goodbye.")
      }
    }
    // The sessions' last effects (scores kept as they closed) finish on the pool.
    for _ in 0..<50 where context.liveSessions().count > 0 {
      try? await Task.sleep(nanoseconds: 100_000_000)
    }
    try? await context.pool.shutdownGracefully()
    context.scores.board.close()
    try? await group.shutdownGracefully()
    context.log.info("stopped")
  }

  // MARK: - A connection

  /// Sets up a new connection's pipeline: refused politely by the gate, or the SSH handler
  /// with its guard (login grace, the gate given back when it closes).
  private static func setUp(_ channel: any Channel, context: ServerContext, hostKey: NIOSSHPrivateKey) throws {
    let address = channel.remoteAddress?.ipAddress ?? "unknown"
    if let refusal = context.gate.admit(address, at: TerminalChannelHandler.now()) {
      context.log.notice("refused", metadata: ["address": "\(address)", "reason": "\(refusal)"])
      try channel.pipeline.syncOperations.addHandler(RefusalHandler(message: "arcade: \(refusal)\r\n"))
      return
    }
    let info = ConnectionInfo(
      id: context.nextConnectionID(), address: address, authenticator: PlayerAuthenticator(), loop: channel.eventLoop)
    let configuration = SSHServerConfiguration(hostKeys: [hostKey], userAuthDelegate: info.authenticator)
    let ssh = NIOSSHHandler(
      role: .server(configuration), allocator: channel.allocator,
      inboundChildChannelInitializer: { child, type in
        child.eventLoop.makeCompletedFuture {
          guard case .session = type, info.openChannel(limit: 1) else {
            context.log.info("refused", metadata: info.metadata(["request": "channel \(type)"]))
            throw ChannelRefused()
          }
          let handler = TerminalChannelHandler(server: context, connection: info)
          try child.pipeline.syncOperations.addHandler(handler)
          context.track(info.id, loop: child.eventLoop, handler: NIOLoopBound(handler, eventLoop: child.eventLoop))
          child.closeFuture.whenComplete { _ in
            context.untrack(info.id)
            info.closeChannel()
          }
        }
      })
    try channel.pipeline.syncOperations.addHandlers([
      ConnectionGuard(info: info, context: context), ssh, ConnectionErrorHandler(info: info, log: context.log),
    ])
  }

  /// Why a channel other than one session was refused.
  struct ChannelRefused: Error {}
}
