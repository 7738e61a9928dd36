import ArcadeKit

/// A registered game's first scene, asked of the host by the menu (`Effect.open`): making it
/// reads the game's levels, so the host makes it, with the start's own factory
/// (`HostHandlers.registerScreens(of:)`).
public struct OpenGame: SceneRequest {
  /// The game, its setup and its factory.
  public var start: GameStart

  /// Asks for the game `start` names.
  public init(_ start: GameStart) {
    self.start = start
  }
}
