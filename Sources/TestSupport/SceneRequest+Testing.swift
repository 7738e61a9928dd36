import ArcadeKit

extension Command {
  /// The screen this command asks its host to open (`Effect.open`), if it asks for one of type
  /// `request`.
  public func opens<R: SceneRequest>(_ request: R.Type) -> R? {
    guard case .perform(.open(let asked)) = self else { return nil }
    return asked as? R
  }
}
