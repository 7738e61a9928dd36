import ArcadeKit
import BallsGame
import Drawing
import Physics
import TestSupport
import Testing

/// The game around the rules: starting levels, firing, results, runs, pauses and leaving.
@Suite struct BallsSceneTests {
  /// A scene over hand-made levels, already showing its first level's start message.
  func driver(_ levels: [(balls: Int, target: Int)], seed: UInt64 = 7, start: Int = 0)
    -> SceneDriver<BallsScene>
  {
    SceneDriver(BallsScene(levels: TestLevels.list(levels), startIndex: start, seed: seed))
  }

  /// Steps until the level ends (or a generous limit).
  func finishLevel(_ driver: inout SceneDriver<BallsScene>) {
    var steps = 0
    while driver.scene.game.phase == .playing && steps < 5000 {
      driver.step()
      steps += 1
    }
  }

  /// Fires at the field corner farthest from every ball, which cannot reach any of them.
  func fireFarFromBalls(_ driver: inout SceneDriver<BallsScene>) throws {
    let world = try #require(driver.scene.game.world)
    let field = BallsWorld.standardField
    let corners = [
      Vector2(x: 0, y: 0), Vector2(x: field.maxX - 1, y: 0), Vector2(x: 0, y: field.maxY - 1),
      Vector2(x: field.maxX - 1, y: field.maxY - 1),
    ]
    let corner = try #require(
      corners.max { a, b in
        world.balls.map { ($0.position - a).length }.min() ?? 0
          < world.balls.map { ($0.position - b).length }.min() ?? 0
      })
    driver.send(.mouse(MouseEvent(.press, x: 0, y: 0, screen: Size(width: 80, height: 24))))
    // A click on the frame is outside the field and must not fire.
    #expect(driver.scene.game.world?.hasFired == false)
    driver.scene.game.fire(at: corner)
    #expect(driver.scene.game.world?.hasFired == true)
  }

  // MARK: - Starting

  @Test func levelStartCreatesExactlyItsBallsInsideTheFieldHeadingUpLeft() {
    var game = driver([(15, 7)])
    #expect(game.scene.game.phase == .waiting)
    #expect(game.scene.game.world == nil)
    game.press(.character(" "))
    #expect(game.scene.game.phase == .playing)
    let balls = game.scene.game.world?.balls ?? []
    #expect(balls.count == 15)
    #expect(balls.allSatisfy { BallsWorld.standardField.contains($0.position) })
    #expect(balls.allSatisfy { $0.velocity == Vector2(x: -1, y: -1) })
  }

  @Test func sameSeedGivesTheSameLevel() {
    var first = driver([(30, 17)], seed: 42)
    var second = driver([(30, 17)], seed: 42)
    first.press(.enter)
    second.press(.enter)
    #expect(first.scene.game.world?.balls == second.scene.game.world?.balls)
  }

  @Test func waitingIsStillAndPlayingMoves() {
    var game = driver([(4, 1)])
    #expect(!game.scene.isAnimating)
    #expect(game.scene.stepsPerSecond == 15)
    game.press(.enter)
    #expect(game.scene.isAnimating)
  }

  // MARK: - Firing

  @Test func spaceFiresAtTheCrossHairOnce() {
    var game = driver([(4, 1)])
    game.startLevelAndWatch()
    game.press(.character(" "))
    let center = BallsWorld.standardField.center
    #expect(game.scene.game.world?.explosions.first?.center == center)
    game.press(.left, .left)
    game.press(.enter)
    #expect(game.scene.game.world?.explosions.count == 1)
    #expect(game.scene.game.crossHair.position == center)
  }

  @Test func heldKeyMovesTheCrossHairFaster() {
    var game = driver([(4, 1)])
    game.press(.enter)
    // Four repeats within one update: 1, 1.5, 2 and 2.5 times the 8-unit horizontal stride.
    game.press(.right, .right, .right, .right)
    #expect(game.scene.game.crossHair.position.x == 240 + 56)
    // After a pause the stride is back to a single step; letters move too.
    game.step(3)
    game.press(.character("l"))
    #expect(game.scene.game.crossHair.position.x == 240 + 64)
    game.press(.character("k"))
    #expect(game.scene.game.crossHair.position.y == 160 - 16)
  }

  @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 60)])
  func everyPressMovesTheDrawnCrossHair(screen: Size) {
    // The first press of a key shows in the next frame: it always reaches another cell.
    let field = BallsWorld.standardField
    let viewport = BallsLayout(size: screen, field: field).viewport
    for x in stride(from: 40.0, through: 440, by: 7) {
      for y in stride(from: 40.0, through: 280, by: 11) {
        for direction in [Direction.up, .down, .left, .right] {
          var crossHair = CrossHair(position: Vector2(x: x, y: y))
          let before = viewport.cell(x: x, y: y)
          crossHair.move(direction, atUpdate: 0, in: field)
          let after = viewport.cell(x: crossHair.position.x, y: crossHair.position.y)
          #expect(before != after, "\(direction) from (\(x), \(y)) at \(screen)")
        }
      }
    }
  }

  @Test func mouseClickFiresAtTheClickedPoint() throws {
    var game = driver([(4, 1)])
    game.startLevelAndWatch()
    let screen = Size(width: 80, height: 24)
    let layout = BallsLayout(size: screen, field: BallsWorld.standardField)
    let cell = layout.fieldCells
    let expected = try #require(
      layout.worldPoint(column: cell.x + 5, row: cell.y + 3, field: BallsWorld.standardField))
    game.send(.mouse(MouseEvent(.press, x: cell.x + 5, y: cell.y + 3, screen: screen)))
    #expect(game.scene.game.world?.explosions.map(\.center) == [expected])
  }

  // MARK: - Results

  @Test func removingTheTargetPassesAndTheNextLevelBecomesCurrent() throws {
    var game = driver([(1, 1), (4, 2)])
    game.startLevelAndWatch()
    let ball = try #require(game.scene.game.world?.balls.first)
    // The ball moves one unit per axis before the spark's first check: still within 2 + 4.
    game.scene.game.fire(at: ball.position)
    finishLevel(&game)
    #expect(game.scene.game.phase == .waiting)
    #expect(game.scene.game.lastResult?.passed == true)
    #expect(game.scene.game.levelIndex == 1)
    #expect(game.scene.game.run.score == 1)
    #expect(game.scene.game.world == nil)
    #expect(game.commands.isEmpty)
  }

  @Test func fallingShortSaysOopsAndRepeatsTheLevel() throws {
    var game = driver([(1, 1), (4, 2)])
    game.startLevelAndWatch()
    try fireFarFromBalls(&game)
    finishLevel(&game)
    #expect(game.scene.game.lastResult == LevelResult(number: 1, removed: 0, target: 1, balls: 1))
    #expect(game.scene.game.levelIndex == 0)
    let screen = game.render(Size(width: 80, height: 24))
    #expect(TextSnapshot.contains(screen, "Oops. Try again!"))
    #expect(TextSnapshot.contains(screen, "Press Space to start level 1"))
    #expect(!game.scene.isAnimating)
  }

  @Test func passingTheLastLevelClearsTheGameAndEndsTheRun() throws {
    var game = driver([(1, 1)])
    game.startLevelAndWatch()
    let ball = try #require(game.scene.game.world?.balls.first)
    game.scene.game.fire(at: ball.position)
    finishLevel(&game)
    #expect(game.scene.game.lastResult?.passed == true)
    #expect(game.scene.game.phase == .runOver)
    #expect(game.scene.game.runEnd == RunEnd(reason: .clearedTheGame, run: game.scene.game.run))
    #expect(game.scene.game.run.score == 1)
  }

  @Test func failedLevelEndsTheRunAndSubmitsItsScore() throws {
    var game = driver([(1, 1), (1, 1)], seed: 5)
    game.startLevelAndWatch()
    let ball = try #require(game.scene.game.world?.balls.first)
    game.scene.game.fire(at: ball.position)
    finishLevel(&game)
    #expect(game.scene.game.run.score == 1)
    game.startLevelAndWatch()
    try fireFarFromBalls(&game)
    finishLevel(&game)
    #expect(game.scene.game.lastResult?.endedRunScore == 1)
    #expect(game.scene.game.phase == .runOver)
    // The run's end shows first; the score goes to the launcher when the player goes on.
    game.press(.enter)
    #expect(game.scene.game.run.score == 0)
    let submissions = game.commands.compactMap { command -> ScoreSubmission? in
      if case .perform(.submitScore(let submission)) = command { return submission }
      return nil
    }
    #expect(submissions.count == 1)
    #expect(submissions.first?.board == BallsBoards.board(startingAt: 1))
    #expect(submissions.first?.score == 1)
    #expect(submissions.first?.levelReached == 2)
    #expect(submissions.first?.seed == 5)
  }

  // MARK: - Pausing and leaving

  @Test func pKeyPausesARunningLevel() {
    var game = driver([(4, 1)])
    game.press(.character("p"))
    #expect(game.commands.isEmpty)
    game.press(.enter, .character("P"))
    #expect(pushed(game.commands) is PauseOverlayScene)
  }

  @Test func aRunningLevelMovesSoTheRunnerPausesItOnAResize() {
    var game = driver([(4, 1)])
    #expect(!game.scene.isAnimating)
    game.press(.enter)
    game.send(.resize(Size(width: 100, height: 30)))
    game.send(.resumed)
    #expect(game.commands.isEmpty, "the pause is the Runner's, for every game alike")
    #expect(game.scene.isAnimating)
  }

  @Test func questionMarkShowsTheKeys() {
    var game = driver([(4, 1)])
    game.press(.character("?"))
    let help = pushed(game.commands) as? HelpOverlayScene
    #expect(help?.keys == BallsGame.entry(levels: .live).keys(KeyBindings()) + KeyMap<GlobalAction>.defaults().help)
  }

  @Test func escapeAsksWhileALevelRunsAndLeavesAtOnceOtherwise() {
    var game = driver([(4, 1)])
    game.press(.escape)
    #expect(isPop(game.commands.last))
    game.clearCommands()
    game.press(.enter, .character("q"))
    let confirm = pushed(game.commands) as? ConfirmScene
    #expect(confirm != nil)
    #expect(isPop(confirm?.onYes.first))
  }

  @Test func leavingWithAScoreRecordsTheRunThenLeaves() throws {
    var game = driver([(1, 1), (4, 2)])
    game.startLevelAndWatch()
    let ball = try #require(game.scene.game.world?.balls.first)
    game.scene.game.fire(at: ball.position)
    finishLevel(&game)
    game.press(.character("q"))
    #expect(game.scene.game.phase == .left)
    guard case .perform(.submitScore(let submission)) = game.commands.last else {
      Issue.record("expected a score submission, got \(game.commands)")
      return
    }
    #expect(submission.score == 1)
    game.clearCommands()
    game.step()
    #expect(isPop(game.commands.first))
  }

  @Test func autoplayNeverSubmitsScores() {
    var game = SceneDriver(
      BallsScene(levels: TestLevels.list([(4, 1), (4, 4)]), seed: 2, autoplay: true))
    for _ in 0..<4000 where game.scene.game.lastResult?.passed != false { game.step() }
    #expect(game.scene.game.lastResult?.passed == false)
    #expect(game.commands.isEmpty)
  }

  // MARK: - Helpers

  private func pushed(_ commands: [Command]) -> (any Scene)? {
    guard case .push(let scene) = commands.last else { return nil }
    return scene
  }

  private func isPop(_ command: Command?) -> Bool {
    if case .pop = command { return true }
    return false
  }
}
