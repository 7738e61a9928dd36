/// A panel listing keys over the current screen; any key closes it.
public struct HelpOverlayScene: Scene {
  public let title: String
  public let keys: [KeyHelp]

  /// Creates a help panel titled `title` listing `keys`.
  public init(title: String, keys: [KeyHelp]) {
    self.title = title
    self.keys = keys
  }

  public var isOverlay: Bool { true }
  public var minimumSize: Size { Size(width: 20, height: 6) }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    event.dismissesPanel ? [.pop] : []
  }

  public func render(into canvas: inout Canvas) {
    let keyWidth = keys.map { Canvas.columns(of: $0.keys) }.max() ?? 0
    var lines = keys.map { help in
      help.keys + String(repeating: " ", count: keyWidth - Canvas.columns(of: help.keys) + 2) + help.action
    }
    lines += ["", "Press any key to close"]
    canvas.centeredPanel(title: title, lines: lines.map { $0.padded(to: keyWidth + 24) })
  }
}

extension String {
  /// This string padded with spaces to at least `columns` terminal columns.
  public func padded(to columns: Int) -> String {
    let missing = columns - Canvas.columns(of: self)
    return missing > 0 ? self + String(repeating: " ", count: missing) : self
  }
}
