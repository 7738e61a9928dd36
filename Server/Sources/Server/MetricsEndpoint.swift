import Logging
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// The metrics listener (`arcade serve --metrics ADDR:PORT`): `/metrics` and `/healthz` over
/// plain HTTP (`MetricsHTTPHandler`), on an event loop of its own, so a scrape, a slow client or
/// a flood of requests never takes a game's loop. At most `maximumConnections` at once; the
/// headers of a request are bounded, and a connection idle for `idleTimeout` is closed.
final class MetricsEndpoint: Sendable {
  private let address: ListenAddress
  private let metrics: ServerMetrics
  private let online: OnlinePlayers
  private let health: HealthCheck
  private let log: Logger
  private let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
  private let listener = Mutex<(any Channel)?>(nil)
  private let open = Mutex(0)

  /// The most connections at once (Prometheus keeps one; a few people may curl).
  static let maximumConnections = 32
  /// A connection that sends nothing for this long is closed.
  static let idleTimeout = TimeAmount.seconds(30)
  /// The most bytes of headers a request may have.
  static let maximumHeaderBytes = 8 * 1024

  /// A listener on `address` serving `context`'s metrics, and its health while `isListening`
  /// says the server takes players.
  init(address: ListenAddress, context: ServerContext, isListening: @escaping @Sendable () -> Bool) {
    self.address = address
    metrics = context.metrics
    online = context.online
    health = HealthCheck(board: context.scores.board, isListening: isListening)
    log = context.log
  }

  /// Starts listening; returns the port it listens on.
  func start() async throws -> Int {
    let metrics = self.metrics
    let online = self.online
    let health = self.health
    var limits = NIOHTTPDecoderLimitConfiguration()
    limits.maxHeaderFieldSize = Self.maximumHeaderBytes
    limits.maxHeaderListSize = Self.maximumHeaderBytes
    limits.maxHeaderFieldCount = 100
    let bootstrap = ServerBootstrap(group: group)
      .serverChannelOption(ChannelOptions.backlog, value: 64)
      .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
      .childChannelInitializer { [self] channel in
        channel.eventLoop.makeCompletedFuture {
          guard admit(channel) else {
            channel.close(promise: nil)
            return
          }
          let pipeline = channel.pipeline.syncOperations
          try pipeline.addHandler(IdleStateHandler(allTimeout: Self.idleTimeout))
          try pipeline.configureHTTPServerPipeline(
            withPipeliningAssistance: true, withServerUpgrade: nil, withErrorHandling: true,
            withOutboundHeaderValidation: true, withEncoderConfiguration: .init(),
            withDecoderLimitConfiguration: limits)
          try pipeline.addHandler(MetricsHTTPHandler(metrics: metrics, online: online, health: health))
        }
      }
    let channel: any Channel
    do {
      channel = try await bootstrap.bind(host: address.host, port: address.port).get()
    } catch {
      await stop()
      throw ListenError(option: "--metrics", address: address, reason: "\(error)")
    }
    listener.withLock { $0 = channel }
    let bound = channel.localAddress?.port ?? address.port
    log.info("metrics", metadata: ["address": "\(address.host)", "port": "\(bound)"])
    return bound
  }

  /// Counts `channel` among those open, or says there are too many.
  private func admit(_ channel: any Channel) -> Bool {
    let taken = open.withLock {
      guard $0 < Self.maximumConnections else { return false }
      $0 += 1
      return true
    }
    if taken { channel.closeFuture.whenComplete { [self] _ in open.withLock { $0 -= 1 } } }
    return taken
  }

  /// Stops listening, closes every connection and the health check's thread.
  func stop() async {
    let channel = listener.withLock { $0 }
    try? await channel?.close()
    await health.stop()
    try? await group.shutdownGracefully()
  }
}
