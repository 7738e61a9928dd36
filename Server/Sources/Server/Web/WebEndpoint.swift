import Logging
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import Synchronization

/// The web listener (`arcade serve --http ADDR:PORT`): the pages over plain HTTP
/// (`WebHTTPHandler`) and their WebSockets, on the server's own event loops and board, beside
/// SSH. At most `maximumConnections` HTTP connections at once, `perAddress` of them from one
/// address; headers are bounded and a silent connection is closed after `idleTimeout`. A page's
/// live connection (play, watch, a run) is a session like an SSH one: the same gate (players'
/// capacity, connections per address, the rate per address), the same bans.
final class WebEndpoint: Sendable {
  private let address: ListenAddress
  private let context: ServerContext
  private let proxies: TrustedProxies?
  private let group: any EventLoopGroup
  private let sshHint: String
  private let listener = Mutex<(any Channel)?>(nil)
  private let open = Mutex<(all: Int, byAddress: [String: Int])>((0, [:]))
  /// The pages' own thread (`WebRoutes.pool`).
  private let pool = NIOThreadPool(numberOfThreads: 1)

  /// The most HTTP connections at once.
  static let maximumConnections = 512
  /// The most HTTP connections at once from one address (a browser opens six).
  static let perAddress = 16
  /// A connection that sends nothing for this long is closed (a page's socket pings).
  static let idleTimeout = TimeAmount.seconds(60)
  /// The most bytes of headers a request may have.
  static let maximumHeaderBytes = 8 * 1024

  /// A listener on `address` for `context`'s arcade, on `group`'s loops; `proxies` may say
  /// where a request comes from (`X-Forwarded-For`); `sshHint` tells guests how to rank.
  init(
    address: ListenAddress, context: ServerContext, group: any EventLoopGroup, proxies: TrustedProxies?,
    sshHint: String
  ) {
    self.address = address
    self.context = context
    self.group = group
    self.proxies = proxies
    self.sshHint = sshHint
  }

  /// Starts listening; returns the port it listens on.
  func start() async throws -> Int {
    var limits = NIOHTTPDecoderLimitConfiguration()
    limits.maxHeaderFieldSize = Self.maximumHeaderBytes
    limits.maxHeaderListSize = Self.maximumHeaderBytes
    limits.maxHeaderFieldCount = 100
    pool.start()
    let routes = WebRoutes(context: context, proxies: proxies, sshHint: sshHint, pool: pool)
    let bootstrap = ServerBootstrap(group: group)
      .serverChannelOption(ChannelOptions.backlog, value: 256)
      .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
      .childChannelOption(ChannelOptions.tcpOption(.tcp_nodelay), value: 1)
      .childChannelInitializer { [self] channel in
        channel.eventLoop.makeCompletedFuture {
          guard admit(channel) else {
            channel.close(promise: nil)
            return
          }
          let http = WebHTTPHandler(routes: routes)
          let upgrader = NIOWebSocketServerUpgrader(
            maxFrameSize: 1 << 12,
            shouldUpgrade: { channel, head in
              channel.eventLoop.makeSucceededFuture(routes.acceptsSocket(head, on: channel) ? HTTPHeaders() : nil)
            },
            upgradePipelineHandler: { channel, head in
              channel.eventLoop.makeCompletedFuture { try routes.openSocket(channel, head) }
            })
          let pipeline = channel.pipeline.syncOperations
          try pipeline.addHandler(IdleStateHandler(allTimeout: Self.idleTimeout))
          try pipeline.configureHTTPServerPipeline(
            withPipeliningAssistance: true,
            withServerUpgrade: (
              upgraders: [upgrader],
              completionHandler: { context in
                context.pipeline.syncOperations.removeHandler(http, promise: nil)
              }
            ),
            withErrorHandling: true, withOutboundHeaderValidation: true, withEncoderConfiguration: .init(),
            withDecoderLimitConfiguration: limits)
          try pipeline.addHandler(http)
        }
      }
    let channel: any Channel
    do {
      channel = try await bootstrap.bind(host: address.host, port: address.port).get()
    } catch {
      try? await pool.shutdownGracefully()
      throw ListenError(option: "--http", address: address, reason: "\(error)")
    }
    listener.withLock { $0 = channel }
    let bound = channel.localAddress?.port ?? address.port
    context.log.info("web", metadata: ["address": "\(address.host)", "port": "\(bound)"])
    return bound
  }

  /// Counts `channel` among those open, or says there are too many (in all, or from its address).
  private func admit(_ channel: any Channel) -> Bool {
    let peer = channel.remoteAddress?.ipAddress ?? "unknown"
    let taken = open.withLock {
      guard $0.all < Self.maximumConnections, $0.byAddress[peer, default: 0] < Self.perAddress else { return false }
      $0.all += 1
      $0.byAddress[peer, default: 0] += 1
      return true
    }
    guard taken else { return false }
    channel.closeFuture.whenComplete { [self] _ in
      open.withLock {
        $0.all -= 1
        $0.byAddress[peer, default: 1] -= 1
        if $0.byAddress[peer] == 0 { $0.byAddress[peer] = nil }
      }
    }
    return true
  }

  /// Stops listening and the pages' thread (the pages' sessions end with the server's).
  func stop() async {
    let channel = listener.withLock { $0 }
    try? await channel?.close()
    try? await pool.shutdownGracefully()
  }
}

/// A listener could not listen (the port is taken, the address is not this machine's).
struct ListenError: Error, CustomStringConvertible {
  var option: String
  var address: ListenAddress
  var reason: String

  var description: String { "cannot listen on \(address) (\(option)): \(reason)" }
}
