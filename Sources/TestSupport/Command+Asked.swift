import ArcadeKit

extension Command {
  /// The request this command asks its host (`Command.ask`), if it asks one of type `request`.
  public func asks<R: HostRequest>(_ request: R.Type) -> R? {
    guard case .perform(.request(let asked)) = self else { return nil }
    return asked.request as? R
  }

  /// The screen this command asks its host to open (`Effect.open`), if it asks for one of type
  /// `request`.
  public func opens<R: SceneRequest>(_ request: R.Type) -> R? {
    guard case .perform(.open(let asked)) = self else { return nil }
    return asked as? R
  }
}
