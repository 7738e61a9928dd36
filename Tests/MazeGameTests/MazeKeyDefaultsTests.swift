import ArcadeKit
import MazeGame
import TestSupport
import Testing

/// Maze's default play keys are the keys it answered before keys could be chosen, and B for
/// practice (issue 28).
@Suite struct MazeKeyDefaultsTests {
  /// Every key Maze answered while playing, and what it did.
  static let answered: [(Key, MazeAction)] =
    KeyMapChecks.tiltKeys(up: .tiltUp, down: .tiltDown, left: .tiltLeft, right: .tiltRight) + [
      (.character(" "), .level), (.character("r"), .restart), (.character("R"), .restart), (.enter, .next),
      (.tab, .editor), (.character("g"), .ghost), (.character("G"), .ghost),
      (.character("b"), .practice), (.character("B"), .practice),
    ]

  /// Keys that are not Maze actions (the global ones among them).
  static let others: [Key] = [
    .character("x"), .character("p"), .character("P"), .character("q"), .character("Q"), .character("?"),
    .character("e"), .character("z"), .character(","), .function(1), .escape, .backTab, .backspace, .control("r"),
  ]

  @Test func theDefaultsAnswerTodaysKeysAndNoOthers() {
    let map = KeyMap<MazeAction>.defaults()
    KeyMapChecks.expect(map, answers: Self.answered, notOthers: Self.others)
    #expect(map.label(for: .tiltUp) == "↑ K W")
    #expect(map.firstLabel(for: .level) == "Space")
  }
}
