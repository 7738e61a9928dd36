/// The actions of one game (or the global ones) as the settings file and `arcade keys` see them:
/// names, summaries and default keys, whatever the game's own action type.
public struct KeyContext: Sendable {
  /// One action, described.
  public struct Action: Sendable {
    public let name: String
    package let summary: String
    public let defaultKeys: [Key]
    public let placedKeys: [Key]
  }

  /// The context's name in the file (`maze`, `global`).
  public let id: String
  /// The game's title, for `arcade keys` and messages.
  public let title: String
  package let actions: [Action]

  /// Describes the actions of `type`.
  public init<A: BindableAction>(_ type: A.Type, id: String, title: String) {
    self.id = id
    self.title = title
    actions = A.allCases.map {
      Action(name: $0.rawValue, summary: $0.summary, defaultKeys: $0.defaultKeys, placedKeys: $0.placedKeys)
    }
  }

  /// The global actions (help, pause, back).
  public static let global = KeyContext(GlobalAction.self, id: "global", title: "Every game")

  /// The action called `name`, if any.
  public func action(named name: String) -> Action? { actions.first { $0.name == name } }
}
