import ArcadeKit
import MazeGame
import Testing

/// Maze's default play keys are the keys it answered before keys could be chosen.
@Suite struct MazeKeyDefaultsTests {
  /// Every key Maze answered while playing, and what it did.
  static let answered: [(Key, MazeAction)] = [
    (.up, .tiltUp), (.character("k"), .tiltUp), (.character("K"), .tiltUp), (.character("w"), .tiltUp),
    (.character("W"), .tiltUp),
    (.down, .tiltDown), (.character("j"), .tiltDown), (.character("J"), .tiltDown), (.character("s"), .tiltDown),
    (.character("S"), .tiltDown),
    (.left, .tiltLeft), (.character("h"), .tiltLeft), (.character("H"), .tiltLeft), (.character("a"), .tiltLeft),
    (.character("A"), .tiltLeft),
    (.right, .tiltRight), (.character("l"), .tiltRight), (.character("L"), .tiltRight), (.character("d"), .tiltRight),
    (.character("D"), .tiltRight),
    (.character(" "), .level), (.character("r"), .restart), (.character("R"), .restart), (.enter, .next),
    (.tab, .editor),
  ]

  /// Keys that are not Maze actions (the global ones among them).
  static let others: [Key] = [
    .character("x"), .character("p"), .character("P"), .character("q"), .character("Q"), .character("?"),
    .character("e"), .character("z"), .character(","), .function(1), .escape, .backTab, .backspace, .control("r"),
  ]

  @Test func theDefaultsAnswerTodaysKeysAndNoOthers() {
    let map = KeyMap<MazeAction>.defaults()
    for (key, action) in Self.answered {
      #expect(map.action(for: key) == action, "\(key)")
    }
    for key in Self.others {
      #expect(map.action(for: key) == nil, "\(key)")
    }
    let expected = Set(Self.answered.map { KeyName.normalized($0.0) })
    #expect(Set(map.allKeys) == expected)
    #expect(map.allKeys.count == expected.count, "a key is bound to two actions")
    #expect(map.label(for: .tiltUp) == "↑ K W")
    #expect(map.firstLabel(for: .level) == "Space")
  }
}
