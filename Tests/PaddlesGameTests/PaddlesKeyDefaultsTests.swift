import ArcadeKit
import PaddlesGame
import Testing

/// Paddles' default keys are the keys it answered before keys could be chosen.
@Suite struct PaddlesKeyDefaultsTests {
  /// Every key Paddles answered, and what it did.
  static let answered: [(Key, PaddlesAction)] = [
    (.character("w"), .leftUp), (.character("W"), .leftUp),
    (.character("s"), .leftDown), (.character("S"), .leftDown),
    (.up, .rightUp), (.down, .rightDown),
    (.character(" "), .serve), (.enter, .serve),
  ]

  /// Keys that are not Paddles actions (the global ones, and the other tilt families, among them).
  static let others: [Key] = [
    .character("x"), .character("p"), .character("P"), .character("q"), .character("Q"), .character("?"),
    .character("k"), .character("j"), .character("a"), .character("d"), .left, .right, .tab, .function(1), .escape,
  ]

  @Test func theDefaultsAnswerTodaysKeysAndNoOthers() {
    let map = KeyMap<PaddlesAction>.defaults()
    for (key, action) in Self.answered {
      #expect(map.action(for: key) == action, "\(key)")
    }
    for key in Self.others {
      #expect(map.action(for: key) == nil, "\(key)")
    }
    let expected = Set(Self.answered.map { KeyName.normalized($0.0) })
    #expect(Set(map.allKeys) == expected)
    #expect(map.allKeys.count == expected.count, "a key is bound to two actions")
  }
}
