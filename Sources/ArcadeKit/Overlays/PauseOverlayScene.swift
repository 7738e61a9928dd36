import Drawing

/// "Paused — press any key": shown over a game that paused; any key resumes it.
///
/// The game below is not stepped while this is on top, and the session asks for no wake.
package struct PauseOverlayScene: Scene {
  public let reason: String?

  /// Creates a pause panel, optionally saying why the game paused (a resize, say).
  public init(reason: String? = nil) {
    self.reason = reason
  }

  /// The pause for a terminal that was resized or came back from a suspend, if `event` is one.
  package static func forInterruption(_ event: InputEvent) -> PauseOverlayScene? {
    switch event {
    case .resize: PauseOverlayScene(reason: "The terminal changed size")
    case .resumed: PauseOverlayScene(reason: "Welcome back")
    default: nil
    }
  }

  public var overlay: Overlay? { .panel }
  public var minimumSize: Size { Size(width: 20, height: 5) }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    event.dismissesPanel ? [.pop] : []
  }

  public func render(into canvas: inout Canvas) {
    var lines = ["Paused \(canvas.glyphs.emDash) press any key"]
    if let reason { lines.insert(reason, at: 0) }
    canvas.centeredPanel(title: "Paused", lines: lines, style: .bold)
  }
}
