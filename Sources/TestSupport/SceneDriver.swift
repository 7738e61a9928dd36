import ArcadeKit

/// Drives one scene by hand in tests: events, steps and renders, collecting its commands.
public struct SceneDriver<S: Scene> {
  public var scene: S
  /// Every command the scene returned, in order.
  public private(set) var commands: [Command] = []

  /// Wraps `scene`.
  public init(_ scene: S) {
    self.scene = scene
  }

  /// Sends key presses in order.
  public mutating func press(_ keys: Key...) {
    for key in keys { commands += scene.handle(.key(key)) }
  }

  /// Types a string as character keys.
  public mutating func type(_ text: String) {
    for character in text { commands += scene.handle(.key(.character(character))) }
  }

  /// Sends any event.
  public mutating func send(_ event: InputEvent) {
    commands += scene.handle(event)
  }

  /// Runs `count` fixed steps.
  public mutating func step(_ count: Int = 1) {
    for _ in 0..<count { commands += scene.step() }
  }

  /// Renders the scene into a canvas of `size`.
  public func render(_ size: Size, capabilities: Capabilities = .full) -> Canvas {
    var canvas = Canvas(size: size, capabilities: capabilities)
    scene.render(into: &canvas)
    return canvas
  }

  /// Forgets the commands collected so far.
  public mutating func clearCommands() { commands.removeAll() }
}

extension SceneDriver {
  /// The help panel the scene pushes when `key` is pressed (`?` unless told), if it pushes one.
  public func helpOverlay(on key: Key = .character("?")) -> HelpOverlayScene? {
    var driver = self
    driver.clearCommands()
    driver.press(key)
    guard case .push(let pushed)? = driver.commands.last else { return nil }
    return pushed as? HelpOverlayScene
  }

  /// The help panel the scene pushes on `?`, drawn alone on a canvas of `size`.
  public func renderedHelp(_ size: Size) -> Canvas? {
    guard let help = helpOverlay() else { return nil }
    var canvas = Canvas(size: size)
    help.render(into: &canvas)
    return canvas
  }
}
