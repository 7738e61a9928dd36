/// A registered game about to start: its id, its setup and its factory, as the menu hands them
/// to the host (making the game reads its levels, so the host makes it).
public struct GameStart: Sendable {
  /// The game's id (`balls`).
  public var id: String
  /// The seed, level choice and options it starts with.
  public var setup: GameSetup
  /// The game's factory (its entry's `makeScene`).
  public var make: @Sendable (GameSetup) throws -> any Scene

  /// Creates a start.
  public init(id: String, setup: GameSetup, make: @escaping @Sendable (GameSetup) throws -> any Scene) {
    self.id = id
    self.setup = setup
    self.make = make
  }

  /// The game's first scene, played slower for practice when the setup asks
  /// (`PracticeSpeedScene`); throws a readable error (a bad level file, say).
  public func makeScene() throws -> any Scene {
    let scene = try make(setup)
    return setup.speed < 1 ? PracticeSpeedScene(scene, speed: setup.speed) : scene
  }
}
