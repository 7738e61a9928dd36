import ArcadeKit
import Drawing
import Levels
import Physics
import TestSupport
import Testing

@testable import MazeGame

/// The playing scene: clock, tilt keys, pause, restart, leaving, drawing.
@Suite("Maze game scene")
struct MazeSceneTests {
  static let corridor = mazeFromRows(["#S....G.#"], name: "Corridor")
  static let box = mazeFromRows(["#####", "#S..#", "#..G#", "#####"], name: "Box")

  static func driver(_ mazes: [MazeLevel] = [box]) -> SceneDriver<MazeScene> {
    SceneDriver(try! MazeScene(mazes: mazes, numbered: true, seed: 3))
  }

  @Test func waitsWithoutAnimatingUntilTheFirstTilt() {
    var driver = MazeSceneTests.driver()
    #expect(!driver.scene.isAnimating)
    driver.press(.character(" "), .character("p"))
    #expect(!driver.scene.isAnimating)
    #expect(driver.commands.isEmpty)
    driver.press(.character("d"))
    #expect(driver.scene.isAnimating)
    #expect(driver.scene.game.tilt == Tilt(x: 1, y: 0))
    driver.step(30)
    #expect(driver.scene.game.steps == 30)
  }

  @Test func spaceLevelsTheBoardAndTheTiltPersists() {
    var driver = MazeSceneTests.driver()
    driver.press(.down, .down, .character("h"))
    #expect(driver.scene.game.tilt == Tilt(x: -1, y: 2))
    driver.step(10)
    #expect(driver.scene.game.tilt == Tilt(x: -1, y: 2))
    driver.press(.character(" "))
    #expect(driver.scene.game.tilt == .level)
    #expect(driver.scene.isAnimating)
  }

  @Test func pauseResizeAndResumePushThePausePanelWhileRunning() {
    var driver = MazeSceneTests.driver()
    driver.send(.resize(Size(width: 70, height: 20)))
    #expect(driver.commands.isEmpty)
    driver.press(.right)
    driver.press(.character("P"))
    driver.send(.resize(Size(width: 70, height: 20)))
    driver.send(.resumed)
    let pauses = driver.commands.filter {
      if case .push(let scene) = $0 { return scene is PauseOverlayScene }
      return false
    }
    #expect(pauses.count == 1, "P pauses; a resize or resume is the Runner's to pause")
  }

  @Test func restartPutsTheBallBackAndStopsTheClock() {
    var driver = MazeSceneTests.driver()
    driver.press(.right, .right, .down)
    driver.step(40)
    #expect(driver.scene.game.board.ball.position != MazeBoard.center(of: MazeLevel.Position(column: 1, row: 1)))
    driver.press(.character("r"))
    #expect(driver.scene.game.board.ball.position == MazeBoard.center(of: MazeLevel.Position(column: 1, row: 1)))
    #expect(driver.scene.game.steps == 0 && driver.scene.game.phase == .ready && driver.scene.game.tilt == .level)
  }

  @Test func escapeWhileRunningAsksAndWhileReadyLeaves() {
    var driver = MazeSceneTests.driver()
    driver.press(.escape)
    if case .pop = driver.commands.first {} else { Issue.record("expected .pop, got \(driver.commands)") }
    driver.clearCommands()
    driver.press(.up)
    #expect(driver.scene.hasGameInProgress)
    driver.press(.character("q"))
    let asked = driver.commands.contains {
      if case .push(let scene) = $0 { return scene is ConfirmScene }
      return false
    }
    #expect(asked)
  }

  @Test func reachingTheGoalSubmitsThenEnterGoesToTheNextLevel() throws {
    var driver = MazeSceneTests.driver([MazeSceneTests.corridor, MazeSceneTests.box])
    driver.press(.right, .right, .right)
    driver.step(100)
    #expect(driver.scene.game.phase == .finished(steps: 62))
    #expect(!driver.scene.isAnimating)
    let boards = driver.commands.compactMap { command -> String? in
      if case .perform(.submitScore(let submission)) = command { return submission.board }
      return nil
    }
    #expect(boards == [Maze.board(levels: [MazeSceneTests.corridor], startIndex: 0)])
    driver.press(.right)
    #expect(driver.scene.levelIndex == 0)
    driver.press(.enter)
    #expect(driver.scene.levelIndex == 1)
    #expect(driver.scene.game.phase == .ready && driver.scene.game.steps == 0)
  }

  @Test func playTestReachingTheGoalSubmitsNoScore() {
    var driver = SceneDriver(
      try! MazeScene(mazes: [MazeSceneTests.corridor], playTest: true, seed: 1))
    driver.press(.right, .right, .right)
    driver.step(100)
    #expect(driver.scene.game.phase == .finished(steps: 62))
    let submitted = driver.commands.contains {
      if case .perform(.submitScore) = $0 { return true }
      return false
    }
    #expect(!submitted)
  }

  @Test func mouseClickTiltsTowardTheClick() {
    var driver = MazeSceneTests.driver()
    let screen = Size(width: 80, height: 24)
    let layout = driver.scene.layout(for: screen)
    let goal = layout.rect(column: 3, row: 2)
    driver.send(.mouse(MouseEvent(.press, x: goal.x, y: goal.y, screen: screen)))
    #expect(driver.scene.game.tilt == Tilt(x: 2, y: 1))
    #expect(driver.scene.isAnimating)
  }

  @Test func boardDrawsDistinctGlyphsInASCIIMonochrome() {
    var driver = MazeSceneTests.driver()
    driver.press(.left)
    let canvas = driver.render(Size(width: 80, height: 12), capabilities: .minimal)
    #expect(
      TextSnapshot.difference(
        canvas,
        """
        1/1 Box                        Time 0.00 s  Par -   x <[..o|...]>  y ^[...o...]v

                                      ####################
                                      ####################
                                      ####.S..        ####
                                      ####..O.        ####
                                      ####        :G::####
                                      ####        ::::####
                                      ####################
                                      ####################

        Space level * R restart * B practice * ? keys * Esc back * . start : goal
        """) == nil)
  }

  @Test func ballIsRoundBrailleDotsInUnicode() {
    let driver = MazeSceneTests.driver()
    let canvas = driver.render(Size(width: 60, height: 12), capabilities: .full)
    #expect(
      TextSnapshot.difference(
        canvas,
        """
        1/1 Box                        Time 0.00 s  Par —   tilt 0,0

                            ████████████████████
                            ████████████████████
                            ████⢠⣶⣶⡄        ████
                            ████⠘⠿⠿⠃        ████
                            ████        ▒G▒▒████
                            ████        ▒▒▒▒████
                            ████████████████████
                            ████████████████████

        Tilt with arrows/hjkl/WASD or click to start • ? keys • ░ st
        """) == nil)
  }

  @Test func finishedPanelShowsTimeAndWhatNext() {
    var driver = MazeSceneTests.driver([MazeSceneTests.corridor])
    driver.press(.right, .right, .right)
    driver.step(100)
    let canvas = driver.render(Size(width: 60, height: 16))
    #expect(TextSnapshot.contains(canvas, "Goal — Corridor"))
    #expect(TextSnapshot.contains(canvas, "Time 1.03 s"))
    #expect(TextSnapshot.contains(canvas, "Well rolled!"))
  }
}
