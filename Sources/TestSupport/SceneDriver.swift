import ArcadeKit
import Drawing

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
  /// Whether pressing `key` (on a copy) makes the scene leave: it pops itself, or quits the
  /// arcade from its root.
  public func leaves(on key: Key) -> Bool {
    var driver = self
    driver.clearCommands()
    driver.press(key)
    return driver.commands.contains {
      switch $0 {
      case .pop, .quit: true
      default: false
      }
    }
  }

  /// The scene's screen at `size`, as its lines of text.
  public func text(_ size: Size) -> String {
    render(size).lines().joined(separator: "\n")
  }

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
