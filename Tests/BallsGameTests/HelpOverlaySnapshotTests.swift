import ArcadeKit
import BallsGame
import TestSupport
import Testing

/// The help panel Balls pushes on ?, as a whole screen: one key column, one description column.
@Suite struct HelpOverlaySnapshotTests {
  @Test func ballsHelpAt80x24() throws {
    let canvas = try #require(SceneDriver(BallsScene(levels: TestLevels.list([(4, 1)]), seed: 7)).renderedHelp(Size(width: 80, height: 24)))
    let expected = """







                          ┌ Balls keys ──────────────────────────┐
                          │ Arrows/hjkl/WASD  aim (hold: faster) │
                          │ Space / Enter     start level, fire  │
                          │ Mouse click       fire at that spot  │
                          │ P                 pause              │
                          │ ?                 these keys         │
                          │ Esc / q           leave (asks first) │
                          │                                      │
                          │ Press any key to close               │
                          └──────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }
}
