import ArcadeKit
import Drawing
import TestSupport
import Testing

@testable import HolesGame

/// Holes as whole 80×24 frames: the start, rolling, and the game's end. Update with
/// `ARCADE_RECORD_SNAPSHOTS=1 swift test --filter ScreenSnapshotTests`, then read the diff.
@Suite struct ScreenSnapshotTests {
  static let size = Size(width: 80, height: 24)

  @Test func start() {
    let canvas = SceneDriver(HolesRenderingTests.scene()).render(Self.size)
    let expected = """
       HOLES  Score: 0  Balls: 3  Table 1/1: Original
               ┌ Ball in 3  Table 1: Original ──────────────────────────────┐
               │ ▶                                                          │
               │                                                            │
               │          ▄▄▄▄                                ▄▄▄▄          │
               │         ██████                              ██████         │
               │         ██████                              ██████         │
               │          ▀▀▀▀                                ▀▀▀▀          │
               │                                                            │
               │                                                            │
               │                            ▄▄▄▄                            │
               │                           ██████                           │
               │                           ██████                           │
               │                            ▀▀▀▀                            │
               │                                                            │
               │                                                            │
               │          ▄▄▄▄                                ▄▄▄▄          │
               │         ██████                              ██████         │
               │         ██████                              ██████         │
               │          ▀▀▀▀                                ▀▀▀▀          │
               │                                                        ▄██▄│
               │                                                        ▀██▀│
               └────────────────────────────────────────────────────────────┘
       Tilt: level   arrows tilt  Space level  P pause  ? keys  Esc back
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func rollingAfterTwoTilts() {
    var game = SceneDriver(HolesRenderingTests.scene())
    game.step(HolesBoard.countdownUpdates)
    game.press(.right, .down)
    game.step(45)
    let canvas = game.render(Self.size)
    let expected = """
       HOLES  Score: 0  Balls: 3  Table 1/1: Original
               ┌ Table 1: Original ─────────────────────────────────────────┐
               │ ▶                                                          │
               │                                                            │
               │          ▄▄▄                                 ▄▄▄▄          │
               │         █████▄                              ██████         │
               │         ██████                              █████▀         │
               │          ▀▀▀▀                                ▀▀▀           │
               │                                                            │
               │                                                            │
               │                            ▄▄▄▄                            │
               │                           ██████                           │
               │                           ██████                           │
               │                            ▀▀▀▀                            │
               │                                                            │
               │                                                            │
               │           ▄▄▄                                ▄▄▄▄          │
               │         ▄█████                              ██████         │
               │         ██████                              ▀█████         │
               │          ▀▀▀▀                                 ▀▀▀          │
               │                                                        ▄██▄│
               │                                                        ▀██▀│
               └────────────────────────────────────────────────────────────┘
       Tilt: →1 ↓1   arrows tilt  Space level  P pause  ? keys  Esc back
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func gameOver() {
    var game = SceneDriver(HolesRenderingTests.scene())
    // Aim at the middle hole again and again until the three balls are gone.
    let centre = MouseEvent(.press, x: Self.size.width / 2, y: Self.size.height / 2, screen: Self.size)
    for step in 0..<100_000 where game.scene.game.phase == .playing {
      if step % 30 == 0 { game.send(.mouse(centre)) }
      game.step()
    }
    #expect(game.scene.game.phase == .gameOver)
    let canvas = game.render(Self.size)
    let expected = """
       HOLES  Score: 0  Balls: 0  Table 1/1: Original
               ┌────────────────────────────────────────────────────────────┐
               │ ▶                                                          │
               │                                                            │
               │                                             ▄███▄          │
               │         ████▄                              ██████          │
               │        ██████▀                              ████▀          │
               │         ▀███▀                                              │
               │                                                            │
               │             ┌ GAME OVER ─────────────────────┐             │
               │             │         Final score: 0         │             │
               │             │ Reached table 1 of 1: Original │             │
               │             │                                │             │
               │             │    R: play again    q: back    │             │
               │             └────────────────────────────────┘             │
               │                                                            │
               │                                              ▄███▄         │
               │          ▄████                              ▄██████        │
               │          ██████                              ▀████         │
               │          ▀███▀                                             │
               │                                                        ▄██▄│
               │                                                        ▀██▀│
               └────────────────────────────────────────────────────────────┘
       Tilt: level   arrows tilt  Space level  P pause  ? keys  Esc back
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  /// The second after a lost ball says what comes next: a new ball on a level table.
  @Test func theHoldAfterALostBallSaysWhatComesNext() {
    var game = SceneDriver(HolesRenderingTests.scene())
    game.press(.up, .up, .up, .left, .left, .left)
    for _ in 0..<2000 where game.scene.game.ballsLeft == 3 { game.step() }
    game.step(10)
    let canvas = game.render(Self.size)
    let expected = """
       HOLES  Score: 0  Balls: 2  Table 1/1: Original
               ┌ Ball in 3  Ball lost! ─────────────────────────────────────┐
               │ ▶                                                          │
               │                                                            │
               │           ▄▄                                ▄▄█▄▄          │
               │         █████▄                              ██████         │
               │         ██████                              █████▀         │
               │         ▀▀██▀                                 ▀▀           │
               │                                                            │
               │                                                            │
               │                            ▄▄▄▄                            │
               │                           ██████                           │
               │                           ██████                           │
               │                            ▀▀▀▀                            │
               │                                                            │
               │                                                            │
               │           ▄▄                                 ▄██▄▄         │
               │         ▄█████                              ██████         │
               │         ██████                              ▀█████         │
               │          ▀▀█▀▀                                ▀▀           │
               │                                                        ▄██▄│
               │                                                        ▀██▀│
               └────────────────────────────────────────────────────────────┘
       Tilt: level   arrows tilt  Space level  P pause  ? keys  Esc back
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  /// Without colour (`--no-color`) holes, walls, felt, flag and ball each keep their own glyph.
  @Test func aWalledTableWithoutColour() {
    let tables = HolesTables(tables: [HolesTables.original, TestTables.walled])
    let scene = HolesScene(tables: HolesTables(tables: tables.tables, startIndex: 1), seed: 3)
    let canvas = SceneDriver(scene).render(
      Self.size, capabilities: Capabilities(unicode: true, colorDepth: .monochrome))
    let expected = """
       HOLES  Score: 0  Balls: 3  Table 2/2: Walled
               ┌ Ball in 3  Table 2: Walled ────────────────────────────────┐
               │·▶  ·   ·   ·   ·   ·   ·   · ##·   ·   ·   ·   ·   ·   ·   │
               │  ·   ·   ·   ·   ·   ·   ·   ##  ·   ·   ·   ·   ·   ·   · │
               │·   ·   ·   ·   ·   ·   ·   · ##·   ·   ·   ·   ·   ·   ·   │
               │  ·   ·   ·   ·   ·   ·   ·   ##  ·   ·   ·   ·   ·   ·   · │
               │·   ·   ·   ·   ·   ·   ·   · ##·   ·   ·   ·   ·   ·   ·   │
               │  ·   ·   ·   ·   ·   ·   ·   ##  ·   ·   ·   ·   ·   ·   · │
               │·   ·   ·   ·   ·   ·   ·   · ##·   ·   ·   ·   ·   ·   ·   │
               │  ·   ·   ·   ·   ·   ·   ·   ##  ·   ·   ·   ·   ·   ·   · │
               │·   ·   ·   ·   ·   ·   ·   · ##·   ·   ·   ·   ·   ·   ·   │
               │  ·   ███ ·   ·   ·   ·   ·   ##  ·   ·   ·   ·   ·   ·   · │
               │·   · ███   ·   ·   ·   ·   · ##·   ·   ·   ·   ·   ·   ·   │
               │  ·   ·   ·   ·   ·   ·   ·   ##  ·   ·   ·   ·   ·   ·   · │
               │·   ·   ·   ·   ·   ·   ·   · ##·   ·   ·   ·   ·   ·   ·   │
               │  ·   ·   ·   ·   ·   ·   ·   ##  ·   ·   ·   ·   ·   ·   · │
               │·   ·   ·   ·   ·   ·   ·   · ##·   ·   ·   ·   ·   ·   ·   │
               │  ·   ·   ·   ·   ·   ·   ·   ##  ·   ·   ·   ·   ·   ·   · │
               │·   ·   ·   ·   ·   ·   ·   · ##·   ·   ·   ·   ·   ·   ·   │
               │  ·   ·   ·   ·   ·   ·   ·   ##  ·   ·   ·   ·   · ▓▓▓▓  · │
               │·   ·   ·   ·   ·   ·   ·   · ##·   ·   ·   ·   ·   ▓▓▓▓·   │
               │  ·   ·   ·   ·   ·   ·   ·   ##  ·   ·   ·   ·   ·   ·   · │
               └────────────────────────────────────────────────────────────┘
       Tilt: level   arrows tilt  Space level  P pause  ? keys  Esc back
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }
}
