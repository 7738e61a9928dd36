import Drawing

/// A panel with a message (an error, a result) over the current screen; any key closes it.
public struct NoticeScene: Scene {
  public let title: String
  public let lines: [String]

  /// Creates a notice titled `title` showing `lines`.
  public init(title: String, lines: [String]) {
    self.title = title
    self.lines = lines
  }

  public var overlay: Overlay? { .panel }
  public var minimumSize: Size { Size(width: 20, height: 6) }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    event.dismissesPanel ? [.pop] : []
  }

  public func render(into canvas: inout Canvas) {
    canvas.centeredPanel(title: title, lines: lines + ["", "Press any key"], style: .bold)
  }
}
