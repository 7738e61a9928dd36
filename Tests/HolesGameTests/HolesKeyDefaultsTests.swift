import ArcadeKit
import HolesGame
import Testing

/// Holes' default keys are the keys it answered before keys could be chosen.
@Suite struct HolesKeyDefaultsTests {
  /// Every key Holes answered, and what it did.
  static let answered: [(Key, HolesAction)] = [
    (.up, .tiltUp), (.character("k"), .tiltUp), (.character("K"), .tiltUp), (.character("w"), .tiltUp),
    (.character("W"), .tiltUp),
    (.down, .tiltDown), (.character("j"), .tiltDown), (.character("J"), .tiltDown), (.character("s"), .tiltDown),
    (.character("S"), .tiltDown),
    (.left, .tiltLeft), (.character("h"), .tiltLeft), (.character("H"), .tiltLeft), (.character("a"), .tiltLeft),
    (.character("A"), .tiltLeft),
    (.right, .tiltRight), (.character("l"), .tiltRight), (.character("L"), .tiltRight), (.character("d"), .tiltRight),
    (.character("D"), .tiltRight),
    (.character(" "), .level), (.character("r"), .again), (.character("R"), .again),
  ]

  /// Keys that are not Holes actions (the global ones among them).
  static let others: [Key] = [
    .character("x"), .character("p"), .character("P"), .character("q"), .character("Q"), .character("?"),
    .character("z"), .enter, .tab, .function(1), .escape, .control("r"),
  ]

  @Test func theDefaultsAnswerTodaysKeysAndNoOthers() {
    let map = KeyMap<HolesAction>.defaults()
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
