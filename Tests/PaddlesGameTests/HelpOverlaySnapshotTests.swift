import ArcadeKit
import Drawing
import TestSupport
import Testing

@testable import PaddlesGame

/// The help panels Paddles pushes on ? (in the game and in its menu), as whole screens: one key
/// column, and long descriptions wrapped under their own column on a narrow screen.
@Suite struct HelpOverlaySnapshotTests {
  static let options = PaddlesOptions(seed: 5)

  @Test func paddlesGameHelpAt80x24() throws {
    let canvas = try #require(
      SceneDriver(PaddlesScene(options: Self.options)).renderedHelp(Size(width: 80, height: 24)))
    let expected = """



           ┌ Paddles keys ──────────────────────────────────────────────────────┐
           │ Keep the puck from getting past your paddle. Where it meets the    │
           │ paddle sets its angle: the middle sends it straight, the ends send │
           │ it off to the side, and every hit makes it faster. The first to    │
           │ the winning score takes the match.                                 │
           │                                                                    │
           │ W            player 1 (left) up                                    │
           │ S            player 1 (left) down                                  │
           │ ↑            player 2 (right) up; player 1 against the computer    │
           │ ↓            player 2 (right) down; player 1 against the computer  │
           │ Space Enter  serve at "Ready?", new game after a win (a click too) │
           │ Mouse drag   moves the paddle of the half where the drag starts    │
           │ ? F1         help for the current screen                           │
           │ P            pause a game                                          │
           │ Esc Q        back (asks first while a game runs)                   │
           │                                                                    │
           │ Press any key to close                                             │
           └────────────────────────────────────────────────────────────────────┘
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
    let canvas = try #require(
      SceneDriver(PaddlesScene(options: Self.options)).renderedHelp(Size(width: 40, height: 12)))
    let expected = """
      ┌ Paddles keys ───────────────────────┐
      │ W            player 1 (left) up     │
      │ S            player 1 (left) down   │
      │ ↑            player 2 (right) up;   │
      │              player 1 against the   │
      │              computer               │
      │ ↓            player 2 (right) down; │
      │              player 1 against the   │
      │              computer               │
      │ … more keys in a taller window      │
      │ Press any key to close              │
      └─────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }
}
