import ArcadeKit
import Drawing
import TestSupport
import Testing

@testable import HolesGame

/// The help panel Holes pushes on ?, as a whole screen: its long "play again" row and arrows row
/// line up with the rest.
@Suite struct HelpOverlaySnapshotTests {
  @Test func holesHelpAt80x24() throws {
    let canvas = try #require(
      SceneDriver(HolesScene(tables: HolesTables(tables: [TestTables.original], startIndex: 0), seed: 3)).renderedHelp(
        Size(width: 80, height: 24)))
    let expected = """


              ┌ Holes keys ─────────────────────────────────────────────────┐
              │ Tilt the table to roll the ball to the flag in the top left │
              │ corner, and press it right into the corner to score. The    │
              │ black holes turn and pull the ball in: fall into one and a  │
              │ ball is lost. Every flag makes the holes turn faster.       │
              │                                                             │
              │ ↑ K W  tilt up one step (up to 3)                           │
              │ ↓ J S  tilt down one step                                   │
              │ ← H A  tilt left one step                                   │
              │ → L D  tilt right one step                                  │
              │ Space  level the table                                      │
              │ R      play again (after game over)                         │
              │ G      show or hide the ghost of the best game              │
              │ Click  tilt toward the point                                │
              │ ? F1   help for the current screen                          │
              │ P      pause a game                                         │
              │ Esc Q  back (asks first while a game runs)                  │
              │                                                             │
              │ Press any key to close                                      │
              └─────────────────────────────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }
}
