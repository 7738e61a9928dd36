import ArcadeKit
import Launcher

extension Command {
  /// The score this command asks the score file about (`CheckScore`), if it asks.
  public var scoreCheckAsked: CheckScore? {
    guard case .perform(.request(let asked)) = self else { return nil }
    return asked.request as? CheckScore
  }

  /// The score this command asks the score file to save (`SaveScore`), if it asks.
  public var scoreSaveAsked: SaveScore? {
    guard case .perform(.request(let asked)) = self else { return nil }
    return asked.request as? SaveScore
  }
}

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
