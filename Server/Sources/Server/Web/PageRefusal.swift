import NIOCore

/// A page's socket that is refused (a ban, a full arcade, nothing there): the reason in the
/// close frame, which the page shows.
final class PageRefusal: ChannelInboundHandler {
  typealias InboundIn = Never

  private let reason: String

  init(reason: String) {
    self.reason = reason
  }

  func handlerAdded(context: ChannelHandlerContext) {
    context.writePageMessage(PageSocketHandler.goodbye(reason))
    context.closePage()
  }
}
