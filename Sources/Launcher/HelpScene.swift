import ArcadeKit

/// The help screen: keys that work everywhere, in the menu, and in every registered game.
///
/// Scrolls with arrows/jk/PgUp/PgDn when the terminal is short; q, Esc or ? closes it.
public struct HelpScene: Scene {
  private let lines: [HelpLine]
  private var scroll = 0

  /// Creates the help screen for the games in `registry`.
  public init(registry: GameRegistry) {
    var lines: [HelpLine] = []
    func section(_ title: String, _ keys: [KeyHelp]) {
      if !lines.isEmpty { lines.append(.blank) }
      lines.append(.heading(title))
      lines += keys.map(HelpLine.key)
    }
    section("Everywhere", HelpScene.globalKeys)
    section("Menu", HelpScene.menuKeys)
    for entry in registry.entries { section(entry.title, entry.keys) }
    if registry.entries.isEmpty {
      lines += [.blank, .heading("Games"), .text("No games are installed yet.")]
    }
    self.lines = lines
  }

  static let globalKeys = [
    KeyHelp("arrows / hjkl / WASD", "move, choose"),
    KeyHelp("Enter / Space", "choose, fire, confirm"),
    KeyHelp("?", "help for the current screen"),
    KeyHelp("P", "pause a game"),
    KeyHelp("Esc / q", "back (asks first while a game runs)"),
    KeyHelp("Ctrl-C", "quit at once, terminal restored"),
    KeyHelp("mouse", "click to choose, aim or tilt"),
  ]

  static let menuKeys = [
    KeyHelp("Enter", "start the chosen game or screen"),
    KeyHelp("Esc / q", "quit the arcade"),
  ]

  public var minimumSize: Size { Size(width: 40, height: 10) }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    guard let key = event.key else { return [] }
    if key.isBack || key == .character("?") || key == .enter { return [.pop] }
    switch key.arrowDirection ?? key.direction {
    case .up: scroll = max(0, scroll - 1)
    case .down: scroll = min(max(0, lines.count - 1), scroll + 1)
    default: break
    }
    if key == .pageDown { scroll = min(max(0, lines.count - 1), scroll + 10) }
    if key == .pageUp { scroll = max(0, scroll - 10) }
    return []
  }

  public func render(into canvas: inout Canvas) {
    let frame = canvas.bounds
    canvas.box(frame, title: "Help")
    let inner = frame.inset(by: 1)
    let keyWidth = min(24, lines.compactMap { if case .key(let k) = $0 { return Canvas.columns(of: k.keys) } else { return nil } }.max() ?? 0)
    let visible = max(0, inner.height - 1)
    let start = min(scroll, max(0, lines.count - visible))
    for (row, line) in lines.dropFirst(start).prefix(visible).enumerated() {
      let y = inner.y + row
      switch line {
      case .heading(let title): canvas.text(title, x: inner.x + 1, y: y, style: .bold)
      case .key(let help):
        canvas.text(help.keys, x: inner.x + 3, y: y, style: Style(foreground: .brightCyan))
        canvas.text(help.action, x: inner.x + 5 + keyWidth, y: y)
      case .text(let text): canvas.text(text, x: inner.x + 3, y: y)
      case .blank: break
      }
    }
    let more = start + visible < lines.count ? "  (\(canvas.glyphs.arrowDown) more)" : ""
    canvas.centeredText("q / Esc: back\(more)", in: inner, y: inner.maxY - 1, style: .dim)
  }
}

/// One line of the help screen.
enum HelpLine: Hashable, Sendable {
  case heading(String)
  case key(KeyHelp)
  case text(String)
  case blank
}
