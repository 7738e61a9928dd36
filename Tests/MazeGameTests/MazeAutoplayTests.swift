import ArcadeKit
import Drawing
import Levels
import Physics
import TestSupport
import Testing

@testable import MazeGame

/// `arcade play maze --autoplay`: the computer plays the mazes one after another, for ever,
/// and never records a time.
@Suite("Maze autoplay")
struct MazeAutoplayTests {
  static func setup(level: String? = nil, direct: Bool = false, seed: UInt64 = 3) -> GameSetup {
    GameSetup(
      seed: seed, builtInLevelsDirectory: shippedLevelsDirectory, userLevelsDirectory: "/nonexistent-maze-user",
      level: level, autoplay: true, direct: direct)
  }

  static func demo(_ setup: GameSetup = setup()) throws -> SceneDriver<MazeScene> {
    SceneDriver(try #require(try MazeGame.entry(levels: .live).makeScene(setup) as? MazeScene))
  }

  static func submissions(_ commands: [Command]) -> [ScoreSubmission] {
    commands.compactMap { command in
      if case .perform(.submitScore(let submission)) = command { return submission }
      return nil
    }
  }

  /// Steps until the level is finished, at most `limit` updates.
  static func stepUntilFinished(_ driver: inout SceneDriver<MazeScene>, limit: Int = 3600) {
    for _ in 0..<limit {
      driver.step()
      if case .finished = driver.scene.game.phase { return }
    }
  }

  @Test func fromTheMenuADemoSkipsTheListAndRunsTheFirstMazeAtOnce() throws {
    let driver = try Self.demo()
    #expect(driver.scene.autoplay)
    #expect(driver.scene.game.label == "1/8")
    #expect(driver.scene.isAnimating)
    #expect(driver.scene.game.steps == 0)
    #expect(!driver.scene.hasGameInProgress)
    // The computer takes the board at the first step: the clock runs from it.
    var started = driver
    started.step()
    #expect(started.scene.game.phase == .running)
    #expect(started.scene.game.steps == 1)
  }

  @Test func aDemoFinishesAMazeWithoutAScoreAndGoesOnToTheNextAfterTwoSeconds() throws {
    var driver = try Self.demo()
    driver.step()
    #expect(driver.scene.game.steps == 1)
    Self.stepUntilFinished(&driver)
    guard case .finished(let steps) = driver.scene.game.phase else {
      Issue.record("the first maze was not finished: ball at \(driver.scene.game.board.ball.position)")
      return
    }
    #expect(steps == 243)
    #expect(driver.commands.contains { if case .perform(.sound) = $0 { true } else { false } })
    #expect(Self.submissions(driver.commands).isEmpty)
    #expect(driver.render(Size(width: 80, height: 24)).plainText.contains("next maze"))
    driver.step(MazePilot.stepsAtGoal - 1)
    #expect(driver.scene.levelIndex == 0)
    driver.step()
    #expect(driver.scene.levelIndex == 1)
    #expect(driver.scene.isAnimating)
    #expect(driver.scene.game.steps == 0)
    #expect(driver.scene.game.board.ball.position == MazeBoard.center(of: driver.scene.game.board.start))
  }

  @Test func aDemoOfTheLastMazeStartsOverAtTheFirst() throws {
    var driver = try Self.demo(Self.setup(level: "8", direct: true))
    #expect(driver.scene.game.label == "8/8")
    Self.stepUntilFinished(&driver)
    driver.step(MazePilot.stepsAtGoal)
    #expect(driver.scene.levelIndex == 0)
    #expect(driver.scene.isAnimating)
    #expect(Self.submissions(driver.commands).isEmpty)
  }

  @Test func aDemoOfOneFilePlaysItAgainAndAgain() throws {
    var driver = try Self.demo(Self.setup(level: shippedLevelsDirectory + "/maze/02-corridors.level"))
    #expect(driver.scene.levels.count == 1)
    Self.stepUntilFinished(&driver)
    guard case .finished = driver.scene.game.phase else {
      Issue.record("the maze was not finished")
      return
    }
    driver.step(MazePilot.stepsAtGoal + 1)
    #expect(driver.scene.game.phase == .running)
    Self.stepUntilFinished(&driver)
    guard case .finished = driver.scene.game.phase else {
      Issue.record("the maze was not finished a second time")
      return
    }
    #expect(Self.submissions(driver.commands).isEmpty)
  }

  @Test func aWholeRoundOfTheEightMazesNeverSubmitsAScore() throws {
    var driver = try Self.demo()
    var finished = 0
    for _ in 0..<(8 * 3600) where finished < 8 {
      let before = driver.scene.levelIndex
      driver.step()
      if driver.scene.levelIndex != before { finished += 1 }
    }
    #expect(finished == 8)
    #expect(driver.scene.levelIndex == 0)
    #expect(Self.submissions(driver.commands).isEmpty)
  }

  @Test func theSameSeedGivesTheSameDemo() throws {
    func run(seed: UInt64) throws -> [Vector2] {
      var driver = try Self.demo(Self.setup(seed: seed))
      var positions: [Vector2] = []
      for _ in 0..<10 {
        driver.step(150)
        positions.append(driver.scene.game.board.ball.position)
      }
      return positions
    }
    #expect(try run(seed: 11) == run(seed: 11))
  }

  @Test func tiltKeysAndClicksAreIgnoredButTheGlobalKeysWork() throws {
    var driver = try Self.demo()
    driver.step(30)
    let before = (driver.scene.game.tilt, driver.scene.game.board.ball, driver.scene.game.steps)
    driver.press(.left, .up, .character("r"), .character("0"))
    let screen = Size(width: 80, height: 24)
    driver.send(.mouse(MouseEvent(.press, x: 2, y: 2, screen: screen)))
    #expect(driver.scene.game.tilt == before.0)
    #expect(driver.scene.game.board.ball == before.1)
    #expect(driver.scene.game.steps == before.2)
    #expect(driver.commands.isEmpty)
    #expect(driver.helpOverlay() != nil)
    driver.press(.escape)
    #expect(driver.commands.count == 1)
    if case .pop = driver.commands.first {} else { Issue.record("expected .pop, got \(driver.commands)") }
  }

  @Test func withoutAutoplayTheMenuStillShowsTheList() throws {
    var setup = Self.setup()
    setup.autoplay = false
    #expect(try MazeGame.entry(levels: .live).makeScene(setup) is MazeLevelListScene)
  }
}
