import ArcadeKit
import HolesGame
import TestSupport
import Testing

/// Holes' default keys are the keys it answered before keys could be chosen.
@Suite struct HolesKeyDefaultsTests {
  /// Every key Holes answered, and what it did.
  static let answered: [(Key, HolesAction)] =
    KeyMapChecks.tiltKeys(up: .tiltUp, down: .tiltDown, left: .tiltLeft, right: .tiltRight) + [
      (.character(" "), .level), (.character("r"), .again), (.character("R"), .again),
      (.character("g"), .ghost), (.character("G"), .ghost),
    ]

  /// Keys that are not Holes actions (the global ones among them).
  static let others: [Key] = [
    .character("x"), .character("p"), .character("P"), .character("q"), .character("Q"), .character("?"),
    .character("z"), .enter, .tab, .function(1), .escape, .control("r"),
  ]

  @Test func theDefaultsAnswerTodaysKeysAndNoOthers() {
    let map = KeyMap<HolesAction>.defaults()
    KeyMapChecks.expect(map, answers: Self.answered, notOthers: Self.others)
  }
}
