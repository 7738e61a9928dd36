import ArcadeKit
import Drawing
import GameKit
import Launcher
import TestSupport
import Testing

/// The launcher's help screen lays keys out like every help overlay (`KeyTable`): one key
/// column, descriptions wrapped under their own column, never over the frame.
@Suite struct HelpSceneTests {
  static let registry = GameRegistry([
    GameEntry(
      id: "long", title: "Long", summary: "a game with long key descriptions",
      keys: { _ in
        [
          KeyHelp("Space / Enter", "serve at the start, and start a new game after a win"),
          KeyHelp("x", "short"),
        ]
      },
      makeScene: { _ in CounterGameScene() })
  ])

  @Test func longDescriptionsWrapUnderTheirColumnAt40x12() {
    var help = SceneDriver(HelpScene(registry: Self.registry))
    help.press(.pageDown, .pageDown, .pageDown, .pageDown)  // to the end: the game's own keys
    let canvas = help.render(Size(width: 40, height: 12))
    let expected = """
      ┌ Help ────────────────────────────────┐
      │                         arcade       │
      │                                      │
      │ Long                                 │
      │   Space / Enter         serve at the │
      │                         start, and   │
      │                         start a new  │
      │                         game after a │
      │                         win          │
      │   x                     short        │
      │              Esc: back               │
      └──────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func everyKeyRowFitsInsideTheFrameAt40Columns() {
    var help = SceneDriver(HelpScene(registry: Self.registry))
    for _ in 0..<40 {
      let canvas = help.render(Size(width: 40, height: 12))
      for line in canvas.lines().dropFirst().dropLast() {
        #expect(line.hasSuffix("│"), "a row runs over the frame: \(line)")
      }
      help.press(.down)
    }
  }
}
