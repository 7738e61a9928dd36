import ArcadeKit
import Drawing
import FoundationEssentials
import Scores
import TestSupport
import Testing

@testable import Launcher

/// The launcher's screens as whole 80×24 frames (the name entry's is in `NameEntrySceneTests`).
/// Update with `ARCADE_RECORD_SNAPSHOTS=1 swift test --filter ScreenSnapshotTests`, then read the diff.
@Suite struct ScreenSnapshotTests {
  static let size = Size(width: 80, height: 24)
  static let registry = GameRegistry([CounterGameScene.entry()])

  @Test func menu() {
    let menu = MenuScene(
      registry: Self.registry, context: LaunchContext(), settings: DisplaySettings(), seed: 1, showsScores: true)
    let canvas = SceneDriver(menu).render(Self.size)
    let expected = """


                                        A R C A D E
                          one small physics game for your terminal



                ▶ Counter      counts its own steps

                  Watch        the best replays, or the computer playing

                  High scores  the best runs of every game

                  Settings     colour, background, ASCII, sounds

                  Help         keys for everything

                  Quit





                 ↑↓/jk/ws choose   Enter start   E edit   ? help   Esc quit
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func help() {
    let canvas = SceneDriver(HelpScene(registry: Self.registry)).render(Self.size)
    let expected = """
      ┌ Help ────────────────────────────────────────────────────────────────────────┐
      │ Everywhere                                                                   │
      │   arrows / hjkl / WASD  move, choose                                         │
      │   Enter / Space         choose, fire, confirm                                │
      │   ? F1                  help for the current screen                          │
      │   P                     pause a game                                         │
      │   Esc Q                 back (asks first while a game runs)                  │
      │   Ctrl-C                quit at once, terminal restored                      │
      │   mouse                 click to choose, aim or tilt                         │
      │                                                                              │
      │ Menu                                                                         │
      │   Enter                 start the chosen game or screen                      │
      │   E                     edit a new level of the chosen game (not over SSH)   │
      │   Esc Q                 quit the arcade                                      │
      │                                                                              │
      │ Counter                                                                      │
      │   b                     beep                                                 │
      │   w                     write a file                                         │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                  Esc: back                                   │
      └──────────────────────────────────────────────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func settings() {
    let canvas = SceneDriver(SettingsScene(settings: DisplaySettings())).render(Self.size)
    let expected = """
      ┌ Settings ────────────────────────────────────────────────────────────────────┐
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                     ▶ Characters    ← Unicode →                              │
      │                                                                              │
      │                       Colour        ← on →                                   │
      │                                                                              │
      │                       Background    ← auto (dark) →                          │
      │                                                                              │
      │                       Sounds        ← off →                                  │
      │                                                                              │
      │                       Motion        ← full →                                 │
      │                                                                              │
      │                       Screen        ← drawn →                                │
      │                                                                              │
      │                       Key repeat    ← as the terminal sends →                │
      │                                                                              │
      │                       Game speed    ← full →                                 │
      │                                                                              │
      │                       Keys          ← qwerty →                               │
      │                                                                              │
      │                    ↑↓ choose   ←→/Enter change   Esc back                    │
      └──────────────────────────────────────────────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func scoreBoardWithTheNewEntryHighlighted() {
    let when = Date(timeIntervalSince1970: 1_795_315_963)  // 2026-11-22
    let board = ScoreBoard(
      ordering: .higherIsBetter,
      entries: [
        ScoreEntry(name: "Ada", score: 137, level: 10, date: when, seed: 1),
        ScoreEntry(name: "Grace", score: 90, level: 7, date: when, seed: 2),
        ScoreEntry(name: "Alan", score: 12, level: 2, date: when, seed: 3),
      ])
    let scene = ScoreBoardScene(
      ShownScoreBoard(title: "Balls", board: board, highlightRank: 2, message: "Your run of 90 is 2nd"))
    let canvas = SceneDriver(scene).render(Self.size)
    let expected = """






                        ┌ Balls ───────────────────────────────────┐
                        │          Your run of 90 is 2nd           │
                        │                                          │
                        │  #  Name   Score  Level  Date            │
                        │  1  Ada      137  10     2026-11-22      │
                        │▶ 2  Grace     90  7      2026-11-22      │
                        │  3  Alan      12  2      2026-11-22      │
                        │                                          │
                        │                                          │
                        │              Press any key               │
                        └──────────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func noticeOverTheMenu() {
    var canvas = Canvas(size: Self.size)
    NoticeScene(title: "Cannot start Counter", lines: ["levels/counter/01.level:3:7: expected a number"])
      .render(into: &canvas)
    let expected = """









                     ┌ Cannot start Counter ──────────────────────────┐
                     │ levels/counter/01.level:3:7: expected a number │
                     │                                                │
                     │                 Press any key                  │
                     └────────────────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }
}
