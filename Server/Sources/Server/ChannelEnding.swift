import NIOCore
import NIOSSH

extension Channel {
  /// Tells the client the exit status, then closes this session channel, and the whole
  /// connection too when `closingConnection` (a banned player's).
  func end(status: Int, closingConnection: Bool = false) {
    let whole = closingConnection ? parent : nil
    let channel = self
    triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: status)).whenComplete { _ in
      channel.close().whenComplete { _ in whole?.close(promise: nil) }
    }
  }
}

extension ChannelHandlerContext {
  /// Writes `bytes` to the client's standard output, flushed unless `flushing` is false (the
  /// caller flushes once after all it writes: one message and one socket write a frame).
  func writeToClient(_ bytes: some Collection<UInt8>, flushing: Bool = true) {
    var buffer = channel.allocator.buffer(capacity: bytes.count)
    buffer.writeBytes(bytes)
    let data = NIOAny(SSHChannelData(type: .channel, data: .byteBuffer(buffer)))
    if flushing { writeAndFlush(data, promise: nil) } else { write(data, promise: nil) }
  }

  /// Writes a command's answer (or a refusal) and ends the channel with `status`.
  func finish(writing text: String, status: Int, metrics: ServerMetrics, closingConnection: Bool = false) {
    let bytes = Array(text.utf8)
    writeToClient(bytes)
    metrics.sent(bytes.count, isFrame: false)
    channel.end(status: status, closingConnection: closingConnection)
  }
}
