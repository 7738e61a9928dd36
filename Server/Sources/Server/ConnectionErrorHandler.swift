import Logging
import NIOCore

/// Closes a connection whose SSH failed (a bad packet, a wrong key exchange), once logged.
final class ConnectionErrorHandler: ChannelInboundHandler {
  typealias InboundIn = Any
  private let info: ConnectionInfo
  private let log: Logger

  init(info: ConnectionInfo, log: Logger) {
    self.info = info
    self.log = log
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    log.info("closed: \(error)", metadata: info.metadata([:]))
    context.close(promise: nil)
  }
}
