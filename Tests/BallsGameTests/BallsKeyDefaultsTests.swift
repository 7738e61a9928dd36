import ArcadeKit
import BallsGame
import TestSupport
import Testing

/// Balls' default keys are the keys it answered before keys could be chosen, and F for the
/// fast-forward added since.
@Suite struct BallsKeyDefaultsTests {
  /// Every key Balls answered, and what it did.
  static let answered: [(Key, BallsAction)] =
    KeyMapChecks.tiltKeys(up: .aimUp, down: .aimDown, left: .aimLeft, right: .aimRight) + [
      (.character(" "), .fire), (.enter, .fire), (.character("f"), .fastForward),
    ]

  /// Keys that are not Balls actions (the global ones among them).
  static let others: [Key] = [
    .character("x"), .character("p"), .character("P"), .character("q"), .character("Q"), .character("?"),
    .character("r"), .character("z"), .tab, .function(1), .escape, .backspace,
  ]

  @Test func theDefaultsAnswerTodaysKeysAndNoOthers() {
    let map = KeyMap<BallsAction>.defaults()
    KeyMapChecks.expect(map, answers: Self.answered, notOthers: Self.others)
  }
}
