import NIOCore

/// Logs a connection, closes it when it has not signed in as a player and opened a session
/// within its login grace (the gate's, shorter under pressure: a key costs nothing to make, so a
/// connection that signs in and opens nothing must not keep a player's place), and gives its
/// place back to the gate when it closes.
final class ConnectionGuard: ChannelInboundHandler {
  typealias InboundIn = NIOAny
  private let info: ConnectionInfo
  private let context: ServerContext
  private let loginGrace: Double
  private var grace: Scheduled<Void>?

  init(info: ConnectionInfo, context: ServerContext, loginGrace: Double) {
    self.info = info
    self.context = context
    self.loginGrace = loginGrace
  }

  func handlerAdded(context channelContext: ChannelHandlerContext) {
    // Added after a PROXY header: the connection is active already.
    if channelContext.channel.isActive { start(channelContext) }
  }

  func channelActive(context channelContext: ChannelHandlerContext) {
    start(channelContext)
    channelContext.fireChannelActive()
  }

  /// Logs the connection and starts the login grace.
  private func start(_ channelContext: ChannelHandlerContext) {
    guard grace == nil else { return }
    context.log.info("connected", metadata: info.metadata([:]))
    let channel = channelContext.channel
    let info = self.info
    let gate = context.gate
    let log = context.log
    grace = channelContext.eventLoop.scheduleTask(in: .nanoseconds(Int64(loginGrace * 1e9))) {
      guard !gate.isPlayer(info.id) || !info.hasOpenedChannel else { return }
      log.info("closed: no sign-in and session within the login grace", metadata: info.metadata([:]))
      channel.close(promise: nil)
    }
  }

  func channelInactive(context channelContext: ChannelHandlerContext) {
    grace?.cancel()
    context.gate.release(info.id)
    context.forgetChannel(info.id)
    context.log.info("disconnected", metadata: info.metadata([:]))
    channelContext.fireChannelInactive()
  }
}
