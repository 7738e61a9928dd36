import ArcadeKit
import Drawing
import Levels
import Physics
import TestSupport
import Testing

@testable import PaddlesGame

/// `arcade play paddles --autoplay`: the computer plays both sides, game after game, and never
/// records a score.
@Suite struct AutoplayTests {
  static func setup(seed: UInt64 = 5, direct: Bool = true, choices: PaddlesChoices? = nil) -> GameSetup {
    GameSetup(
      seed: seed, builtInLevelsDirectory: SetupAndMenuTests.levels, options: choices, autoplay: true,
      direct: direct)
  }

  static func demo(_ setup: GameSetup = setup()) throws -> SceneDriver<PaddlesScene> {
    SceneDriver(try #require(try PaddlesGame.makeScene(setup, levels: .live) as? PaddlesScene))
  }

  static func submissions(_ commands: [Command]) -> [ScoreSubmission] {
    commands.compactMap { command in
      if case .perform(.submitScore(let submission)) = command { return submission }
      return nil
    }
  }

  /// Steps until a game is won, at most `limit` steps; returns the steps taken.
  @discardableResult
  static func playToAWin(_ driver: inout SceneDriver<PaddlesScene>, limit: Int = 60 * 60 * 10) -> Int {
    for step in 1...limit {
      driver.step()
      if driver.scene.game.phase == .over { return step }
    }
    return limit
  }

  /// The scores of a demo after each of `games` wins, and the steps each game took.
  static func games(_ count: Int, seed: UInt64) throws -> [[Int]] {
    var driver = try Self.demo(Self.setup(seed: seed))
    var results: [[Int]] = []
    for _ in 0..<count {
      let steps = Self.playToAWin(&driver)
      results.append(driver.scene.game.match.scores + [steps])
      driver.step(PaddlesPilot.demoPauseSteps)
    }
    return results
  }

  @Test func theFactoryStartsPlayingAtOnceWithTheComputerOnBothSides() throws {
    for direct in [true, false] {
      let driver = try Self.demo(Self.setup(direct: direct, choices: PaddlesChoices(players: 2)))
      #expect(driver.scene.autoplay)
      #expect(driver.scene.isAnimating)
      #expect(!driver.scene.hasGameInProgress)
      // The computer takes both paddles at the first step, and the screen says so from the first.
      var started = driver
      started.step()
      #expect(started.scene.game.phase == .playing)
      #expect(started.scene.game.isDemo)
      let screen = driver.render(Size(width: 80, height: 24)).plainText
      #expect(!screen.contains("Ready?"))
      #expect(screen.contains("Computer (normal): 0"))
      #expect(screen.components(separatedBy: "Computer (normal)").count == 3, "both sides are the computer's")
    }
  }

  @Test func bothPaddlesMoveAndPointsAreScoredWithoutAnyKey() throws {
    var driver = try Self.demo()
    let middle = SidewaysArena.height / 2
    var moved = [false, false]
    for _ in 0..<(60 * 60) where driver.scene.game.match.scores == [0, 0] {
      driver.step()
      for side in 0..<2 where driver.scene.game.match.paddleY[side] != middle { moved[side] = true }
    }
    #expect(moved == [true, true])
    #expect(driver.scene.game.match.scores.reduce(0, +) == 1)
    #expect(Self.submissions(driver.commands).isEmpty)
  }

  @Test func aWonDemoGameSubmitsNothingAndTheNextStartsTwoSecondsLater() throws {
    var driver = try Self.demo()
    Self.playToAWin(&driver)
    #expect(driver.scene.game.phase == .over)
    #expect(driver.scene.isAnimating)
    #expect(driver.scene.game.match.winner != nil)
    #expect(Self.submissions(driver.commands).isEmpty)
    let screen = driver.render(Size(width: 80, height: 24)).plainText
    #expect(screen.contains("wins!"))
    #expect(screen.contains("A new game in a moment"))
    #expect(!screen.contains("You beat the computer"))
    driver.step(PaddlesPilot.demoPauseSteps - 1)
    #expect(driver.scene.game.phase == .over)
    driver.step()
    #expect(driver.scene.game.phase == .playing)
    #expect(driver.scene.game.match.scores == [0, 0])
    Self.playToAWin(&driver)
    #expect(driver.scene.game.phase == .over)
    #expect(Self.submissions(driver.commands).isEmpty)
  }

  @Test func demoGamesEndAndBothSidesWinSome() throws {
    var winners: [Int] = [0, 0]
    for seed: UInt64 in 0..<4 {
      for game in try Self.games(3, seed: seed) {
        #expect(game[0] == 3 || game[1] == 3, "seed \(seed): \(game)")
        // A game to 3 lasts under four minutes (measured: 54 to 121 s; player 1 won 4 of 12).
        #expect(game[2] < 4 * 60 * 60, "seed \(seed): \(game)")
        winners[game[0] == 3 ? 0 : 1] += 1
      }
    }
    #expect(winners[0] > 0 && winners[1] > 0, "\(winners)")
  }

  @Test func theSameSeedGivesTheSameDemoAndAnotherSeedAnotherOne() throws {
    let first = try Self.games(2, seed: 21)
    #expect(try Self.games(2, seed: 21) == first)
    #expect(try Self.games(2, seed: 22) != first)
  }

  @Test func paddleKeysAndClicksAreIgnoredButTheGlobalKeysWork() throws {
    var pressed = try Self.demo()
    var untouched = pressed
    let screen = Size(width: 80, height: 24)
    for _ in 0..<120 {
      pressed.press(.character("w"), .down, .character(" "))
      pressed.send(.mouse(MouseEvent(.press, x: 5, y: 5, screen: screen)))
      pressed.send(.mouse(MouseEvent(.drag, x: 5, y: 20, screen: screen)))
      pressed.step()
      untouched.step()
    }
    #expect(pressed.scene.game.match.paddleY == untouched.scene.game.match.paddleY)
    #expect(pressed.scene.game.match.puck.center == untouched.scene.game.match.puck.center)
    #expect(pressed.commands.count == untouched.commands.count)
    #expect(pressed.helpOverlay() != nil)
    pressed.clearCommands()
    pressed.press(.escape)
    #expect(pressed.commands.count == 1)
    if case .pop = pressed.commands.first {} else { Issue.record("expected .pop, got \(pressed.commands)") }
  }

  @Test func withoutAutoplayTheGameStillWaitsAtReady() throws {
    var setup = Self.setup()
    setup.autoplay = false
    let scene = try #require(try PaddlesGame.makeScene(setup, levels: .live) as? PaddlesScene)
    #expect(scene.game.phase == .ready)
    #expect(!scene.isAnimating)
    #expect(!scene.autoplay)
  }
}
