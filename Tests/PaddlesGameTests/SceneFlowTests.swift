import ArcadeKit
import Drawing
import Physics
import TestSupport
import Testing

@testable import PaddlesGame

/// "Ready?", pauses, the end of a game, scores and the way back to the menu.
@Suite struct SceneFlowTests {
  static func scene(players: Int = 1, winScore: Int? = nil, difficulty: Difficulty = .normal)
    -> SceneDriver<PaddlesScene>
  {
    SceneDriver(
      PaddlesScene(
        options: PaddlesOptions(
          players: players, difficulty: difficulty, winScore: winScore, seed: 5)))
  }

  /// Plays with the mouse as a perfect player 1 (the paddle follows the puck) until the game ends.
  static func playToTheEnd(_ driver: inout SceneDriver<PaddlesScene>) {
    let screen = Size(width: 80, height: 24)
    let layout = PaddlesLayout(screen: screen)
    driver.send(.mouse(MouseEvent(.press, x: 10, y: 12, screen: screen)))
    for _ in 0..<100_000 where driver.scene.game.phase == .playing {
      let puck = driver.scene.game.match.puck.center
      let cell = layout.viewport.cell(x: 72, y: puck.y)
      driver.send(.mouse(MouseEvent(.drag, x: cell.column, y: cell.row, screen: screen)))
      driver.step()
    }
  }

  @Test func readyIsIdleUntilAKey() {
    var driver = Self.scene()
    #expect(!driver.scene.isAnimating)
    #expect(driver.render(Size(width: 80, height: 24)).plainText.contains("Ready?"))
    driver.press(.character(" "))
    #expect(driver.scene.isAnimating)
    #expect(!driver.render(Size(width: 80, height: 24)).plainText.contains("Ready?"))
  }

  @Test func paddlesStepsAtSixtyPerSecond() {
    #expect(Self.scene().scene.stepsPerSecond == 60)
  }

  @Test func theServeAfterReadyWaitsHalfASecondInEveryGame() {
    var driver = Self.scene(players: 2, winScore: 1)
    for game in 0..<2 {
      if game > 0 { driver.press(.character(" ")) }  // the winner screen: a key gives "Ready?"
      #expect(driver.scene.game.phase == .ready)
      driver.press(.character(" "))
      let start = driver.scene.game.match.puck.center
      driver.step(PaddlesMatch.serveDelaySteps)
      #expect(driver.scene.game.match.puck.center == start, "game \(game + 1) waits")
      driver.step()
      #expect(driver.scene.game.match.puck.center != start)
      for _ in 0..<10_000 where driver.scene.game.phase == .playing { driver.step() }
      #expect(driver.scene.game.phase == .over)
    }
  }

  @Test func soundsAreCuesTheSettingsSilenceByDefault() {
    // GAMES.md: wall, paddle and score cues, off by default.
    #expect(DisplaySettings().sound == .off)
    var driver = Self.scene(players: 2, winScore: 1)
    driver.press(.character(" "))
    for _ in 0..<10_000 where driver.scene.game.phase == .playing { driver.step() }
    #expect(driver.commands.contains { if case .perform(.sound) = $0 { return true } else { return false } })
  }

  @Test func pKeyPausesWithThePauseOverlay() throws {
    var driver = Self.scene()
    driver.press(.character(" "), .character("p"))
    guard case .push(let overlay) = try #require(driver.commands.last) else {
      Issue.record("no push")
      return
    }
    #expect(overlay is PauseOverlayScene)
  }

  @Test(arguments: [InputEvent.resize(Size(width: 70, height: 20)), .resumed])
  func losingTheTerminalStopsHeldPaddlesAndLeavesThePauseToTheRunner(event: InputEvent) {
    var driver = Self.scene(players: 2)
    driver.press(.character(" "), .character("w"))
    #expect(driver.scene.game.drives[0] != PaddleDrive())
    driver.send(event)
    #expect(driver.commands.isEmpty)
    #expect(driver.scene.game.drives == [PaddleDrive(), PaddleDrive()])
    #expect(driver.scene.isAnimating, "still in play: the Runner pauses what animates")
  }

  @Test func pausingStopsAHeldPaddle() {
    var driver = Self.scene(players: 2)
    driver.press(.character(" "), .character("s"), .character("p"))
    let y = driver.scene.game.match.paddleY[0]
    driver.step(10)
    #expect(driver.scene.game.match.paddleY[0] == y)
  }

  @Test func soundsForWallsPaddlesAndPoints() {
    var driver = Self.scene(players: 2)
    driver.press(.character(" "))
    driver.step(3000)
    let sounds = driver.commands.filter { if case .perform(.sound) = $0 { return true } else { return false } }
    #expect(sounds.count >= 3)
  }

  @Test func winAgainstTheComputerSubmitsTheMargin() throws {
    var driver = Self.scene(winScore: 1, difficulty: .easy)
    driver.press(.character(" "))
    Self.playToTheEnd(&driver)
    #expect(driver.scene.game.phase == .over)
    #expect(driver.scene.game.match.winner == .one)
    let submissions = driver.commands.compactMap { command -> ScoreSubmission? in
      if case .perform(.submitScore(let submission)) = command { return submission }
      return nil
    }
    let submission = try #require(submissions.first)
    #expect(submissions.count == 1)
    #expect(submission.board == PaddlesBoards.board(difficulty: .easy, winScore: 1, arena: .classic))
    #expect(submission.score == 1)
    #expect(submission.detail == "1\u{2013}0, margin 1, easy")
    #expect(submission.seed == 5)
    #expect(!driver.scene.isAnimating)
    #expect(driver.render(Size(width: 80, height: 24)).plainText.contains("Player 1 wins!"))
  }

  @Test func twoPlayerWinSubmitsNothingAndAKeyStartsAFreshGame() {
    var driver = Self.scene(players: 2, winScore: 1)
    driver.press(.character(" "))
    driver.step(5000)
    #expect(driver.scene.game.phase == .over)
    let winner = driver.scene.game.match.winner?.number ?? 0
    #expect(driver.render(Size(width: 80, height: 24)).plainText.contains("Player \(winner) wins!"))
    #expect(!driver.commands.contains { if case .perform(.submitScore) = $0 { return true } else { return false } })
    driver.press(.character(" "))
    #expect(driver.scene.game.phase == .ready)
    #expect(driver.scene.game.match.scores == [0, 0])
    #expect(driver.scene.game.match.winner == nil)
  }

  @Test func escapeDuringPlayAsksFirstAndAtReadyLeaves() throws {
    var ready = Self.scene()
    ready.press(.escape)
    guard case .pop = try #require(ready.commands.last) else {
      Issue.record("Esc at Ready? should leave")
      return
    }
    var playing = Self.scene()
    playing.press(.character(" "), .escape)
    guard case .push(let confirm) = try #require(playing.commands.last) else {
      Issue.record("Esc in play should ask")
      return
    }
    #expect(confirm is ConfirmScene)
    #expect(playing.scene.hasGameInProgress)
  }

  @Test func playingFieldSnapshotInASCII() {
    var driver = Self.scene(players: 2)
    driver.press(.character(" "))
    let canvas = driver.render(Size(width: 48, height: 14), capabilities: .minimal)
    #expect(
      TextSnapshot.difference(
        canvas,
        """
        Player 1 [W/S]: 0              Player 2 [^/v]: 0
               ==================================
                                :
                          ###   :   ###
                          # #   :   # #
                          ###   :   ###
                    #           :          #
                    #          OO          #
                    #          OO          #
                                :
                                :
                                :
                                :
               ==================================
        """) == nil)
  }
}
