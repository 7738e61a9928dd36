import ArcadeKit
import TestSupport
import Testing

@testable import PaddlesGame

/// The help panels Paddles pushes on ? (in the game and in its menu), as whole screens: one key
/// column, and long descriptions wrapped under their own column on a narrow screen.
@Suite struct HelpOverlaySnapshotTests {
  static let options = PaddlesOptions(seed: 5)

  @Test func paddlesGameHelpAt80x24() throws {
    let canvas = try #require(SceneDriver(PaddlesScene(options: Self.options)).renderedHelp(Size(width: 80, height: 24)))
    let expected = """






        ┌ Paddles keys ────────────────────────────────────────────────────────────┐
        │ W / S          player 1 (left) up / down                                 │
        │ ↑ / ↓          player 2 (right) up / down; player 1 against the computer │
        │ Mouse drag     moves the paddle of the half where the drag starts        │
        │ Space / Enter  serve at "Ready?", new game after a win (a click too)     │
        │ P              pause                                                     │
        │ ?              this help                                                 │
        │ Esc / q        leave the game                                            │
        │                                                                          │
        │ Press any key to close                                                   │
        └──────────────────────────────────────────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func paddlesMenuHelpIsTheGamesHelp() throws {
    let size = Size(width: 80, height: 24)
    let menu = try #require(SceneDriver(PaddlesMenuScene(arenas: [.classic], options: Self.options)).renderedHelp(size))
    let game = try #require(SceneDriver(PaddlesScene(options: Self.options)).renderedHelp(size))
    #expect(menu == game)
  }

  @Test func paddlesHelpWrapsUnderTheDescriptionColumnAt40x12() throws {
    let canvas = try #require(SceneDriver(PaddlesScene(options: Self.options)).renderedHelp(Size(width: 40, height: 12)))
    let expected = """
      ┌ Paddles keys ────────────────────────┐
      │ W / S          player 1 (left) up /  │
      │                down                  │
      │ ↑ / ↓          player 2 (right) up / │
      │                down; player 1        │
      │                against the computer  │
      │ Mouse drag     moves the paddle of   │
      │                the half where the    │
      │                drag starts           │
      │ … more keys in a taller window       │
      │ Press any key to close               │
      └──────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }
}
