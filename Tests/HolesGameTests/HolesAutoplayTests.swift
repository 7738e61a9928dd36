import ArcadeKit
import Drawing
import Levels
import Physics
import TestSupport
import Testing

@testable import GameKit
@testable import HolesGame

/// `arcade play holes --autoplay`: the computer plays game after game and never records a score.
@Suite struct HolesAutoplayTests {
  static func setup(seed: UInt64 = 3) -> GameSetup {
    GameSetup(
      seed: seed, builtInLevelsDirectory: HolesTablesTests.levelsDirectory, autoplay: true, direct: true)
  }

  static func demo(seed: UInt64 = 3) throws -> SceneDriver<HolesScene> {
    SceneDriver(try #require(try HolesGame.entry(levels: .live).makeScene(Self.setup(seed: seed)) as? HolesScene))
  }

  /// Drops the ball into hole 0 until the game is over (each capture holds the table a second).
  static func loseEveryBall(_ driver: inout SceneDriver<HolesScene>) {
    for _ in 0..<1000 where driver.scene.game.phase == .playing {
      let hole = driver.scene.game.board.hole(0)
      driver.scene.game.board.place(CircleBody(position: hole.center, radius: driver.scene.game.board.table.ballRadius))
      driver.step()
    }
  }

  @Test func theFactoryStartsADemoThatReachesFlagsAndNeverSubmits() throws {
    var driver = try Self.demo()
    #expect(driver.scene.autoplay)
    #expect(driver.scene.isAnimating)
    #expect(!driver.scene.hasGameInProgress)
    driver.step(60 * HolesBoard.updatesPerSecond)
    // Measured: 7 flags, so the demo has moved on to the third table.
    #expect(driver.scene.game.score >= 5)
    #expect(driver.scene.game.tableIndex >= 1)
    #expect(driver.scene.game.ballsLeft == 3)
    #expect(HolesSceneTests.submissions(driver.commands).isEmpty)
    #expect(driver.render(Size(width: 80, height: 24)).plainText.contains("The computer plays"))
  }

  @Test func aDemoGameOverSubmitsNothingAndANewGameStartsTwoSecondsLater() throws {
    var driver = SceneDriver(HolesScene(tables: HolesTables(tables: [TestTables.original]), seed: 3, autoplay: true))
    driver.step(600)
    #expect(driver.scene.game.score >= 1)
    Self.loseEveryBall(&driver)
    #expect(driver.scene.game.phase == .gameOver)
    #expect(driver.scene.isAnimating, "a demo keeps stepping to count its pause")
    #expect(HolesSceneTests.submissions(driver.commands).isEmpty)
    #expect(driver.render(Size(width: 80, height: 24)).plainText.contains("GAME OVER"))
    driver.step(HolesPilot.stepsAfterGameOver - 1)
    #expect(driver.scene.game.phase == .gameOver)
    driver.step()
    #expect(driver.scene.game.phase == .playing)
    #expect(driver.scene.game.score == 0)
    #expect(driver.scene.game.ballsLeft == 3)
    driver.step(600)
    #expect(driver.scene.game.score >= 1)
    #expect(HolesSceneTests.submissions(driver.commands).isEmpty)
  }

  @Test func tiltKeysAndClicksAreIgnoredButTheGlobalKeysWork() throws {
    var driver = try Self.demo()
    driver.step(30)
    let tilt = driver.scene.game.board.tilt
    driver.press(.left, .left, .up, .character("0"), .character("r"))
    let screen = Size(width: 80, height: 24)
    driver.send(.mouse(MouseEvent(.press, x: 2, y: 3, screen: screen)))
    #expect(driver.scene.game.board.tilt == tilt)
    #expect(driver.commands.isEmpty)
    #expect(driver.helpOverlay() != nil)
    driver.press(.escape)
    #expect(driver.commands.count == 1)
    if case .pop = driver.commands.first {} else { Issue.record("expected .pop, got \(driver.commands)") }
  }

  @Test func theSameSeedGivesTheSameDemo() throws {
    func run(seed: UInt64) throws -> [Vector2] {
      var driver = try Self.demo(seed: seed)
      var positions: [Vector2] = []
      for _ in 0..<12 {
        driver.step(150)
        positions.append(driver.scene.game.board.ball.position)
      }
      return positions + [Vector2(x: Double(driver.scene.game.score), y: Double(driver.scene.game.ballsLeft))]
    }
    #expect(try run(seed: 8) == run(seed: 8))
  }

  @Test func withoutAutoplayTheGameStillWaitsForThePlayer() throws {
    var setup = Self.setup()
    setup.autoplay = false
    var driver = SceneDriver(try #require(try HolesGame.entry(levels: .live).makeScene(setup) as? HolesScene))
    driver.step(600)
    #expect(driver.scene.game.board.ball.position == driver.scene.game.board.startPoint)
    #expect(driver.scene.hasGameInProgress)
  }
}
