import ArcadeKit
import Drawing
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
    var play = StackPlay(try MazeScene(mazes: [Self.corridor], seed: 3), keeper: Self.keeper())
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
    play.step(limit: 3000) { ($0.top as? HolesScene)?.game.score == 1 }
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
@Suite struct ScoreFlowBeatTests {
  static let submission = ScoreSubmission(game: "holes", board: "holes", boardTitle: "Holes", score: 3, seed: 1)

  /// Whether `commands` ask the score file what the score means (the beat is over).
  static func checks(_ commands: [Command]) -> Bool {
    commands.count == 1 && commands[0].asks(CheckScore.self) != nil
  }

  @Test func theNextScreenComesAfterTheBeatOnItsOwn() {
    var beat = SceneDriver(ScoreFlowScene(submission: Self.submission))
    beat.step(ScoreFlowScene.beatSteps - 1)
    #expect(beat.commands.isEmpty)
    beat.step()
    #expect(Self.checks(beat.commands))
  }

  @Test func keysStillPressedFromPlayAreSwallowedThenAKeyBringsTheNextScreen() {
    var beat = SceneDriver(ScoreFlowScene(submission: Self.submission))
    beat.press(.right, .character("a"), .enter, .escape)
    beat.step(ScoreFlowScene.settleSteps)
    #expect(beat.commands.isEmpty)
    beat.press(.character("a"))
    #expect(Self.checks(beat.commands), "the key only brings the next screen: it is not passed on")
  }

  @Test func theArcadeClosingDuringTheBeatStillHandsTheScoreOver() {
    var beat = ScoreFlowScene(submission: Self.submission)
    let saved = beat.handle(.closing).compactMap { command -> String? in
      if case .perform(.submitScore(let named)) = command { return named.playerName }
      return nil
    }
    #expect(saved == [""], "empty: the name the prompt would have offered")
  }

  @Test func aFinishedGamesScoreWaitsBehindTheBeatButTheNamedAnswerDoesNot() {
    let keeper = ResultFirstTests.keeper()
    var submission = Self.submission
    guard case .push(let first)? = keeper.flow(for: submission).first, let flow = first as? ScoreFlowScene else {
      Issue.record("no flow pushed")
      return
    }
    guard case .beat = flow.state else {
      Issue.record("no beat first")
      return
    }
    submission.playerName = "Ann"
    submission.resultShown = true
    var named = SceneDriver(ScoreFlowScene(submission: submission))
    named.step()
    guard let saved = named.commands.first?.asks(SaveScore.self) else {
      Issue.record("not saved at once")
      return
    }
    #expect(saved.submission.playerName == "Ann")
  }
}

/// A game on a stack driven as the Runner drives it: keys to the top scene, steps while it
/// animates, scores handed to a `ScoreKeeper` whose commands go back on the stack and whose
/// answers go back to the scene that asked.
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
    apply([.push(game)], from: stack.topID)
  }

  /// Applies commands from the scene `requester` as the Runner does; a score goes to the keeper.
  mutating func apply(_ commands: [Command], from requester: Int) {
    for command in commands {
      switch stack.apply(command) {
      case .effect(.submitScore(let submission)):
        apply(keeper.flow(for: submission), from: requester)
      case .effect(.request(let asked)):
        guard let answer = keeper.reply(to: asked) else { break }
        apply(stack.handle(answer, sceneID: requester) ?? [], from: requester)
      default:
        break
      }
    }
  }

  mutating func press(_ keys: Key...) {
    for key in keys { apply(stack.handle(.key(key)), from: stack.topID) }
  }

  /// Steps the top scene while it animates, until `done` or `limit` steps.
  mutating func step(limit: Int, until done: (SceneStack) -> Bool) {
    for _ in 0..<limit where stack.top.isAnimating && !done(stack) { apply(stack.step(), from: stack.topID) }
  }

  func screen(_ size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    stack.render(into: &canvas)
    return canvas
  }
}
