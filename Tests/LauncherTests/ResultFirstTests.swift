import ArcadeKit
import HolesGame
import Launcher
import Levels
import MazeGame
import Scores
import TestSupport
import Testing

/// One panel at a time: a finished game's result shows first, then the high-score prompt takes
/// its place (the game's own panel is no longer drawn under it).
@Suite struct ResultFirstTests {
  static let size = Size(width: 80, height: 24)

  /// A one-row maze: three taps right roll the ball to the goal in about a second.
  static let corridor = MazeLevel(
    name: "Corridor", width: 9, height: 1, cells: "#S....G.#".utf8.map { MazeLevel.Cell(rawValue: $0) ?? .wall })

  /// The start is on the top edge right of the flag; a big hole waits below it. One ball.
  static let flagThenHole = HolesTable(
    name: "Flag then hole", holes: [.init(x: 0.25, y: 0.6, radius: 100)], rotation: 0, balls: 1,
    start: .init(x: 0.25, y: 0.046875))

  static func keeper() -> ScoreKeeper {
    ScoreKeeper(store: .inMemory(), defaultName: "Player", gameOrder: ["maze", "holes"], boardTitles: { { $0 } })
  }

  @Test func mazeGoalShowsFirstThenTheNamePromptReplacesIt() throws {
    let stages = [MazeStage(maze: Self.corridor, label: "")]
    var play = StackPlay(try MazeGameScene(stages: stages, seed: 3), keeper: Self.keeper())
    play.press(.right, .right, .right)
    play.step(limit: 200) { $0.depth > 2 }
    let result = play.screen(Self.size)
    // The result alone first.
    let expectedResult = """
      Corridor                       Time 1.03 s  Par —   x ←[···|··●]→  y ↑[···●···]↓








                               ┌ Goal — Corridor ───────────┐
          ████████░░░░░░░░     │    Time 1.03 s   Par —     │▒▒▒▒▒        ████████
          ████████░░░S░░░░     │                            │⡆▒▒▒▒        ████████
          ████████░░░░░░░░     │        Well rolled!        │⠇▒▒▒▒        ████████
          ████████░░░░░░░░     │ Enter/Esc: back   R: again │▒▒▒▒▒        ████████
                               └────────────────────────────┘








      Goal!
      """
    #expect(TextSnapshot.difference(result, expectedResult) == nil, "\(result.plainText)")
    play.step(limit: 600) { _ in false }
    let prompt = play.screen(Self.size)
    // Then the prompt in its place: the "Goal" panel is gone, not drawn under it.
    let expectedPrompt = """
      Corridor                       Time 1.03 s  Par —   x ←[···|··●]→  y ↑[···●···]↓






                             ┌ New high score ───────────────┐
                             │        Maze — Corridor        │
                             │         Score: 1.03 s         │
          ████████░░░░░░░░   │                               │▒▒▒▒        ████████
          ████████░░░S░░░░   │          Your name:           │▒▒▒▒        ████████
          ████████░░░░░░░░   │ [ Player_                   ] │▒▒▒▒        ████████
          ████████░░░░░░░░   │                               │▒▒▒▒        ████████
                             │    Enter: save   Esc: skip    │
                             └───────────────────────────────┘







      Goal!
      """
    #expect(TextSnapshot.difference(prompt, expectedPrompt) == nil, "\(prompt.plainText)")
  }

  @Test func holesGameOverShowsFirstThenTheNamePromptReplacesIt() throws {
    var play = StackPlay(HolesScene(tables: HolesTables(tables: [Self.flagThenHole]), seed: 3), keeper: Self.keeper())
    play.press(.left, .left, .left)
    play.step(limit: 3000) { ($0.top as? HolesScene)?.score == 1 }
    play.press(.character(" "), .down, .down, .down)
    play.step(limit: 3000) { $0.depth > 2 }
    let result = play.screen(Self.size)
    // The result alone first.
    let expectedResult = """
       HOLES  Score: 1  Balls: 0  Table 1/1: Flag then hole
               ┌────────────────────────────────────────────────────────────┐
               │ ▶           ▄██▄                                           │
               │             ▀██▀                                           │
               │                                                            │
               │                                                            │
               │                                                            │
               │                                                            │
               │        ▄▄██████████▄▄                                      │
               │      ▄███┌ GAME OVER ───────────────────────────┐          │
               │    ▄█████│            Final score: 1            │          │
               │   ▄██████│ Reached table 1 of 1: Flag then hole │          │
               │   ███████│                                      │          │
               │   ███████│       R: play again    q: back       │          │
               │   ███████└──────────────────────────────────────┘          │
               │   ████████████████████████                                 │
               │   ▀██████████████████████▀                                 │
               │    ▀████████████████████▀                                  │
               │      ▀████████████████▀                                    │
               │        ▀▀██████████▀▀                                      │
               │                                                            │
               │                                                            │
               └────────────────────────────────────────────────────────────┘
       Tilt: level   arrows tilt  Space level  P pause  ? keys  Esc back
      """
    #expect(TextSnapshot.difference(result, expectedResult) == nil, "\(result.plainText)")
    play.step(limit: 600) { _ in false }
    let prompt = play.screen(Self.size)
    // Then the prompt in its place: the "GAME OVER" panel is gone, not drawn under it.
    let expectedPrompt = """
       HOLES  Score: 1  Balls: 0  Table 1/1: Flag then hole
               ┌────────────────────────────────────────────────────────────┐
               │ ▶           ▄██▄                                           │
               │             ▀██▀                                           │
               │                                                            │
               │                                                            │
               │                                                            │
               │             ┌ New high score ───────────────┐              │
               │        ▄▄███│             Holes             │              │
               │      ▄██████│           Score: 1            │              │
               │    ▄████████│                               │              │
               │   ▄█████████│          Your name:           │              │
               │   ██████████│ [ Player_                   ] │              │
               │   ██████████│                               │              │
               │   ██████████│    Enter: save   Esc: skip    │              │
               │   ██████████└───────────────────────────────┘              │
               │   ▀██████████████████████▀                                 │
               │    ▀████████████████████▀                                  │
               │      ▀████████████████▀                                    │
               │        ▀▀██████████▀▀                                      │
               │                                                            │
               │                                                            │
               └────────────────────────────────────────────────────────────┘
       Tilt: level   arrows tilt  Space level  P pause  ? keys  Esc back
      """
    #expect(TextSnapshot.difference(prompt, expectedPrompt) == nil, "\(prompt.plainText)")
  }
}

/// The beat between a game's result and the score flow's next screen.
@Suite struct ResultBeatSceneTests {
  static let next: [Command] = [.push(NoticeScene(title: "Next", lines: []))]

  static func pushedNext(_ commands: [Command]) -> Bool {
    guard commands.count == 2, case .pop = commands[0], case .push(let scene) = commands[1] else { return false }
    return scene is NoticeScene
  }

  @Test func theNextScreenComesAfterTheBeatOnItsOwn() {
    var beat = SceneDriver(ResultBeatScene(then: Self.next))
    beat.step(ResultBeatScene.beatSteps - 1)
    #expect(beat.commands.isEmpty)
    beat.step()
    #expect(Self.pushedNext(beat.commands))
  }

  @Test func keysStillPressedFromPlayAreSwallowedThenAKeyBringsTheNextScreen() {
    var beat = SceneDriver(ResultBeatScene(then: Self.next))
    beat.press(.right, .character("a"), .enter, .escape)
    beat.step(ResultBeatScene.settleSteps)
    #expect(beat.commands.isEmpty)
    beat.press(.character("a"))
    #expect(Self.pushedNext(beat.commands), "the key only brings the next screen: it is not passed on")
  }

  @Test func theArcadeClosingDuringTheBeatStillSavesThePromptsScore() {
    let submission = ScoreSubmission(game: "holes", board: "holes", boardTitle: "Holes", score: 3, seed: 1)
    var beat = ResultBeatScene(then: [.push(NameEntryScene(submission: submission, name: "Ann"))])
    let saved = beat.handle(.closing).compactMap { command -> String? in
      if case .perform(.submitScore(let named)) = command { return named.playerName }
      return nil
    }
    #expect(saved == ["Ann"])
  }

  @Test func aFinishedGamesScoreWaitsBehindTheBeatButTheNamedAnswerDoesNot() {
    let keeper = ResultFirstTests.keeper()
    var submission = ScoreSubmission(game: "holes", board: "holes", boardTitle: "Holes", score: 3, seed: 1)
    guard case .push(let first)? = keeper.handle(submission).first else { Issue.record("nothing pushed"); return }
    #expect(first is ResultBeatScene)
    submission.playerName = "Ann"
    submission.resultShown = true
    guard case .push(let board)? = keeper.handle(submission).first else { Issue.record("nothing pushed"); return }
    #expect(board is ScoreBoardScene)
  }
}

/// A game on a stack driven as the Runner drives it: keys to the top scene, steps while it
/// animates, scores handed to a `ScoreKeeper` whose commands go back on the stack.
struct StackPlay {
  /// The screen under the game: the menu in the arcade.
  struct Below: Scene {
    mutating func handle(_ event: InputEvent) -> [Command] { [] }
    func render(into canvas: inout Canvas) {}
  }

  var stack: SceneStack
  let keeper: ScoreKeeper

  init(_ game: any Scene, keeper: ScoreKeeper) {
    stack = SceneStack(root: Below())
    self.keeper = keeper
    apply([.push(game)])
  }

  /// Applies commands as the Runner does; a score goes to the keeper.
  mutating func apply(_ commands: [Command]) {
    for command in commands {
      if case .effect(.submitScore(let submission)) = stack.apply(command) { apply(keeper.handle(submission)) }
    }
  }

  mutating func press(_ keys: Key...) {
    for key in keys { apply(stack.handle(.key(key))) }
  }

  /// Steps the top scene while it animates, until `done` or `limit` steps.
  mutating func step(limit: Int, until done: (SceneStack) -> Bool) {
    for _ in 0..<limit where stack.top.isAnimating && !done(stack) { apply(stack.step()) }
  }

  func screen(_ size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    stack.render(into: &canvas)
    return canvas
  }
}
