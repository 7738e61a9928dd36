import ArcadeKit
import BallsGame
import Drawing
import TestSupport
import Testing

/// Rendered frames compared with literal text and colour masks.
@Suite struct SnapshotTests {
  /// Level 3's numbers, seed 7: started, 20 updates, the cross-hair moved, then (if `fire`)
  /// fired and run for `after` more updates.
  func runningGame(fire: Bool, after: Int = 0) -> SceneDriver<BallsScene> {
    var game = SceneDriver(BallsScene(levels: TestLevels.list([(8, 4)]), seed: 7))
    game.press(.enter)
    game.step(20)
    game.press(.right, .right, .right, .up)
    if fire {
      game.press(.character(" "))
      game.step(after)
    }
    return game
  }

  /// One letter per cell: the colour shown, `.` for default-coloured glyphs, space for blanks.
  func colourMask(_ canvas: Canvas) -> [String] {
    canvas.mask { cell in
      if cell.scalar == " " && cell.style.background == .default { return " " }
      switch cell.style.foreground {
      case .brightRed: return "r"
      case .brightGreen: return "g"
      case .brightBlue: return "b"
      case .brightCyan: return "c"
      case .brightYellow: return "y"
      case .brightMagenta: return "m"
      case .brightWhite: return "w"
      default: return "."
      }
    }
  }

  @Test func crossHairFrameAt40x12() {
    let canvas = runningGame(fire: false).render(Size(width: 40, height: 12))
    let expected = """
           ┌───────────────────────────┐
           │     ▄                ▄    │
           │     ▀                     │
           │              ▀        ▄   │
           │             ⢀⠖│⠲⡄ ▄       │
           │             ⠘─+─⠃         │
           │               │           │
           │                           │
           │   ▀          ▄            │
           │                           │
           └───────────────────────────┘
      Level 1 — Test 1           Score 0   0/4
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil)
  }

  @Test func explosionFrameAt40x12WithColourMask() {
    let game = runningGame(fire: true, after: 40)
    let canvas = game.render(Size(width: 40, height: 12))
    let expected = """
           ┌───────────────────────────┐
           │   ▀       ▄        ▀      │
           │                     ▄     │
           │                 ▄         │
           │               ▄           │
           │               ▀▀          │
           │                           │
           │ ▀         ▄               │
           │                           │
           │                           │
           └───────────────────────────┘
      Level 1 — Test 1           Score 0   0/4
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil)
    let mask = """
           .............................
           .   m       g        y      .
           .                     g     .
           .                 c         .
           .               r           .
           .               rr          .
           .                           .
           . r         r               .
           .                           .
           .                           .
           .............................
      ..... . . .... .           ..... .   ...
      """
    #expect(TextSnapshot.difference(lines: colourMask(canvas), mask) == nil)
  }

  @Test func asciiMonochromeFrameKeepsBallsAndExplosionsDistinct() {
    let canvas = runningGame(fire: true, after: 40).render(
      Size(width: 40, height: 12), capabilities: .minimal)
    let expected = """
           +---------------------------+
           |   o       %        *      |
           |                     %     |
           |                 $         |
           |               #           |
           |               ##          |
           |                           |
           | @         @               |
           |                           |
           |                           |
           +---------------------------+
      Level 1 - Test 1           Score 0   0/4
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil)
  }

  @Test func waitingFrameAt40x12() {
    let canvas = SceneDriver(BallsScene(levels: TestLevels.list([(8, 4)]), seed: 7))
      .render(Size(width: 40, height: 12))
    let expected = """
           ┌───────────────────────────┐
           │                           │
           │                           │
         ┌ Test 1 ────────────────────────┐
         │  Level 1: remove 4 of 8 balls  │
         │ with ONE explosion: every ball │
         │  it touches explodes in turn.  │
         │  Press Space to start level 1  │
         └────────────────────────────────┘
           │                           │
           └───────────────────────────┘
      Level 1 — Test 1                 Score 0
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil)
  }
}
