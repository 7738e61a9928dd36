import ArcadeKit
import TestSupport
import Testing

@testable import HolesGame

/// The help panel Holes pushes on ?, as a whole screen: its long "play again" row and arrows row
/// line up with the rest.
@Suite struct HelpOverlaySnapshotTests {
  @Test func holesHelpAt80x24() throws {
    let canvas = try #require(SceneDriver(HolesScene(tables: HolesTables(tables: [TestTables.original], startIndex: 0), seed: 3)).renderedHelp(Size(width: 80, height: 24)))
    let expected = """






                      ┌ Holes keys ──────────────────────────────────┐
                      │ ←↑↓→ hjkl WASD  tilt one step (up to 3)      │
                      │ Space           level the table              │
                      │ Click           tilt toward the point        │
                      │ P               pause                        │
                      │ R               play again (after game over) │
                      │ ?               these keys                   │
                      │ Esc / q         back                         │
                      │                                              │
                      │ Press any key to close                       │
                      └──────────────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }
}
