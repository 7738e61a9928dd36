import Logging
import NIOCore

/// The first handler of a connection when the server takes the PROXY protocol: it reads the
/// header a trusted proxy must send, then sets the connection up under the client's address the
/// header names; from any other peer it lets the connection through unless it begins with a
/// PROXY header, which only a trusted proxy may send.
///
/// Reads are bounded (`ProxyHeader`'s limits), and a trusted proxy that does not finish its
/// header within `TrustedProxies.headerTimeout` is closed: a half header holds no slot for
/// long, and takes none of the gate's until it is whole.
final class ProxyProtocolHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  /// Who the peer is.
  enum Peer {
    /// A trusted proxy: a header must come first, and `setUp` is called with the client's
    /// address once it has (the handlers it adds come after this one, on an active channel).
    case trustedProxy(timeout: Double, setUp: (_ address: String) throws -> Void)
    /// Anyone else: the connection is already set up; a PROXY header from them is refused.
    case untrusted
  }

  private let peer: Peer
  private let peerAddress: String
  private let log: Logger
  private var received: [UInt8] = []
  private var timeout: Scheduled<Void>?
  /// Whether the header was read (or the peer's first bytes were no header): the handler
  /// only passes bytes on until it is removed.
  private var done = false
  /// Whether the connection was refused: its bytes go nowhere.
  private var refused = false

  init(peer: Peer, peerAddress: String, log: Logger) {
    self.peer = peer
    self.peerAddress = peerAddress
    self.log = log
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { startTimer(context: context) }
  }

  func channelActive(context: ChannelHandlerContext) {
    startTimer(context: context)
    // The proxy's connection is not the client's yet: the handlers set up after the header
    // start on an active channel instead.
    if case .untrusted = peer { context.fireChannelActive() }
  }

  func channelInactive(context: ChannelHandlerContext) {
    timeout?.cancel()
    if case .trustedProxy = peer, !done, !refused {
      log.info("closed: the proxy sent no whole PROXY header", metadata: ["proxy": "\(peerAddress)"])
    }
    context.fireChannelInactive()
  }

  private func startTimer(context: ChannelHandlerContext) {
    guard case .trustedProxy(let seconds, _) = peer, timeout == nil, !done, !refused else { return }
    timeout = context.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(seconds * 1e9))) { [self] in
      refuse(context: context, reason: "no whole PROXY header within \(seconds) s")
    }
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !refused else { return }
    guard !done else { return context.fireChannelRead(data) }
    received += unwrapInboundIn(data).readableBytesView
    switch peer {
    case .trustedProxy(_, let setUp):
      readHeader(context: context, setUp: setUp)
    case .untrusted:
      checkNoHeader(context: context)
    }
  }

  /// A trusted proxy's bytes: a header, then the client's.
  private func readHeader(context: ChannelHandlerContext, setUp: (String) throws -> Void) {
    switch ProxyHeader.parse(received) {
    case .incomplete:
      return
    case .notProxy:
      refuse(context: context, reason: "a trusted proxy sent no PROXY header")
    case .malformed(let reason):
      refuse(context: context, reason: "a malformed PROXY header: \(reason)")
    case .header(let header):
      done = true
      timeout?.cancel()
      let address = header.source.map { "\($0.unmapped)" } ?? peerAddress
      do {
        try setUp(address)
      } catch {
        log.error("closed: \(error)", metadata: ["address": "\(address)", "proxy": "\(peerAddress)"])
        context.close(promise: nil)
        return
      }
      passOn(Array(received[header.length...]), context: context)
    }
  }

  /// Another peer's bytes: anything but a PROXY header goes on as it came.
  private func checkNoHeader(context: ChannelHandlerContext) {
    switch ProxyHeader.signature(of: received) {
    case .undecided:
      return
    case .version1, .version2:
      refuse(context: context, reason: "a PROXY header from an address that is not a trusted proxy")
    case .neither:
      done = true
      passOn(received, context: context)
    }
  }

  /// Hands `bytes` (the client's) to the handlers after this one, which then takes no part.
  private func passOn(_ bytes: [UInt8], context: ChannelHandlerContext) {
    received = []
    if !bytes.isEmpty {
      var buffer = context.channel.allocator.buffer(capacity: bytes.count)
      buffer.writeBytes(bytes)
      context.fireChannelRead(wrapInboundOut(buffer))
    }
    context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
  }

  private func refuse(context: ChannelHandlerContext, reason: String) {
    refused = true
    timeout?.cancel()
    received = []
    log.notice("refused", metadata: ["address": "\(peerAddress)", "reason": "\(reason)"])
    context.close(promise: nil)
  }
}
