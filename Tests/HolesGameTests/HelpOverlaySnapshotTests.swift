import ArcadeKit
import TestSupport
import Testing

@testable import HolesGame

/// The help panel Holes pushes on ?, as a whole screen: its long "play again" row and arrows row
/// line up with the rest.
@Suite struct HelpOverlaySnapshotTests {
  @Test func holesHelpAt80x24() throws {
    var game = SceneDriver(HolesScene(tables: HolesTables(tables: [TestTables.original], startIndex: 0), seed: 3))
    game.press(.character("?"))
    guard case .push(let pushed) = try #require(game.commands.last) else {
      Issue.record("? pushed nothing")
      return
    }
    let help = try #require(pushed as? HelpOverlayScene)
    var canvas = Canvas(size: Size(width: 80, height: 24))
    help.render(into: &canvas)
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
