import ArcadeKit
import Drawing

/// The help screen: keys that work everywhere, in the menu, and in every registered game, each
/// game's keys under how to play it.
///
/// Keys are laid out as a `KeyTable`, like every help overlay: descriptions in one column,
/// wrapped under it when the terminal is narrow. Scrolls with arrows/jk/PgUp/PgDn when the
/// terminal is short; back, help (as the player bound them) or Enter closes it.
public struct HelpScene: Scene {
  private let lines: [HelpLine]
  /// Help, pause and back as the player bound them.
  private let global: KeyMap<GlobalAction>
  private var scroll = 0

  /// Creates the help screen for the games in `registry`, with the player's `keyBindings`.
  public init(registry: GameRegistry, keyBindings: KeyBindings = KeyBindings()) {
    var lines: [HelpLine] = []
    func section(_ title: String, _ keys: [KeyHelp], rules: String = "") {
      if !lines.isEmpty { lines.append(.blank) }
      lines.append(.heading(title))
      if !rules.isEmpty { lines.append(.text(rules)) }
      lines += keys.map(HelpLine.key)
    }
    section("Everywhere", HelpScene.globalKeys(keyBindings))
    section("Menu", HelpScene.menuKeys(keyBindings.global))
    if registry.entries.contains(where: { $0.levels?.generator != nil }) {
      section("Daily", DailyScene.keys(keyBindings.global), rules: DailyScene.rules)
    }
    for entry in registry.entries { section(entry.title, entry.keys(keyBindings), rules: entry.howToPlay) }
    if registry.entries.isEmpty {
      lines += [.blank, .heading("Games"), .text("No games are installed yet.")]
    }
    self.lines = lines
    global = keyBindings.global
  }

  /// The keys of every screen; help, pause and back as the player bound them.
  static func globalKeys(_ keyBindings: KeyBindings) -> [KeyHelp] {
    [
      KeyHelp("arrows / hjkl / WASD", "move, choose"),
      KeyHelp("Enter / Space", "choose, fire, confirm"),
    ] + keyBindings.global.help + [
      KeyHelp("Ctrl-C", "quit at once, terminal restored"),
      KeyHelp("mouse", "click to choose, aim or tilt"),
    ]
  }

  /// The menu's keys, back as the player bound it (`global`).
  static func menuKeys(_ global: KeyMap<GlobalAction>) -> [KeyHelp] {
    [
      KeyHelp("Enter", "start the chosen game or screen"),
      KeyHelp("E", "edit a new level of the chosen game (not over SSH)"),
      KeyHelp(global.label(for: .back), "quit the arcade"),
    ]
  }

  public var minimumSize: Size { Size(width: 40, height: 10) }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    guard let key = event.key else { return [] }
    if key == .enter || global.action(for: key) != nil { return [.pop] }
    switch key.arrowDirection ?? key.direction {
    case .up: scroll = max(0, scroll - 1)
    case .down: scroll = min(scrollLimit, scroll + 1)
    default: break
    }
    if key == .pageDown { scroll = min(scrollLimit, scroll + 10) }
    if key == .pageUp { scroll = max(0, scroll - 10) }
    return []
  }

  public func render(into canvas: inout Canvas) {
    let frame = canvas.bounds
    canvas.box(frame, title: "Help")
    let inner = frame.inset(by: 1)
    // Key help is data: its arrows and dashes are mapped to the canvas's glyphs here.
    let g = canvas.glyphs
    let lines = self.lines.map { line -> HelpLine in
      guard case .key(let help) = line else { return line }
      return .key(KeyHelp(g.adapted(help.keys), g.adapted(help.action)))
    }
    let keyWidth = Self.keyWidth(of: lines)
    let rows = Self.rows(of: lines, width: inner.width)
    let visible = max(0, inner.height - 1)
    let start = min(scroll, max(0, rows.count - visible))
    for (row, line) in rows.dropFirst(start).prefix(visible).enumerated() {
      let y = inner.y + row
      switch line {
      case .heading(let title): canvas.text(title, x: inner.x + 1, y: y, style: .bold)
      case .key(let help):
        canvas.text(help.keys, x: inner.x + 3, y: y, style: Style(foreground: .brightCyan))
        canvas.text(help.action, x: inner.x + 3 + keyWidth + KeyTable.gap, y: y)
      case .text(let text): canvas.text(text, x: inner.x + 3, y: y)
      case .blank: break
      }
    }
    let more = start + visible < rows.count ? "  (\(canvas.glyphs.arrowDown) more)" : ""
    canvas.centeredText("\(global.firstLabel(for: .back)): back\(more)", in: inner, y: inner.maxY - 1, style: .dim)
  }

  // MARK: - Layout

  /// The key column: the widest key, at most 24 columns (a wider key gets a row of its own).
  private static func keyWidth(of lines: [HelpLine]) -> Int {
    min(24, KeyTable.keyColumnWidth(of: lines.compactMap { if case .key(let help) = $0 { help } else { nil } }))
  }

  /// The screen rows of `lines` inside a frame `width` columns wide: each key line becomes the
  /// rows of its `KeyTable` layout and each text is wrapped (indented 3, with a column spare on
  /// the right).
  private static func rows(of lines: [HelpLine], width: Int) -> [HelpLine] {
    let keyWidth = keyWidth(of: lines)
    return lines.flatMap { line -> [HelpLine] in
      switch line {
      case .key(let help): KeyTable.rows(of: help, keyWidth: keyWidth, width: width - 4).map(HelpLine.key)
      case .text(let text): Canvas.wrap(text, width: width - 4).map(HelpLine.text)
      case .heading, .blank: [line]
      }
    }
  }

  /// The furthest scroll worth keeping: the last row at the narrowest screen this is drawn on.
  private var scrollLimit: Int {
    max(0, Self.rows(of: lines, width: minimumSize.width - 2).count - 1)
  }
}

/// One line of the help screen.
enum HelpLine: Hashable, Sendable {
  case heading(String)
  case key(KeyHelp)
  case text(String)
  case blank
}
