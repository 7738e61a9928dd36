import ArcadeKit
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
               ┌────────────────────────────────────────────────────────────┐
               │ ▶                                                          │
               │                                                            │
               │         ⢀⡤⠖⠲⢤⡀                              ⢀⡤⠖⠲⢤⡀         │
               │        ⢠⠃ ▄▄ ⠘⡄                            ⢠⠃ ▄▄ ⠘⡄        │
               │        ⠘⡄ ▀▀ ⢠⠃                            ⠘⡄ ▀▀ ⢠⠃        │
               │         ⠈⠓⠦⠴⠚⠁                              ⠈⠓⠦⠴⠚⠁         │
               │                                                            │
               │                                                            │
               │                           ⢀⡤⠖⠲⢤⡀                           │
               │                          ⢠⠃ ▄▄ ⠘⡄                          │
               │                          ⠘⡄ ▀▀ ⢠⠃                          │
               │                           ⠈⠓⠦⠴⠚⠁                           │
               │                                                            │
               │                                                            │
               │         ⢀⡤⠖⠲⢤⡀                              ⢀⡤⠖⠲⢤⡀         │
               │        ⢠⠃ ▄▄ ⠘⡄                            ⢠⠃ ▄▄ ⠘⡄        │
               │        ⠘⡄ ▀▀ ⢠⠃                            ⠘⡄ ▀▀ ⢠⠃        │
               │         ⠈⠓⠦⠴⠚⠁                              ⠈⠓⠦⠴⠚⠁         │
               │                                                        ▄██▄│
               │                                                        ▀██▀│
               └────────────────────────────────────────────────────────────┘
       Tilt: level   arrows tilt  Space level  P pause  ? keys  Esc back
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func rollingAfterTwoTilts() {
    var game = SceneDriver(HolesRenderingTests.scene())
    game.press(.right, .down)
    game.step(45)
    let canvas = game.render(Self.size)
    let expected = """
       HOLES  Score: 0  Balls: 3  Table 1/1: Original
               ┌────────────────────────────────────────────────────────────┐
               │ ▶                                                          │
               │                                                            │
               │         ⢀⡤⠤⠤⢄                               ⣠⠖⠒⠒⠢⡀         │
               │        ⢠⠋ ▄▄ ⢱                             ⢰⠁ ▄▄ ⢸         │
               │        ⠸⡀ ▀▀ ⢸                             ⠘⣄ ▀▀ ⡸         │
               │         ⠙⠦⠤⠤⠔⠁                              ⠈⠓⠒⠒⠊          │
               │                                                            │
               │                                                            │
               │                           ⢀⡤⠖⠲⢤⡀                           │
               │                          ⢠⠃ ▄▄ ⠘⡄                          │
               │                          ⠘⡄ ▀▀ ⢠⠃                          │
               │                           ⠈⠓⠦⠴⠚⠁                           │
               │                                                            │
               │                                                            │
               │          ⡠⠤⠤⢤⡀                              ⢀⠔⠒⠒⠲⣄         │
               │         ⡎ ▄▄ ⠙⡄                             ⡇ ▄▄ ⠈⡆        │
               │         ⡇ ▀▀ ⢀⠇                             ⢇ ▀▀ ⣠⠃        │
               │         ⠈⠢⠤⠤⠴⠋                               ⠑⠒⠒⠚⠁         │
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
    for step in 0..<100_000 where game.scene.phase == .playing {
      if step % 30 == 0 { game.send(.mouse(centre)) }
      game.step()
    }
    #expect(game.scene.phase == .gameOver)
    let canvas = game.render(Self.size)
    let expected = """
       HOLES  Score: 0  Balls: 0  Table 1/1: Original
               ┌────────────────────────────────────────────────────────────┐
               │ ▶                                                          │
               │                                                            │
               │          ⣀⣀⡀                               ⣠⠊⠉⠉⠉⠳⡀         │
               │        ⢠⠋⠁ ⠈⠱⡄                             ⡇ ██  ⡣         │
               │        ⡇ ▀█  ⡱                             ⠑⣄⡀ ⢀⡰⠃         │
               │        ⠘⢄⣀ ⣀⡴⠁                               ⠉⠉⠁           │
               │           ⠉                                                │
               │             ┌ GAME OVER ─────────────────────┐             │
               │             │         Final score: 0         │             │
               │             │ Reached table 1 of 1: Original │             │
               │             │                                │             │
               │             │    R: play again    q: back    │             │
               │             └────────────────────────────────┘             │
               │                                                ⣀           │
               │           ⢀⣀⣀                               ⢀⠞⠉ ⠉⠑⡄        │
               │         ⢠⠎⠁ ⠈⠙⢄                             ⢎  █▄ ⢸        │
               │         ⢪  ██ ⢸                             ⠘⢆⡀ ⢀⣠⠃        │
               │         ⠈⢦⣀⣀⣀⡠⠋                               ⠈⠉⠉          │
               │                                                        ▄██▄│
               │                                                        ▀██▀│
               └────────────────────────────────────────────────────────────┘
       Tilt: ←3 ↑2   arrows tilt  Space level  P pause  ? keys  Esc back
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }
}
