/// One thing a game says of itself in plain mode (`arcade --plain`): the score, the lives, the
/// level, a landing and its speed. A narrated screen is a list of them; the session says an
/// announced fact again whenever its text changes, and all of them, in order, as the state of
/// play in one line when the player asks (`Narration.stateLine`).
public struct SpokenFact: Hashable, Sendable {
  /// What the fact is about (`score`): facts are matched by topic from one frame to the next.
  public var topic: String
  /// The words said (`score 340`), short: a screen reader speaks each change as it happens.
  public var text: String
  /// Whether a change is said as it happens (the score, a ball lost) or only in the state line
  /// (a speed that changes every frame).
  public var announced: Bool

  /// A fact about `topic` saying `text`, said as it changes unless `announced` is false.
  public init(_ topic: String, _ text: String, announced: Bool = true) {
    self.topic = topic
    self.text = text
    self.announced = announced
  }
}

extension [SpokenFact] {
  /// The fact about `topic`, if one is said.
  package func fact(about topic: String) -> SpokenFact? {
    first { $0.topic == topic }
  }
}
