import ArcadeKit
import PaddlesGame
import TestSupport
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
    KeyMapChecks.expect(map, answers: Self.answered, notOthers: Self.others)
  }
}
