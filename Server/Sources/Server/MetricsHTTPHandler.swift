import NIOCore
import NIOHTTP1

/// One connection to the metrics listener, over plain HTTP/1.1: `GET /metrics` (every metric,
/// in Prometheus's text format) and `GET /healthz` (200 "ok", or 503 and the reason); `HEAD`
/// for either; 404 for another path, 405 for another method, 413 for a request body over
/// `maximumBody` (none is wanted: the answer is sent, the connection's output closed, and up to
/// `maximumDiscarded` more bytes read and dropped, so that the client reads the answer rather
/// than a reset). NIO's decoder, before it, answers 400 to what is not HTTP and bounds the
/// headers; a connection that says nothing for `MetricsEndpoint.idleTimeout` is closed. Runs on
/// the metrics listener's own event loop, never a game's.
final class MetricsHTTPHandler: ChannelInboundHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let metrics: ServerMetrics
  private let online: OnlinePlayers
  private let health: HealthCheck
  /// The request being read (nil: none, or it was answered before its end).
  private var request: HTTPRequestHead?
  private var bodyBytes = 0
  /// Bytes dropped since a too long request was answered (nil: none was).
  private var discarded: Int?
  private var context: ChannelHandlerContext?

  /// The most bytes of body a request may carry (the routes take none).
  static let maximumBody = 4096
  /// The most bytes dropped after a too long request was answered, before the connection is
  /// closed at once.
  static let maximumDiscarded = 1 << 20

  /// A handler serving `metrics` (with `online`, who is in the arcade) and `health`.
  init(metrics: ServerMetrics, online: OnlinePlayers, health: HealthCheck) {
    self.metrics = metrics
    self.online = online
    self.health = health
  }

  func handlerAdded(context: ChannelHandlerContext) {
    self.context = context
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    self.context = nil
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let part = unwrapInboundIn(data)
    if let dropped = discarded {
      if case .body(let buffer) = part { discarded = dropped + buffer.readableBytes }
      if discarded ?? 0 > Self.maximumDiscarded { context.close(promise: nil) }
      return
    }
    switch part {
    case .head(let head):
      request = head
      bodyBytes = 0
    case .body(let buffer):
      bodyBytes += buffer.readableBytes
      guard bodyBytes > Self.maximumBody, let head = request else { return }
      request = nil
      discarded = 0
      respond(
        to: head, status: .payloadTooLarge, text: "request body over \(Self.maximumBody) bytes\n", closing: true)
    case .end:
      guard let head = request else { return }
      request = nil
      route(head)
    }
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if event is IdleStateHandler.IdleStateEvent {
      context.close(promise: nil)
    } else {
      context.fireUserInboundEventTriggered(event)
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    context.close(promise: nil)
  }

  // MARK: - Routes

  private func route(_ head: HTTPRequestHead) {
    let path = head.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    guard path == "/metrics" || path == "/healthz" else {
      return respond(to: head, status: .notFound, text: "not found: the paths are /metrics and /healthz\n")
    }
    guard head.method == .GET || head.method == .HEAD else {
      return respond(
        to: head, status: .methodNotAllowed, text: "method not allowed: use GET\n",
        extraHeaders: [("Allow", "GET, HEAD")])
    }
    if path == "/metrics" {
      let page = metrics.exposition(online: online, at: ServerClock.now())
      respond(to: head, status: .ok, body: page, contentType: "text/plain; version=0.0.4; charset=utf-8")
      return
    }
    guard let loop = context?.eventLoop else { return }
    health.check(on: loop).assumeIsolated().whenSuccess { [self] verdict in
      switch verdict {
      case .healthy: respond(to: head, status: .ok, text: "ok\n")
      case .unhealthy(let reason): respond(to: head, status: .serviceUnavailable, text: reason + "\n")
      }
    }
  }

  // MARK: - Answers

  private func respond(
    to head: HTTPRequestHead, status: HTTPResponseStatus, text: String, extraHeaders: [(String, String)] = [],
    closing: Bool = false
  ) {
    respond(
      to: head, status: status, body: Array(text.utf8), contentType: "text/plain; charset=utf-8",
      extraHeaders: extraHeaders, closing: closing)
  }

  /// Writes one whole response (no body for `HEAD`), then closes the connection when the
  /// client did not ask to keep it, or only its output when `closing` (the rest of a request
  /// too long is read and dropped).
  private func respond(
    to head: HTTPRequestHead, status: HTTPResponseStatus, body: [UInt8], contentType: String,
    extraHeaders: [(String, String)] = [], closing: Bool = false
  ) {
    guard let context else { return }
    let written = context.writeHTTPResponse(
      to: head, status: status, headers: [("Content-Type", contentType)] + extraHeaders, body: body, closing: closing)
    if closing { written.assumeIsolated().whenComplete { _ in context.close(mode: .output, promise: nil) } }
  }
}
