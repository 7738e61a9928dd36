import NIOCore
import NIOPosix
import Synchronization

/// A plain TCP connection for the tests of what comes before SSH: it sends only what a test
/// tells it (nothing, for a silent one) and keeps what comes back.
final class RawConnection: Sendable {
  private let channel: any Channel
  private let received = Received()

  /// What came in.
  final class Received: Sendable {
    let bytes = Mutex<[UInt8]>([])
  }

  /// Connects to `port` on loopback, from `source` (a loopback address of its own) when given.
  init(port: Int, group: MultiThreadedEventLoopGroup, source: String? = nil) async throws {
    let received = self.received
    var bootstrap = ClientBootstrap(group: group)
    if let source { bootstrap = bootstrap.bind(to: try SocketAddress(ipAddress: source, port: 0)) }
    channel = try await bootstrap.channelInitializer { channel in
      channel.eventLoop.makeCompletedFuture {
        try channel.pipeline.syncOperations.addHandler(Keeper(received: received))
      }
    }.connect(host: "127.0.0.1", port: port).get()
  }

  var text: String { received.bytes.withLock { String(decoding: $0, as: UTF8.self) } }

  /// Everything that came in so far.
  var bytes: [UInt8] { received.bytes.withLock { $0 } }

  /// Whether the connection is closed (by the server, here: the client never closes it).
  var isClosed: Bool { !channel.isActive }

  /// Sends `bytes` (a PROXY header, a stray line).
  func send(_ bytes: [UInt8]) async throws {
    try await channel.writeAndFlush(ByteBuffer(bytes: bytes)).get()
  }

  /// Closes it from this end.
  func close() async {
    try? await channel.close()
  }

  func waitForClose() async throws {
    try await channel.closeFuture.get()
  }

  private final class Keeper: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    let received: Received

    init(received: Received) {
      self.received = received
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      let buffer = unwrapInboundIn(data)
      received.bytes.withLock { $0 += buffer.readableBytesView }
    }
  }
}
