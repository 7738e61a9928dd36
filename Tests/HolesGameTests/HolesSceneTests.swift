import ArcadeKit
import Drawing
import Levels
import Physics
import TestSupport
import Testing

@testable import GameKit
@testable import HolesGame

/// The game around the board: balls, score, tables, game over, restart and the keys.
@Suite struct HolesSceneTests {
  static func scene(_ tables: [HolesTable], start: Int = 0) -> HolesScene {
    HolesScene(tables: HolesTables(tables: tables, startIndex: start), seed: 3)
  }

  /// Steps until the board reports something other than rolling, at most `limit` updates.
  static func stepUntilEvent(_ driver: inout SceneDriver<HolesScene>, limit: Int = 2000) {
    let score = driver.scene.game.score
    let balls = driver.scene.game.ballsLeft
    for _ in 0..<limit {
      driver.step()
      if driver.scene.game.score != score || driver.scene.game.ballsLeft != balls { return }
    }
  }

  static func submissions(_ commands: [Command]) -> [ScoreSubmission] {
    commands.compactMap { command in
      if case .perform(.submitScore(let submission)) = command { return submission }
      return nil
    }
  }

  // MARK: - Start

  @Test func gameStartsWithTheBallAtRestOnTheStartAndThreeBalls() {
    let scene = Self.scene([TestTables.original])
    #expect(scene.game.board.ball.position == Vector2(x: 465, y: 305))
    #expect(scene.game.board.ball.velocity == .zero)
    #expect(scene.game.ballsLeft == 3)
    #expect(scene.game.score == 0)
    #expect(scene.isAnimating)
    #expect(scene.hasGameInProgress)
  }

  // MARK: - Balls and score

  @Test func captureLosesOneBallAndPutsTheBallBackOnTheStart() {
    var driver = SceneDriver(Self.scene([TestTables.trap]))
    driver.press(.up, .up, .up)
    Self.stepUntilEvent(&driver)
    #expect(driver.scene.game.ballsLeft == 2)
    #expect(driver.scene.game.score == 0)
    #expect(driver.scene.game.board.ball.position == driver.scene.game.board.startPoint)
    #expect(driver.scene.game.board.ball.velocity == .zero)
    #expect(driver.scene.game.phase == .playing)
  }

  @Test func threeCapturesEndTheGameAndSubmitTheScore() {
    var driver = SceneDriver(Self.scene([TestTables.trap]))
    // Every new ball starts on a level table: the player tilts it into the hole each time.
    for _ in 0..<3 {
      driver.press(.up, .up, .up)
      Self.stepUntilEvent(&driver)
    }
    #expect(driver.scene.game.ballsLeft == 0)
    #expect(driver.scene.game.phase == .gameOver)
    #expect(!driver.scene.isAnimating)
    #expect(!driver.scene.hasGameInProgress)
    let submitted = Self.submissions(driver.commands)
    #expect(submitted.count == 1)
    #expect(submitted.first?.board == HolesBoards.board(startingAt: 1))
    #expect(submitted.first?.score == 0)
    #expect(submitted.first?.levelReached == 1)
    #expect(submitted.first?.lowerIsBetter == false)
    let screen = driver.render(Size(width: 80, height: 24))
    #expect(TextSnapshot.contains(screen, "GAME OVER"))
    #expect(TextSnapshot.contains(screen, "Final score: 0"))
  }

  @Test func reachingTheFlagScoresAndResetsTheBall() {
    var driver = SceneDriver(Self.scene([TestTables.shortRun]))
    driver.press(.left)
    Self.stepUntilEvent(&driver)
    #expect(driver.scene.game.score == 1)
    #expect(driver.scene.game.ballsLeft == 3)
    #expect(driver.scene.game.board.ball.position == driver.scene.game.board.startPoint)
    #expect(driver.scene.game.board.ball.velocity == .zero)
    #expect(TextSnapshot.contains(driver.render(Size(width: 80, height: 24)), "Score: 1"))
  }

  @Test func threeFlagsMoveToTheNextTableKeepingScoreAndBalls() {
    var driver = SceneDriver(Self.scene([TestTables.trap, TestTables.shortRun, TestTables.shortRun], start: 1))
    for _ in 0..<3 {
      driver.press(.left)
      Self.stepUntilEvent(&driver)
    }
    #expect(driver.scene.game.score == 3)
    #expect(driver.scene.game.tableIndex == 2)
    #expect(driver.scene.game.flagsOnTable == 0)
    #expect(driver.scene.game.board.tilt == .level)
    #expect(driver.scene.game.board.angle == 0)
    // The last table keeps the game going.
    for _ in 0..<3 {
      driver.press(.left)
      Self.stepUntilEvent(&driver)
    }
    #expect(driver.scene.game.score == 6)
    #expect(driver.scene.game.tableIndex == 2)
  }

  @Test func restartResetsScoreBallsTableAndHoles() {
    var driver = SceneDriver(Self.scene([TestTables.shortRun, TestTables.trap]))
    for _ in 0..<3 {
      driver.press(.left)
      Self.stepUntilEvent(&driver)
    }
    #expect(driver.scene.game.tableIndex == 1)
    for _ in 0..<3 {
      driver.press(.up, .up, .up)
      Self.stepUntilEvent(&driver)
    }
    #expect(driver.scene.game.phase == .gameOver)
    #expect(driver.scene.game.score == 3)
    driver.press(.character("x"), .up)
    #expect(driver.scene.game.phase == .gameOver, "only R restarts")
    driver.press(.character("R"))
    #expect(driver.scene.game.phase == .playing)
    #expect(driver.scene.game.score == 0)
    #expect(driver.scene.game.ballsLeft == 3)
    #expect(driver.scene.game.tableIndex == 0)
    #expect(driver.scene.game.board.angle == 0)
    #expect(driver.scene.game.board.holes == HolesBoard(table: TestTables.shortRun).holes)
    #expect(driver.scene.game.board.tilt == .level)
  }

  @Test func restartPutsTurnedHolesBack() {
    var turning = SceneDriver(Self.scene([TestTables.original]))
    let resting = turning.scene.game.board.holes
    turning.step(HolesBoard.countdownUpdates + 100)
    #expect(turning.scene.game.board.holes != resting)
    turning.scene.restart()
    #expect(turning.scene.game.board.holes == resting)
  }

  @Test func holesTurnFasterAfterEachFlagAcrossTablesAndRestartResetsTheirPace() {
    var turning = TestTables.shortRun
    turning.rotation = HolesTable.defaultRotation
    var driver = SceneDriver(Self.scene([turning, turning]))
    for flags in 1...4 {
      driver.press(.left)
      Self.stepUntilEvent(&driver)
      #expect(driver.scene.game.score == flags)
      #expect(driver.scene.game.board.turnRate == HolesTable.defaultRotation * Double(1 + flags))
    }
    #expect(driver.scene.game.tableIndex == 1, "the second table kept the run's pace")
    driver.scene.restart()
    #expect(driver.scene.game.board.turnRate == HolesTable.defaultRotation)
  }

  @Test func laterTablesKeepTheBallsLeftNotTheirOwnCount() {
    var five = TestTables.shortRun
    five.balls = 5
    var driver = SceneDriver(Self.scene([TestTables.shortRun, five]))
    for _ in 0..<3 {
      driver.press(.left)
      Self.stepUntilEvent(&driver)
    }
    #expect(driver.scene.game.tableIndex == 1)
    #expect(driver.scene.game.ballsLeft == 3)
    // A game that starts on that table gets its five.
    #expect(Self.scene([TestTables.shortRun, five], start: 1).game.ballsLeft == 5)
  }

  @Test func holesStepsAtSixtyPerSecondAndHoldsForTheCountdownAfterAFlag() {
    var driver = SceneDriver(Self.scene([TestTables.shortRun]))
    #expect(driver.scene.stepsPerSecond == 60)
    driver.press(.left)
    Self.stepUntilEvent(&driver)
    let start = driver.scene.game.board.ball.position
    #expect(driver.scene.game.board.tilt == .level, "the new ball is placed on a level table")
    driver.press(.left)
    driver.step(HolesBoard.countdownUpdates)
    #expect(driver.scene.game.board.ball.position == start, "still for the 3-2-1 count, even tilted")
    #expect(driver.scene.game.board.ball.velocity == .zero)
    driver.step()
    #expect(driver.scene.game.board.ball.velocity != .zero, "the tilt acts again")
  }

  // MARK: - Keys

  @Test func arrowsAndLettersStepTheTiltAndSpaceLevelsIt() {
    var driver = SceneDriver(Self.scene([TestTables.original]))
    driver.press(.left, .character("a"), .character("h"), .left, .character("k"))
    #expect(driver.scene.game.board.tilt == Tilt(x: -3, y: -1))
    driver.press(.character(" "))
    #expect(driver.scene.game.board.tilt == .level)
    driver.press(.character("S"), .character("j"), .down)
    #expect(driver.scene.game.board.tilt == Tilt(x: 0, y: 3))
  }

  @Test func pauseHelpAndBackPushTheSharedOverlays() {
    var driver = SceneDriver(Self.scene([TestTables.original]))
    driver.press(.character("p"))
    driver.press(.character("?"))
    driver.press(.escape)
    driver.send(.resize(Size(width: 100, height: 30)))
    driver.send(.resumed)
    let pushed = driver.commands.compactMap { command -> String? in
      if case .push(let scene) = command { return String(describing: type(of: scene)) }
      return nil
    }
    #expect(pushed == ["PauseOverlayScene", "HelpOverlayScene", "ConfirmScene"])
  }

  @Test func backAfterGameOverLeavesWithoutAsking() {
    var driver = SceneDriver(Self.scene([TestTables.trap]))
    for _ in 0..<3 {
      driver.press(.up, .up, .up)
      Self.stepUntilEvent(&driver)
    }
    driver.clearCommands()
    driver.press(.character("q"))
    guard case .pop = driver.commands.first else {
      Issue.record("expected .pop, got \(driver.commands)")
      return
    }
  }

  @Test func clickTiltsTowardThePoint() {
    var driver = SceneDriver(Self.scene([TestTables.original]))
    let screen = Size(width: 80, height: 24)
    let layout = HolesLayout(screen: screen, worldWidth: 480, worldHeight: 320)
    let flag = layout.blocks.cell(x: 15, y: 15)
    driver.send(.mouse(MouseEvent(.press, x: flag.column, y: flag.row, screen: screen)))
    #expect(driver.scene.game.board.tilt.x == -3)
    #expect(driver.scene.game.board.tilt.y == -2)
    let ball = layout.blocks.cell(x: 465, y: 305)
    driver.send(.mouse(MouseEvent(.press, x: ball.column, y: ball.row, screen: screen)))
    #expect(driver.scene.game.board.tilt == .level)
  }
}
