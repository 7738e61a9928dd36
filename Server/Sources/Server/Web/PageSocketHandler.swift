import Drawing
import NIOCore
import NIOWebSocket

/// The front of a page's WebSocket (`/play`, `/watch/NAME`, `/runs/ID`): it reads the page's
/// text messages, each bounded (`PageMessage.maximumBytes`; a longer one, binary data or a
/// fragment closes the connection), and hands them on as `PageMessage` events to the handler
/// behind it, which sends the frames; it answers pings and closes.
final class PageSocketHandler: ChannelInboundHandler {
  typealias InboundIn = WebSocketFrame
  typealias OutboundOut = WebSocketFrame

  /// The size the page said it has (for the mouse's cells).
  private var size: Size
  private var closing = false

  /// A page's socket, drawn at `size` until it says otherwise.
  init(size: Size) {
    self.size = size
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let frame = unwrapInboundIn(data)
    switch frame.opcode {
    case .text where frame.fin:
      guard frame.length <= PageMessage.maximumBytes else { return refuse(context, "message too long") }
      var payload = frame.unmaskedData
      let bytes = payload.readBytes(length: payload.readableBytes) ?? []
      guard let message = PageMessage.parse(bytes, screen: size) else { return }
      if case .resize(let newSize) = message { size = newSize }
      context.fireUserInboundEventTriggered(message)
    case .ping:
      var payload = frame.unmaskedData
      guard payload.readableBytes <= 125 else { return refuse(context, "ping too long") }
      let pong = WebSocketFrame(fin: true, opcode: .pong, data: payload.slice())
      payload.moveReaderIndex(to: payload.writerIndex)
      context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
    case .pong:
      break
    case .connectionClose:
      guard !closing else { return context.close(promise: nil) }
      closing = true
      let close = WebSocketFrame(
        fin: true, opcode: .connectionClose, data: context.channel.allocator.buffer(capacity: 0))
      context.writeAndFlush(wrapOutboundOut(close)).assumeIsolated().whenComplete { _ in context.close(promise: nil) }
    default:
      refuse(context, "only whole text messages are read")
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    context.close(promise: nil)
  }

  /// Closes the connection with a policy violation (1008) and `reason`.
  private func refuse(_ context: ChannelHandlerContext, _ reason: String) {
    guard !closing else { return }
    closing = true
    var data = context.channel.allocator.buffer(capacity: 2 + reason.utf8.count)
    data.write(webSocketErrorCode: .policyViolation)
    data.writeString(reason)
    let close = WebSocketFrame(fin: true, opcode: .connectionClose, data: data)
    context.writeAndFlush(wrapOutboundOut(close)).assumeIsolated().whenComplete { _ in context.close(promise: nil) }
  }

  // MARK: - What the server sends a page

  /// What a page answers to the session's start-up questions, as a terminal would: its
  /// background is black (OSC 11), it reports key releases (the kitty keyboard protocol's
  /// flags), and the device attributes that end the questions.
  static let terminalReplies = Array("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?0u\u{1B}[?62;22c".utf8)

  /// The page's bell: the game's sound cue (the page flashes).
  static let bell = Array(#"{"t":"b"}"#.utf8)

  /// The last words before the server closes (`No key for 30 minutes: goodbye.`).
  static func goodbye(_ text: String) -> [UInt8] {
    message("bye", text)
  }

  /// `{"t":KIND,"text":TEXT}`, the text escaped.
  static func message(_ kind: String, _ text: String) -> [UInt8] {
    var out = Array(#"{"t":"\#(kind)","text":""#.utf8)
    for scalar in text.unicodeScalars { WebFrameEncoder.appendEscaped(scalar, to: &out) }
    out.append(contentsOf: #""}"#.utf8)
    return out
  }
}

extension ChannelHandlerContext {
  /// Writes `bytes` (one JSON message) to the page as one text frame; flushed unless
  /// `flushing` is false.
  func writePageMessage(_ bytes: [UInt8], flushing: Bool = true) {
    var buffer = channel.allocator.buffer(capacity: bytes.count)
    buffer.writeBytes(bytes)
    let frame = NIOAny(WebSocketFrame(fin: true, opcode: .text, data: buffer))
    if flushing { writeAndFlush(frame, promise: nil) } else { write(frame, promise: nil) }
  }

  /// Closes the page's socket as the session ended (1000, normal closure).
  func closePage() {
    var data = channel.allocator.buffer(capacity: 2)
    data.write(webSocketErrorCode: .normalClosure)
    let channel = self.channel
    writeAndFlush(NIOAny(WebSocketFrame(fin: true, opcode: .connectionClose, data: data))).whenComplete { _ in
      channel.close(promise: nil)
    }
  }
}
