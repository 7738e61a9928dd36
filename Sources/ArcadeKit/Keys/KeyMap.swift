/// Which keys do which actions, for one set of actions (one game, or the global one).
public struct KeyMap<Action: BindableAction>: Sendable {
  /// The keys of each action (letters in lower case), in the order help shows them.
  package private(set) var bindings: [Action: [Key]] {
    didSet { firstLabels = Self.firstLabels(of: bindings) }
  }
  /// Each action's first key as status lines show it, made when the bindings change (status
  /// lines ask for them every frame).
  private var firstLabels: [Action: String]

  /// A map with these bindings (keys are normalised: letters in lower case).
  public init(_ bindings: [Action: [Key]]) {
    let normalized = bindings.mapValues { $0.map(KeyName.normalized) }
    self.bindings = normalized
    firstLabels = Self.firstLabels(of: normalized)
  }

  /// Each action's first key's label.
  private static func firstLabels(of bindings: [Action: [Key]]) -> [Action: String] {
    bindings.compactMapValues { $0.first.map(KeyName.label) }
  }

  /// The defaults on a keyboard with `layout`.
  public static func defaults(on layout: KeyboardLayout = .qwerty) -> KeyMap {
    var bindings: [Action: [Key]] = [:]
    for action in Action.allCases { bindings[action] = action.defaultKeys + action.placedKeys.map(layout.placed) }
    return KeyMap(bindings)
  }

  /// The action `key` does, or nil.
  public func action(for key: Key) -> Action? {
    let key = KeyName.normalized(key)
    return Action.allCases.first { bindings[$0]?.contains(key) == true }
  }

  /// The keys of `action`.
  public func keys(for action: Action) -> [Key] { bindings[action] ?? [] }

  /// Gives `action` these keys (normalised).
  public mutating func bind(_ action: Action, to keys: [Key]) {
    bindings[action] = keys.map(KeyName.normalized)
  }

  /// Every key bound to any action.
  package var allKeys: [Key] { Action.allCases.flatMap { keys(for: $0) } }

  /// Every key of `action` as help shows them ("↑ K W").
  public func label(for action: Action) -> String {
    keys(for: action).map(KeyName.label).joined(separator: " ")
  }

  /// The first key of `action` as help shows it, for status lines ("Space").
  public func firstLabel(for action: Action) -> String {
    firstLabels[action] ?? "—"
  }

  /// One help line per action, in the actions' order.
  public var help: [KeyHelp] {
    Action.allCases.map { KeyHelp(label(for: $0), $0.summary) }
  }

  /// Removes `key` from every action that has another key left (a game's key wins over a global
  /// default that would answer the same key).
  mutating func yield(_ key: Key) {
    for action in Action.allCases {
      guard var keys = bindings[action], keys.contains(key), keys.count > 1 else { continue }
      keys.removeAll { $0 == key }
      bindings[action] = keys
    }
  }
}
