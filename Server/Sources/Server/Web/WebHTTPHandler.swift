import NIOCore
import NIOHTTP1
import NIOWebSocket

/// One connection to the web listener, over HTTP/1.1, until it asks for a page's socket (the
/// upgrade takes this handler out): `GET` or `HEAD` of a page or file (`WebRoutes`); 405 for
/// another method, 413 for a request with a body over `maximumBody` (none is wanted). NIO's
/// decoder, before it, answers 400 to what is not HTTP and bounds the headers.
final class WebHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let routes: WebRoutes
  private var request: HTTPRequestHead?
  private var bodyBytes = 0
  private var context: ChannelHandlerContext?
  /// Whether the request too long was answered (the rest of the connection is dropped).
  private var refused = false

  /// The most bytes of body a request may carry (the pages take none).
  static let maximumBody = 4096

  init(routes: WebRoutes) {
    self.routes = routes
  }

  func handlerAdded(context: ChannelHandlerContext) {
    self.context = context
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    self.context = nil
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !refused else { return }
    switch unwrapInboundIn(data) {
    case .head(let head):
      request = head
      bodyBytes = 0
    case .body(let buffer):
      bodyBytes += buffer.readableBytes
      guard bodyBytes > Self.maximumBody, let head = request else { return }
      request = nil
      refused = true
      respond(
        to: head,
        WebRoutes.Response(
          status: .payloadTooLarge, contentType: "text/plain; charset=utf-8",
          body: Array("request body over \(Self.maximumBody) bytes\n".utf8)), closing: true)
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
    // A socket refused (another origin, a ban, no such path) is answered as a page.
    if error is NIOWebSocketUpgradeError { return }
    context.close(promise: nil)
  }

  private func route(_ head: HTTPRequestHead) {
    guard head.method == .GET || head.method == .HEAD else {
      return respond(
        to: head,
        WebRoutes.Response(
          status: .methodNotAllowed, contentType: "text/plain; charset=utf-8",
          body: Array("method not allowed: use GET\n".utf8), extraHeaders: [("Allow", "GET, HEAD")]))
    }
    guard let context else { return }
    if routes.context.bans.list.bans(address: routes.clientAddress(context.channel, head)) {
      routes.context.metrics.connectionRefused(.banned)
      return respond(
        to: head,
        WebRoutes.Response(
          status: .forbidden, contentType: "text/plain; charset=utf-8", body: Array((BanList.message + "\n").utf8)),
        closing: true)
    }
    let loop = context.eventLoop
    routes.context.metrics.webRequestServed()
    routes.respond(to: head, on: loop).assumeIsolated().whenSuccess { [self] response in
      respond(to: head, response)
    }
  }

  /// Writes one whole response (no body for `HEAD`) with the security headers, then closes
  /// the connection when the client did not ask to keep it, or when `closing`.
  private func respond(to head: HTTPRequestHead, _ response: WebRoutes.Response, closing: Bool = false) {
    guard let context else { return }
    let written = context.writeHTTPResponse(
      to: head, status: response.status,
      headers: [("Content-Type", response.contentType)] + WebRoutes.securityHeaders + response.extraHeaders,
      body: response.body, closing: closing)
    if closing { written.assumeIsolated().whenComplete { _ in context.close(promise: nil) } }
  }
}
