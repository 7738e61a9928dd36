import Drawing

/// The player's keys: a keyboard layout, and the keys they chose over each game's defaults.
///
/// Read from the `[keys]` section of the settings file (`KeyBindings.apply(line:contexts:)`);
/// each game asks for its `KeyMap`. Inside a game, a key the game binds wins over the same key
/// in the global actions (AZERTY's Q is "left", so there Esc alone goes back).
public struct KeyBindings: Hashable, Sendable {
  /// The keyboard the default letter keys are placed for.
  public var layout: KeyboardLayout
  /// Keys the player chose, by context name and action name; what is absent keeps its defaults.
  public var chosen: [String: [String: [Key]]]

  /// The defaults on `layout`.
  public init(layout: KeyboardLayout = .qwerty, chosen: [String: [String: [Key]]] = [:]) {
    self.layout = layout
    self.chosen = chosen
  }

  // MARK: - Maps

  /// The keys of a game's actions (`context` is the game's name in the file).
  public func map<A: BindableAction>(_ type: A.Type, in context: String) -> KeyMap<A> {
    var map = KeyMap<A>.defaults(on: layout)
    for (name, keys) in chosen[context] ?? [:] {
      if let action = A(rawValue: name) { map.bind(action, to: keys) }
    }
    return map
  }

  /// Help, pause and back as the player bound them: what every screen answers (a game's own
  /// keys win inside it: `globalMap(besides:)`).
  public var global: KeyMap<GlobalAction> { map(GlobalAction.self, in: KeyContext.global.id) }

  /// The global actions inside a game that binds `gameKeys`: the game's keys win.
  package func globalMap(besides gameKeys: [Key]) -> KeyMap<GlobalAction> {
    var map = global
    for key in gameKeys { map.yield(KeyName.normalized(key)) }
    return map
  }

  /// The keys of a described action (for contexts known only by description).
  public func keys(of action: KeyContext.Action, in context: KeyContext) -> [Key] {
    chosen[context.id]?[action.name] ?? (action.defaultKeys + action.placedKeys.map(layout.placed))
  }

  // MARK: - Writing the file

  /// The `name = value` lines the `[keys]` section needs to say these bindings, in a stable
  /// order: the layout, then each chosen action (only the contexts in `contexts`, if given).
  package func fileLines(contexts: Set<String>? = nil) -> [(name: String, value: String)] {
    var lines: [(name: String, value: String)] = []
    if layout != .qwerty { lines.append(("layout", layout.rawValue)) }
    for context in chosen.keys.sorted() where contexts?.contains(context) ?? true {
      let actions = chosen[context] ?? [:]
      for action in actions.keys.sorted() {
        lines.append(("\(context).\(action)", (actions[action] ?? []).compactMap(KeyName.name).joined(separator: ", ")))
      }
    }
    return lines
  }

  /// The bindings `lines` (each as the `[keys]` section writes it) say over the defaults;
  /// throws the first line's problem, with its place in `lines`.
  public init(lines: [String], contexts: [KeyContext]) throws(KeyLineError) {
    self.init()
    for (index, line) in lines.enumerated() {
      if let problem = apply(line: line, contexts: contexts) { throw KeyLineError(index: index, message: problem) }
    }
  }

  // MARK: - Reading the file

  /// Applies one line of the `[keys]` section (`layout = azerty`, `maze.tilt-up = i, up`), and
  /// returns nil, or why the line was ignored (the bindings are then as they were).
  public mutating func apply(line: String, contexts: [KeyContext]) -> String? {
    let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      return "expected `layout = qwerty|azerty|dvorak` or `game.action = key, key`, got `\(line)`"
    }
    let name = parts[0].trimmingSpaces
    let value = parts[1].trimmingSpaces
    let saved = self
    if name == "layout" {
      guard let layout = KeyboardLayout(rawValue: value.lowercased()) else {
        return "unknown layout `\(value)`: expected qwerty, azerty or dvorak"
      }
      self.layout = layout
    } else {
      let names = name.split(separator: ".", maxSplits: 1).map(String.init)
      let known = contexts.map(\.id).joined(separator: ", ")
      guard let context = contexts.first(where: { $0.id == names.first }) else {
        return "unknown game `\(names.first ?? name)` in `\(name)`: expected one of \(known), then `.action`"
      }
      guard names.count == 2 else {
        return "`\(name)` names a game but no action: expected `\(context.id).<action> = keys`"
      }
      guard let action = context.action(named: names[1]) else {
        let actions = context.actions.map(\.name).joined(separator: ", ")
        return "\(context.title) has no action `\(names[1])`: expected one of \(actions)"
      }
      var keys: [Key] = []
      // Keys are separated by spaces or commas; a comma alone (or after another comma) is the
      // comma key, so `up, k, ,` (what Dvorak's defaults list as) reads back as written.
      var words: [String] = []
      for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        if word.allSatisfy({ $0 == "," }) {
          words.append(",")
        } else {
          words += word.split(separator: ",").map(String.init)
        }
      }
      for word in words {
        guard let key = KeyName.key(named: String(word)) else {
          return
            "unknown key `\(word)` for \(name): expected a character, up, down, left, right, space, enter, esc, tab, f1…f12 or ctrl-a…ctrl-z"
        }
        if !keys.contains(key) { keys.append(key) }
      }
      guard !keys.isEmpty else {
        return "\(name) has no key: give it at least one (or delete the line for the default)"
      }
      chosen[context.id, default: [:]][action.name] = keys
    }
    if let conflict = conflict(in: contexts) {
      self = saved
      return conflict
    }
    return nil
  }

  /// The first conflict in any context: a key bound to two actions of one game (or of the
  /// global ones), or a global action left with no key inside a game.
  package func conflict(in contexts: [KeyContext]) -> String? {
    let global = contexts.first { $0.id == KeyContext.global.id } ?? .global
    for context in contexts {
      var owner: [Key: String] = [:]
      for action in context.actions {
        for key in keys(of: action, in: context) {
          if let other = owner[key], other != action.name {
            let named = KeyName.name(of: key) ?? KeyName.label(of: key)
            return
              "`\(named)` is bound twice in \(context.title): to \(other) and to \(action.name); choose another key for one of them"
          }
          owner[key] = action.name
        }
      }
      guard context.id != global.id else { continue }
      for action in global.actions {
        let left = keys(of: action, in: global).filter { owner[$0] == nil }
        if left.isEmpty {
          return
            "in \(context.title), \(action.name) would have no key left (its keys are taken by \(context.id) actions): bind one of them to another key"
        }
      }
    }
    return nil
  }
}

extension Substring {
  /// This text without spaces and tabs at either end.
  fileprivate var trimmingSpaces: String {
    var slice = self
    while let first = slice.first, first == " " || first == "\t" || first == "\r" { slice = slice.dropFirst() }
    while let last = slice.last, last == " " || last == "\t" || last == "\r" { slice = slice.dropLast() }
    return String(slice)
  }
}
