import ArcadeKit
import BallsGame
import Drawing
import TestSupport
import Testing

/// The help panel Balls pushes on ?, as a whole screen: one key column, one description column.
@Suite struct HelpOverlaySnapshotTests {
  @Test func ballsHelpAt80x24() throws {
    let canvas = try #require(
      SceneDriver(BallsScene(levels: TestLevels.list([(4, 1)]), seed: 7)).renderedHelp(Size(width: 80, height: 24)))
    let expected = """


              ┌ Balls keys ──────────────────────────────────────────────────┐
              │ Balls bounce around the field, and you get one explosion per │
              │ level: aim and fire it. Every ball that touches an explosion │
              │ bursts into one too, so the chain can clear the field. Clear │
              │ at least the level's target to go on; fall short and the run │
              │ ends.                                                        │
              │                                                              │
              │ ↑ K W        aim up (hold: faster)                           │
              │ ↓ J S        aim down                                        │
              │ ← H A        aim left                                        │
              │ → L D        aim right                                       │
              │ Space Enter  start the level, fire                           │
              │ F            after the shot: fast-forward the chain (×4)     │
              │ Mouse click  fire at that spot                               │
              │ ? F1         help for the current screen                     │
              │ P            pause a game                                    │
              │ Esc Q        back (asks first while a game runs)             │
              │                                                              │
              │ Press any key to close                                       │
              └──────────────────────────────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }
}
