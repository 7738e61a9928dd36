import ArcadeKit
import Drawing

/// The Keys page of the settings: the keyboard layout, then one game's actions and their keys.
///
/// ↑/↓ choose a row; ←/→ change the layout or the game; on an action, Enter asks for a new key
/// (it replaces the action's keys), A adds a key, D puts the action back to its defaults and
/// Shift-D the whole game. A key that would clash is refused with the reason before anything
/// is saved; everything else applies and is saved at once (the settings file's `[keys]`).
public struct KeysScene: Scene {
  /// What the next key does.
  enum Capture: Hashable, Sendable {
    /// Replace the action's keys with the next key.
    case replace
    /// Add the next key to the action's keys.
    case add
  }

  private(set) var settings: DisplaySettings
  /// The global actions, then each game's.
  let contexts: [KeyContext]
  /// The game shown (an index into `contexts`).
  private(set) var contextIndex = 0
  /// The highlighted row: 0 the layout, 1 the game, then the actions.
  private(set) var selection = 2
  private(set) var capture: Capture?
  /// What the last change did, or why it was refused.
  private(set) var message: String?

  /// Creates the page for `settings`, listing `contexts` (see `GameRegistry.keyContexts`).
  public init(settings: DisplaySettings, contexts: [KeyContext]) {
    self.settings = settings
    self.contexts = contexts.isEmpty ? [.global] : contexts
  }

  public var minimumSize: Size { Size(width: 60, height: 18) }

  private var context: KeyContext { contexts[contextIndex] }
  private var rowCount: Int { 2 + context.actions.count }
  /// The action on the highlighted row, if the row is one.
  private var action: KeyContext.Action? {
    selection >= 2 && selection - 2 < context.actions.count ? context.actions[selection - 2] : nil
  }

  // MARK: - Input

  public mutating func handle(_ event: InputEvent) -> [Command] {
    switch event {
    case .settingsChanged(let newSettings):
      settings = newSettings
      return []
    case .key(let key):
      if let capture { return bind(key, capture) }
      return handle(key)
    default:
      return []
    }
  }

  private mutating func handle(_ key: Key) -> [Command] {
    if settings.keys.global.action(for: key) == .back { return [.pop] }
    switch key.arrowDirection {
    case .up:
      selection = (selection + rowCount - 1) % rowCount
      return []
    case .down:
      selection = (selection + 1) % rowCount
      return []
    case .left:
      return change(by: -1)
    case .right:
      return change(by: 1)
    case nil:
      break
    }
    guard let action else { return key == .enter ? change(by: 1) : [] }
    switch key {
    case .enter:
      capture = .replace
      message = "Press the new key for \(action.name) (Esc: cancel)"
    case .character("a"), .character("A"):
      capture = .add
      message = "Press a key to add to \(action.name) (Esc: cancel)"
    case .character("d"):
      return reset(actions: [action.name], note: "\(action.name): back to its default keys")
    case .character("D"):
      return reset(actions: context.actions.map(\.name), note: "\(context.title): every key back to its default")
    default:
      break
    }
    return []
  }

  /// Changes the layout (row 0) or the game shown (row 1).
  private mutating func change(by delta: Int) -> [Command] {
    switch selection {
    case 0:
      let layouts = KeyboardLayout.allCases
      let index = layouts.firstIndex(of: settings.keys.layout) ?? 0
      var candidate = settings.keys
      candidate.layout = layouts[(index + delta + layouts.count) % layouts.count]
      return apply(candidate, note: "Keyboard: \(candidate.layout.rawValue)")
    case 1:
      contextIndex = (contextIndex + delta + contexts.count) % contexts.count
      message = nil
      return []
    default:
      return []
    }
  }

  /// Binds `key` to the highlighted action (replacing or adding), unless it would clash.
  private mutating func bind(_ key: Key, _ capture: Capture) -> [Command] {
    self.capture = nil
    guard let action else { return [] }
    if key == .escape {
      message = "Unchanged"
      return []
    }
    guard KeyName.name(of: key) != nil else {
      message = "\(KeyName.label(of: key)) cannot be bound; choose another key"
      return []
    }
    var candidate = settings.keys
    let current = candidate.keys(of: action, in: context)
    let normalized = KeyName.normalized(key)
    let keys = capture == .replace ? [normalized] : current + (current.contains(normalized) ? [] : [normalized])
    candidate.chosen[context.id, default: [:]][action.name] = keys
    return apply(candidate, note: "\(action.name): \(keys.compactMap(KeyName.name).joined(separator: ", "))")
  }

  /// Puts `actions` of the game shown back to their defaults.
  private mutating func reset(actions: [String], note: String) -> [Command] {
    var candidate = settings.keys
    for name in actions { candidate.chosen[context.id]?[name] = nil }
    if candidate.chosen[context.id]?.isEmpty == true { candidate.chosen[context.id] = nil }
    return apply(candidate, note: note)
  }

  /// Saves `candidate` unless a key would clash; says which, before anything is saved.
  private mutating func apply(_ candidate: KeyBindings, note: String) -> [Command] {
    if let conflict = candidate.conflict(in: contexts) {
      message = "Not saved: \(conflict)"
      return []
    }
    guard candidate != settings.keys else {
      message = "Unchanged"
      return []
    }
    settings.keys = candidate
    message = note
    return [.perform(.applySettings(settings))]
  }

  // MARK: - Drawing

  public func render(into canvas: inout Canvas) {
    let g = canvas.glyphs
    canvas.box(canvas.bounds, title: "Keys")
    let left = 4
    var y = 2
    func row(_ index: Int, _ label: String, _ value: String, detail: String = "") {
      let selected = index == selection
      canvas.text(selected ? "\(g.pointer) " : "  ", x: left - 2, y: y, style: .bold)
      let end = canvas.text(label, x: left, y: y, style: selected ? Style.highlighted.with(attributes: .bold) : .bold)
      let valueEnd = canvas.text(value, x: max(end + 2, left + 14), y: y, style: selected ? .highlighted : .plain)
      if !detail.isEmpty { canvas.text(detail, x: max(valueEnd + 2, left + 36), y: y, style: .dim) }
      y += 1
    }
    row(0, "Keyboard", "\(g.arrowLeft) \(settings.keys.layout.rawValue) \(g.arrowRight)")
    row(1, "Game", "\(g.arrowLeft) \(context.title) \(g.arrowRight)")
    y += 1
    for (index, action) in context.actions.enumerated() {
      let keys = settings.keys.keys(of: action, in: context).map(KeyName.label).joined(separator: " ")
      row(index + 2, action.name, g.adapted(keys), detail: action.summary)
    }
    if let message {
      // Two lines at most: a refusal names the key and both actions.
      let room = max(10, canvas.width - left - 2)
      var lines: [String] = [""]
      for word in g.adapted(message).split(separator: " ") {
        if Canvas.columns(of: lines[lines.count - 1]) + word.count + 1 > room { lines.append("") }
        lines[lines.count - 1] += (lines[lines.count - 1].isEmpty ? "" : " ") + word
      }
      for (offset, line) in lines.prefix(2).enumerated() {
        canvas.text(line, x: left, y: canvas.height - 4 + offset, style: capture == nil ? .plain : .bold)
      }
    }
    let back = settings.keys.global.firstLabel(for: .back)
    let hint =
      selection >= 2
      ? "\(g.arrowUp)\(g.arrowDown) choose  Enter new key  A add  D default  Shift-D all  \(back) back"
      : "\(g.arrowUp)\(g.arrowDown) choose  \(g.arrowLeft)\(g.arrowRight) change  \(back) back"
    canvas.centeredText(hint, in: canvas.bounds, y: canvas.height - 2, style: .dim)
  }
}
