import ArcadeKit
import Launcher

extension ScoreKeeper {
  /// The keeper's answer to the score flow's request `asked`, as the event the flow gets back
  /// from a host that registered it (`HostHandlers.registerScores`); nil for a request of
  /// another kind.
  public func reply(to asked: AskedRequest) -> InputEvent? {
    var handlers = HostHandlers()
    handlers.registerScores(self)
    guard let reply = try? handlers.answer(asked) else { return nil }
    return .effect(.reply(reply))
  }
}
