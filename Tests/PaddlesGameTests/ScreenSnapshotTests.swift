import ArcadeKit
import Drawing
import TestSupport
import Testing

@testable import PaddlesGame

/// Paddles as whole 80×24 frames: ready, in play, and over. Update with
/// `ARCADE_RECORD_SNAPSHOTS=1 swift test --filter ScreenSnapshotTests`, then read the diff.
@Suite struct ScreenSnapshotTests {
  static let size = Size(width: 80, height: 24)

  @Test func twoPlayersReady() {
    let canvas = PanelAndRestartTests.scene(players: 2).render(Self.size)
    let expected = """
      Player 1 [W/S]: 0         P pause • ? help • Esc leave         Player 2 [↑/↓]: 0
              ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄
                                              ┊
                                        █▀█   ┊   █▀█
                                        █ █   ┊   █ █
                                        ▀▀▀   ┊   ▀▀▀
                                              ┊
                                   ┌ Classic ───────────┐
                                   │       Ready?       │
                                   │                    │
                       ▄▄          │   Player 1: W/S    │          ▄▄
                       ██          │   Player 2: ↑/↓    │          ██
                       ██          │  First to 1 wins   │          ██
                       ██          │                    │          ██
                       ▀▀          │ Space/click: serve │          ▀▀
                                   │     Esc: leave     │
                                   └────────────────────┘
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
              ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func againstTheComputerInPlay() {
    var game = PanelAndRestartTests.scene(players: 1)
    game.press(.character(" "))
    game.step(40)
    let canvas = game.render(Self.size)
    let expected = """
      Player 1 [W/S ↑/↓]: 0     P pause • ? help • Esc leave      Computer (normal): 0
              ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄
                                              ┊
                                        █▀█   ┊   █▀█
                                        █ █   ┊   █ █
                                        ▀▀▀   ┊   ▀▀▀
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                       ▄▄                     ┊                    ▄▄
                       ██                     ┊⢀⣀⡀                 ██
                       ██                     ┊⠸⠿⠇                 ██
                       ██                     ┊                    ██
                       ▀▀                     ┊                    ▀▀
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
              ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func twoPlayersOver() {
    let canvas = PanelAndRestartTests.over(players: 2).render(Self.size)
    let expected = """
      Player 1 [W/S]: 1         P pause • ? help • Esc leave         Player 2 [↑/↓]: 0
              ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄
                                              ┊
                                        ▄█    ┊   █▀█
                                         █    ┊   █ █
                                        ▀▀▀   ┊   ▀▀▀
                                              ┊
                                              ┊
                                 ┌ Game over ────────────┐
                                 │    Player 1 wins!     │
                       ▄▄        │         1 — 0         │         ▄▄
                       ██        │                       │         ██
                       ██        │ Space/click: new game │         ██
                       ██        │      Esc: leave       │         ██
                       ▀▀        └───────────────────────┘         ▀▀
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
                                              ┊
              ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func againstTheComputerAt40x12KeepsBothScores() {
    var game = PanelAndRestartTests.scene(players: 1)
    game.press(.character(" "))
    game.step(40)
    let canvas = game.render(Size(width: 40, height: 12))
    let expected = """
      Player 1: 0         Computer (normal): 0
            ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄
                          ┊
                    █▀█   ┊   █▀█
                    █ █   ┊   █ █
                ▄   ▀▀▀   ┊   ▀▀▀  ▄
                █         ⠰⠆       █
                ▀         ┊        ▀
                          ┊
                          ┊
                          ┊
            ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func theSquarePuckUpClose() {
    var game = PanelAndRestartTests.scene(players: 2)
    game.press(.character(" "))
    game.step(40)
    let canvas = game.render(Size(width: 120, height: 40))
    let expected = """
      Player 1 [W/S]: 0                             P pause • ? help • Esc leave                             Player 2 [↑/↓]: 0
          ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄
                                                                  ┊
                                                            █▀█   ┊   █▀█
                                                            █ █   ┊   █ █
                                                            ▀▀▀   ┊   ▀▀▀
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                         ████                                     ┊                                    ████
                         ████                                     ┊                                    ████
                         ████                                     ┊  ⣤⣤⣤⡄                              ████
                         ████                                     ┊  ⣿⣿⣿⡇                              ████
                         ████                                     ┊  ⠉⠉⠉⠁                              ████
                         ████                                     ┊                                    ████
                         ████                                     ┊                                    ████
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
                                                                  ┊
          ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func aPointFlashesTheField() {
    let driver = CueTests.justAfterAPoint()
    let canvas = driver.render(Size(width: 40, height: 12))
    let expected = """
      Player 1 [W/S]: 1      Player 2 [↑/↓]: 0
            ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄
            ░░░░░░░░░░░░░░┊░░░░░░░░░░░░░
            ░░░░░░░░▄█░░░░┊░░░█▀█░░░░░░░
            ░░░░░░░░░█░░░░┊░░░█░█░░░░░░░
            ░░░░▄░░░▀▀▀░░░┊░░░▀▀▀░░▄░░░░
            ░░░░█░░░░░░░░░┊░░░░░░░░█░░░░
            ░░░░▀░░░░░░░░░┊░░░░░░░░▀░░░░
            ░░░░░░░░░░░░░⢠⡄░░░░░░░░░░░░░
            ░░░░░░░░░░░░░░┊░░░░░░░░░░░░░
            ░░░░░░░░░░░░░░┊░░░░░░░░░░░░░
            ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func theMenuChoosesFirstToN() {
    var menu = SceneDriver(PaddlesMenuScene(arenas: [.classic], options: PaddlesOptions(seed: 1)))
    menu.press(.up, .right, .right)
    let canvas = menu.render(Self.size)
    let expected = """






                      ┌ Paddles ────────────────────────────────────┐
                      │       Players: ← 1 player vs computer →     │
                      │            Difficulty: ← normal →           │
                      │              Arena: ← Classic →             │
                      │              ▶ First to: ← 7 →              │
                      │                     Start                   │
                      │       Host a network match (port 4321)      │
                      │          Join at: (type an address)         │
                      │                                             │
                      │ ↑↓ choose  ←→ change  Enter start  Esc back │
                      └─────────────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }
}
