import ArcadeKit
import BallsGame
import TestSupport
import Testing

/// Balls as whole 80×24 frames: waiting, playing, and the level's result. Update with
/// `ARCADE_RECORD_SNAPSHOTS=1 swift test --filter ScreenSnapshotTests`, then read the diff.
@Suite struct ScreenSnapshotTests {
  static let size = Size(width: 80, height: 24)

  static func game() -> SceneDriver<BallsScene> { SceneDriver(BallsScene(levels: TestLevels.list([(8, 4), (12, 6)]), seed: 7)) }

  @Test func waitingForTheFirstLevel() {
    let canvas = Self.game().render(Self.size)
    let expected = """
             ┌───────────────────────────────────────────────────────────────┐
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                ┌ Test 1 ──────────────────────┐               │
             │                │   Level 1: remove 4 of 8.    │               │
             │                │ Press Space to start level 1 │               │
             │                └──────────────────────────────┘               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             └───────────────────────────────────────────────────────────────┘
      Level 1 — Test 1                                                           Run 0
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func playingWithTheCrossHairMoved() {
    var game = Self.game()
    game.press(.enter)
    game.step(20)
    game.press(.right, .right, .up)
    let canvas = game.render(Self.size)
    let expected = """
             ┌───────────────────────────────────────────────────────────────┐
             │                                                               │
             │             ▄                                       ▄         │
             │            ▄                                                  │
             │                                                               │
             │                                ▄                              │
             │                                                               │
             │                                                      ▄        │
             │                                                               │
             │                                  │          ▄                 │
             │                                 ─+─                           │
             │                                  │                            │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │        ▀                                                      │
             │                                ▄                              │
             │                                                               │
             │                                                               │
             └───────────────────────────────────────────────────────────────┘
      Level 1 — Test 1                                                     Run 0   0/4
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func theLevelsResult() {
    var game = Self.game()
    game.press(.enter, .character(" "))
    for _ in 0..<5_000 where game.scene.isAnimating { game.step() }
    let canvas = game.render(Self.size)
    let expected = """
             ┌───────────────────────────────────────────────────────────────┐
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                ┌ Test 1 ──────────────────────┐               │
             │                │       Oops. Try again!       │               │
             │                │     0 removed, 4 needed.     │               │
             │                │                              │               │
             │                │   Level 1: remove 4 of 8.    │               │
             │                │ Press Space to start level 1 │               │
             │                └──────────────────────────────┘               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             │                                                               │
             └───────────────────────────────────────────────────────────────┘
      Level 1 — Test 1                                                           Run 0
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }
}
