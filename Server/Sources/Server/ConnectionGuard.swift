import NIOCore

/// Logs a connection, closes it when nobody signed in within the login grace, and gives its
/// place back to the gate when it closes.
final class ConnectionGuard: ChannelInboundHandler {
  typealias InboundIn = NIOAny
  private let info: ConnectionInfo
  private let context: ServerContext
  private var grace: Scheduled<Void>?

  init(info: ConnectionInfo, context: ServerContext) {
    self.info = info
    self.context = context
  }

  func channelActive(context channelContext: ChannelHandlerContext) {
    context.log.info("connected", metadata: info.metadata([:]))
    let channel = channelContext.channel
    let info = self.info
    let log = context.log
    grace = channelContext.eventLoop.scheduleTask(in: .nanoseconds(Int64(context.limits.loginGrace * 1e9))) {
      guard info.authenticator.identity == nil else { return }
      log.info("closed: no sign-in within the login grace", metadata: info.metadata([:]))
      channel.close(promise: nil)
    }
    channelContext.fireChannelActive()
  }

  func channelInactive(context channelContext: ChannelHandlerContext) {
    grace?.cancel()
    context.gate.release(info.address)
    context.log.info("disconnected", metadata: info.metadata([:]))
    channelContext.fireChannelInactive()
  }
}
