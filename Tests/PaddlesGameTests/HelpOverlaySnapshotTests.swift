import ArcadeKit
import TestSupport
import Testing

@testable import PaddlesGame

/// The help panels Paddles pushes on ? (in the game and in its menu), as whole screens: one key
/// column, and long descriptions wrapped under their own column on a narrow screen.
@Suite struct HelpOverlaySnapshotTests {
  /// The help scene `scene` pushes when ? is pressed, if any.
  static func help<S: Scene>(from scene: S) -> HelpOverlayScene? {
    var driver = SceneDriver(scene)
    driver.press(.character("?"))
    guard case .push(let pushed) = driver.commands.last else { return nil }
    return pushed as? HelpOverlayScene
  }

  static let options = PaddlesOptions(seed: 5)

  @Test func paddlesGameHelpAt80x24() throws {
    let help = try #require(Self.help(from: PaddlesScene(options: Self.options)))
    var canvas = Canvas(size: Size(width: 80, height: 24))
    help.render(into: &canvas)
    let expected = """






        ┌ Paddles ─────────────────────────────────────────────────────────────────┐
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

  @Test func paddlesMenuHelpAt80x24() throws {
    let help = try #require(Self.help(from: PaddlesMenuScene(arenas: [.classic], options: Self.options)))
    var canvas = Canvas(size: Size(width: 80, height: 24))
    help.render(into: &canvas)
    let expected = """






        ┌ Paddles ─────────────────────────────────────────────────────────────────┐
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

  @Test func paddlesHelpWrapsUnderTheDescriptionColumnAt40x12() throws {
    let help = try #require(Self.help(from: PaddlesScene(options: Self.options)))
    var canvas = Canvas(size: Size(width: 40, height: 12))
    help.render(into: &canvas)
    let expected = """
      ┌ Paddles ─────────────────────────────┐
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
