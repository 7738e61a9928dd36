import NIOCore
import NIOHTTP1

extension ChannelHandlerContext {
  /// Writes one whole HTTP response to `head` on an HTTP server's pipeline (the metrics' and the
  /// web pages'): `headers`, the body's length and whether the connection stays, then the body
  /// (none for `HEAD`). A connection the client did not ask to keep is closed once written; when
  /// `closing`, it is said to close and the caller closes it (or its output) on the future
  /// returned, which completes once the response is flushed.
  @discardableResult
  func writeHTTPResponse(
    to head: HTTPRequestHead, status: HTTPResponseStatus, headers: [(String, String)], body: [UInt8],
    closing: Bool = false
  ) -> EventLoopFuture<Void> {
    let keepAlive = head.isKeepAlive && !closing
    var fields = HTTPHeaders(headers + [("Content-Length", "\(body.count)")])
    fields.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
    write(
      NIOAny(HTTPServerResponsePart.head(HTTPResponseHead(version: head.version, status: status, headers: fields))),
      promise: nil)
    if head.method != .HEAD, !body.isEmpty {
      var buffer = channel.allocator.buffer(capacity: body.count)
      buffer.writeBytes(body)
      write(NIOAny(HTTPServerResponsePart.body(.byteBuffer(buffer))), promise: nil)
    }
    let written = writeAndFlush(NIOAny(HTTPServerResponsePart.end(nil)))
    if !keepAlive, !closing {
      let channel = self.channel
      written.whenComplete { _ in channel.close(promise: nil) }
    }
    return written
  }
}
