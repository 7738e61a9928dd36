/// What a scene that shows a game says in plain mode instead of its picture: its facts in the
/// order the state line says them (`Scene.narration`).
public struct Narration: Hashable, Sendable {
  /// The facts, most important first.
  public var facts: [SpokenFact]

  /// A narration saying `facts`.
  public init(_ facts: [SpokenFact]) {
    self.facts = facts
  }

  /// The state of play in one line (`Lander, level 2 Ridge, fuel 51, height 30 m`).
  package var stateLine: String {
    facts.map(\.text).filter { !$0.isEmpty }.joined(separator: ", ")
  }
}
