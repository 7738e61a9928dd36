import NIOCore

/// Tells a refused client why, in one line before any SSH, and closes.
final class RefusalHandler: ChannelInboundHandler {
  typealias InboundIn = ByteBuffer
  private let message: String

  init(message: String) {
    self.message = message
  }

  func handlerAdded(context: ChannelHandlerContext) {
    // Added after a PROXY header: the connection is active already.
    if context.channel.isActive { refuse(context) }
  }

  func channelActive(context: ChannelHandlerContext) {
    refuse(context)
  }

  private func refuse(_ context: ChannelHandlerContext) {
    var buffer = context.channel.allocator.buffer(capacity: message.utf8.count)
    buffer.writeString(message)
    let channel = context.channel
    context.writeAndFlush(NIOAny(buffer)).whenComplete { _ in channel.close(promise: nil) }
  }
}
