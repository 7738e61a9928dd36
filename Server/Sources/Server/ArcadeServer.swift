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
/// with `PlayerAuthenticator`, and gets one session channel: its `SessionRequestHandler` takes
/// the SSH requests and puts an `ArcadeSessionHandler` (an `ArcadeSession` driven on the
/// connection's event loop) or a `CommandHandler` behind itself. Blocking work (the board, level
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
    /// An operator's own OpenSSH Ed25519 host key (`--host-key`), only ever read; nil: the key
    /// the server keeps in the data folder (`host_key_ed25519`, made on the first start).
    public var hostKeyFile: String?
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
    /// The operator's ban list (`--bans`): read at start, again by `reloadBans()`; nil: none.
    public var banFile: String?
    /// The load balancers whose PROXY protocol headers say where connections come from
    /// (`--proxy-protocol --trusted-proxies`); nil: the server takes no PROXY header.
    public var trustedProxies: TrustedProxies?
    /// Where `/metrics` and `/healthz` are served over plain HTTP (`--metrics`); nil: nowhere.
    public var metricsAddress: ListenAddress?
    /// The reverse proxies in front of the web pages whose `X-Forwarded-For` says where a request
    /// comes from (`--http --trusted-proxies`); nil: every request is from its peer.
    public var forwardingProxies: TrustedProxies?
    /// Where the web pages are served (`--http`): the boards, runs, live games and play in a
    /// browser; nil: nowhere.
    public var webAddress: ListenAddress?

    /// The files the server reads through the one file layer (the ban list).
    public var fileSystem: FileSystemClient

    /// A configuration keeping its files in `dataDirectory`, reading through `fileSystem`.
    public init(dataDirectory: String, fileSystem: FileSystemClient) {
      self.dataDirectory = dataDirectory
      self.fileSystem = fileSystem
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
  private let metricsListener = Mutex<(endpoint: MetricsEndpoint, port: Int)?>(nil)
  private let webListener = Mutex<(endpoint: WebEndpoint, port: Int)?>(nil)

  /// Opens the board and the host key in the data folder (making them on the first start);
  /// throws a readable reason when either cannot be had.
  public init(configuration: Configuration, registry: GameRegistry, launch: LaunchContext, logger: Logger) throws {
    self.configuration = configuration
    do {
      // The folder of the key and the board is its user's alone when the server makes it.
      try PrivateFiles.makeFolder(configuration.dataDirectory)
    } catch {
      throw ServerBoardError.cannotOpen(where: configuration.dataDirectory, reason: error.reason)
    }
    let bans = try BanFile(path: configuration.banFile, fileSystem: configuration.fileSystem)
    let key = try HostKeyFile.of(configuration.hostKeyFile, dataDirectory: configuration.dataDirectory).loadOrCreate()
    hostKey = NIOSSHPrivateKey(ed25519Key: key.key)
    hostKeyCreated = key.created
    fingerprint = KeyFingerprint.of(hostKey.publicKey)
    group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, configuration.threads))
    let opened: any ServerBoard
    do {
      // Runs stored by older arcades get their identity and their levels' board (once).
      let runs = ServerScores.storedRunReader(registry: registry)
      if let url = configuration.database {
        opened = try PostgresBoard(url: url, eventLoop: group.next(), logger: logger, runs: runs)
      } else {
        opened = try SQLiteBoard(
          path: FilePaths.join(configuration.dataDirectory, "board.sqlite"), runs: runs, logger: logger)
      }
    } catch {
      try? group.syncShutdownGracefully()
      throw error
    }
    // A failing database is logged in detail; players are told only that it cannot be reached.
    let metrics = ServerMetrics(games: registry)
    let database = configuration.database == nil ? "sqlite" : "postgres"
    let board = ObservedBoard(opened, database: database, metrics: metrics, log: logger)
    let pool = NIOThreadPool(numberOfThreads: 2)
    pool.start()
    context = ServerContext(
      registry: registry,
      scores: ServerScores(
        board: board, registry: registry, rankedLevels: configuration.rankedLevels, now: configuration.now,
        metrics: metrics),
      launch: Self.overSSH(launch),
      limits: configuration.limits, log: logger, pool: pool, bans: bans, metrics: metrics)
  }

  /// Reads the ban list's file again and puts it in force, then disconnects the players online
  /// it now bans (each told so); returns the rules in force. A file that does not read keeps
  /// the rules as they were, and its error (file and line) is logged and thrown.
  @discardableResult
  public func reloadBans() throws(BanFileError) -> BanList {
    let list: BanList
    do {
      list = try context.bans.reload()
    } catch {
      context.log.error("bans not reloaded: \(error); the previous ones stay in force")
      throw error
    }
    context.log.notice("bans reloaded", metadata: ["rules": "\(list.count)"])
    for (loop, handler) in context.liveSessions() {
      loop.execute { handler.value.disconnectIfBanned(by: list) }
    }
    return list
  }

  /// `launch` as the server's sessions have it: no network play (a session has no network of its
  /// own to host or join a match on), so no game's menu offers it.
  static func overSSH(_ launch: LaunchContext) -> LaunchContext {
    var launch = launch
    launch.networkPlay = false
    return launch
  }

  /// The host key's fingerprint, from `hostKeyFile` or else the key file in `dataDirectory`;
  /// reads only (the first start makes the key, and rewrites one in the arcade's first format).
  public static func fingerprint(dataDirectory: String, hostKeyFile: String? = nil) throws -> String {
    let file = HostKeyFile.of(hostKeyFile, dataDirectory: dataDirectory)
    return KeyFingerprint.of(NIOSSHPrivateKey(ed25519Key: try file.load()).publicKey)
  }

  /// Who is playing now.
  public var online: OnlinePlayers { context.online }

  /// The board everyone's scores go to.
  public var board: any ServerBoard { context.scores.board }

  /// What the server counts, as `/metrics` prints it (`metrics.factory` may bootstrap the
  /// process's `MetricsSystem`, once).
  public var metrics: ServerMetrics { context.metrics }

  /// The port `/metrics` and `/healthz` are served on, once started (nil: no `metricsAddress`).
  public var metricsPort: Int? { metricsListener.withLock { $0?.port } }

  /// The port the web pages are served on, once started with a `webAddress`.
  public var webPort: Int? { webListener.withLock { $0?.port } }

  /// Starts listening; returns the port it listens on.
  public func start() async throws -> Int {
    let context = self.context
    let hostKey = self.hostKey
    let proxies = configuration.trustedProxies
    let bootstrap = ServerBootstrap(group: group)
      .serverChannelOption(ChannelOptions.backlog, value: 256)
      .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
      // TCP_NODELAY at the TCP level: at the socket level the same number is SO_DEBUG, which only
      // root may set, so every connection to a server without privileges was closed at once.
      .childChannelOption(ChannelOptions.tcpOption(.tcp_nodelay), value: 1)
      .childChannelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          try ArcadeServer.setUp(channel, proxies: proxies, context: context, hostKey: hostKey)
        }
      }
    let channel = try await bootstrap.bind(host: configuration.host, port: configuration.port).get()
    listener.withLock { $0 = channel }
    let port = channel.localAddress?.port ?? configuration.port
    context.log.info(
      "listening", metadata: ["address": "\(configuration.host)", "port": "\(port)", "fingerprint": "\(fingerprint)"])
    if let address = configuration.metricsAddress {
      let endpoint = MetricsEndpoint(address: address, context: context) { [weak self] in
        self?.listener.withLock { $0?.isActive } ?? false
      }
      let bound = try await endpoint.start()
      metricsListener.withLock { $0 = (endpoint, bound) }
    }
    if let address = configuration.webAddress {
      let endpoint = WebEndpoint(
        address: address, context: context, group: group, proxies: configuration.forwardingProxies,
        sshHint: "play over SSH (port \(port)): ssh -p \(port) <this host>")
      let bound = try await endpoint.start()
      webListener.withLock { $0 = (endpoint, bound) }
    }
    return port
  }

  /// Stops taking connections, says goodbye to every session (their scores are kept), waits
  /// for the last effects, and closes the board.
  public func stop() async {
    let channel = listener.withLock { $0 }
    try? await channel?.close()
    await webListener.withLock { $0?.endpoint }?.stop()
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
    // Before the board closes: `/healthz` asks it on a thread of its own.
    await metricsListener.withLock { $0?.endpoint }?.stop()
    context.scores.board.close()
    try? await group.shutdownGracefully()
    context.log.info("stopped")
  }

  // MARK: - A connection

  /// Sets up a new connection's pipeline under its peer's address, or, from a trusted proxy,
  /// under the client's address its PROXY header names, once that is read.
  private static func setUp(
    _ channel: any Channel, proxies: TrustedProxies?, context: ServerContext, hostKey: NIOSSHPrivateKey
  ) throws {
    let peer = channel.remoteAddress?.ipAddress ?? "unknown"
    guard let proxies else { return try setUp(channel, address: peer, context: context, hostKey: hostKey) }
    guard proxies.trusts(peer) else {
      // Anyone else connects as themselves, and may not send a header.
      try channel.pipeline.syncOperations.addHandler(
        ProxyProtocolHandler(peer: .untrusted, peerAddress: peer, log: context.log))
      return try setUp(channel, address: peer, context: context, hostKey: hostKey)
    }
    let proxy = ProxyProtocolHandler.Peer.trustedProxy(timeout: proxies.headerTimeout) { address in
      try setUp(channel, address: address, context: context, hostKey: hostKey)
    }
    try channel.pipeline.syncOperations.addHandler(
      ProxyProtocolHandler(peer: proxy, peerAddress: peer, log: context.log))
  }

  /// Sets up the pipeline of a connection from `address`: refused politely by a ban or the
  /// gate, or the SSH handler with its guard (login grace, the gate given back when it closes).
  private static func setUp(
    _ channel: any Channel, address: String, context: ServerContext, hostKey: NIOSSHPrivateKey
  ) throws {
    if context.bans.list.bans(address: address) {
      context.metrics.connectionRefused(.banned)
      context.log.notice("refused", metadata: ["address": "\(address)", "reason": "banned"])
      try channel.pipeline.syncOperations.addHandler(RefusalHandler(message: BanList.message + "\r\n"))
      return
    }
    let id = context.nextConnectionID()
    // Known before the gate decides, so that another loop's newcomer can close it at once.
    context.rememberChannel(id, channel)
    let loginGrace: Double
    switch context.gate.admit(id, from: address, at: ServerClock.now()) {
    case .refused(let refusal):
      context.forgetChannel(id)
      context.metrics.connectionRefused(refusal)
      context.log.notice("refused", metadata: ["address": "\(address)", "reason": "\(refusal)"])
      try channel.pipeline.syncOperations.addHandler(RefusalHandler(message: "arcade: \(refusal)\r\n"))
      return
    case .admitted(let grace, let dropped):
      loginGrace = grace
      context.close(dropped, for: id)
    }
    let gate = context.gate
    let info = ConnectionInfo(
      id: id, address: address, authenticator: PlayerAuthenticator(takePlace: { gate.signIn(id) }),
      loop: channel.eventLoop)
    context.metrics.connectionOpened(info, closeFuture: channel.closeFuture)
    var configuration = SSHServerConfiguration(hostKeys: [hostKey], userAuthDelegate: info.authenticator)
    // As OpenSSH's MaxAuthTries (swift-nio-ssh would take 1,024 tries on one connection).
    configuration.maxAuthAttempts = 6
    let ssh = NIOSSHHandler(
      role: .server(configuration), allocator: channel.allocator,
      inboundChildChannelInitializer: { child, type in
        child.eventLoop.makeCompletedFuture {
          guard case .session = type, info.openChannel(limit: 1) else {
            context.log.info("refused", metadata: info.metadata(["request": "channel \(type)"]))
            throw ChannelRefused()
          }
          try child.pipeline.syncOperations.addHandler(SessionRequestHandler(server: context, connection: info))
          child.closeFuture.whenComplete { _ in
            context.untrack(info.id)
            info.closeChannel()
          }
        }
      })
    try channel.pipeline.syncOperations.addHandlers([
      ConnectionGuard(info: info, context: context, loginGrace: loginGrace), ssh,
      ConnectionErrorHandler(info: info, log: context.log),
    ])
  }

  /// Why a channel other than one session was refused.
  struct ChannelRefused: Error {}
}
