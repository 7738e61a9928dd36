import ArcadeKit
import BallsGame
import Testing

/// Balls' default keys are the keys it answered before keys could be chosen.
@Suite struct BallsKeyDefaultsTests {
  /// Every key Balls answered, and what it did.
  static let answered: [(Key, BallsAction)] = [
    (.up, .aimUp), (.character("k"), .aimUp), (.character("K"), .aimUp), (.character("w"), .aimUp),
    (.character("W"), .aimUp),
    (.down, .aimDown), (.character("j"), .aimDown), (.character("J"), .aimDown), (.character("s"), .aimDown),
    (.character("S"), .aimDown),
    (.left, .aimLeft), (.character("h"), .aimLeft), (.character("H"), .aimLeft), (.character("a"), .aimLeft),
    (.character("A"), .aimLeft),
    (.right, .aimRight), (.character("l"), .aimRight), (.character("L"), .aimRight), (.character("d"), .aimRight),
    (.character("D"), .aimRight),
    (.character(" "), .fire), (.enter, .fire),
  ]

  /// Keys that are not Balls actions (the global ones among them).
  static let others: [Key] = [
    .character("x"), .character("p"), .character("P"), .character("q"), .character("Q"), .character("?"),
    .character("r"), .character("z"), .tab, .function(1), .escape, .backspace,
  ]

  @Test func theDefaultsAnswerTodaysKeysAndNoOthers() {
    let map = KeyMap<BallsAction>.defaults()
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
