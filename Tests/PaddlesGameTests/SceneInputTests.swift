import ArcadeKit
import Drawing
import TestSupport
import Testing

@testable import PaddlesGame

/// Keys and mouse drags reach only the paddle they belong to.
@Suite struct SceneInputTests {
  static let screen = Size(width: 80, height: 24)

  /// A game in play; `releases` is what the terminal reported about key releases (nil: nothing).
  static func playing(players: Int, seed: UInt64 = 3, releases: Bool? = nil)
    -> SceneDriver<PaddlesScene>
  {
    var driver = SceneDriver(PaddlesScene(options: PaddlesOptions(players: players, seed: seed)))
    if let releases { driver.send(.keyReleasesReported(releases)) }
    driver.press(.character(" "))
    return driver
  }

  @Test func playerOneKeysNeverMovePlayerTwo() {
    var driver = Self.playing(players: 2)
    for key: Key in [.character("w"), .character("s"), .character("W"), .character("S")] {
      for _ in 0..<20 {
        driver.press(key)
        driver.step(2)
        #expect(driver.scene.game.match.paddleY[1] == 160)
      }
    }
    #expect(driver.scene.game.match.paddleY[0] != 160)
  }

  @Test func playerTwoKeysNeverMovePlayerOne() {
    var driver = Self.playing(players: 2)
    for key: Key in [.up, .down, .up] {
      for _ in 0..<20 {
        driver.press(key)
        driver.step(2)
        #expect(driver.scene.game.match.paddleY[0] == 160)
      }
    }
    #expect(driver.scene.game.match.paddleY[1] != 160)
  }

  @Test(arguments: [nil, false] as [Bool?])
  func heldKeyMovesATapThenSmoothlyFromTheFirstRepeatInTheGame(releases: Bool?) {
    var driver = Self.playing(players: 2, releases: releases)
    var last = driver.scene.game.match.paddleY[0]
    var stillSteps = 0
    var stillAfterTheFirstRepeat = 0
    // Press, first repeat after 500 ms, then every 33 ms for half a second.
    let presses = KeyRepeatTests.hold(delay: 500, interval: 33, until: 650)
    var pending = presses
    for step in 0..<40 {
      let now = Double(step) * 1000 / 60
      while let next = pending.first, next <= now {
        driver.press(.character("s"))
        pending.removeFirst()
      }
      driver.step()
      let y = driver.scene.game.match.paddleY[0]
      if y == last { stillSteps += 1 }
      if y == last, now >= 500 { stillAfterTheFirstRepeat += 1 }
      #expect(y >= last, "the paddle went back up")
      last = y
    }
    // Until the repeat delay is over the press is a tap: it moves a tap's distance and waits.
    #expect(stillSteps == 30 - PaddleDrive.tapSteps)
    #expect(stillAfterTheFirstRepeat == 0)
  }

  @Test func dragStartedOnTheLeftMovesOnlyTheLeftPaddle() {
    var driver = Self.playing(players: 2)
    driver.send(.mouse(MouseEvent(.press, x: 10, y: 12, screen: Self.screen)))
    for x in stride(from: 10, through: 75, by: 5) {
      driver.send(.mouse(MouseEvent(.drag, x: x, y: 4 + x / 10, screen: Self.screen)))
      #expect(driver.scene.game.match.paddleY[1] == 160)
    }
    driver.send(.mouse(MouseEvent(.release, x: 75, y: 20, screen: Self.screen)))
    #expect(driver.scene.game.match.paddleY[0] > 200)
    #expect(driver.scene.game.match.paddleY[1] == 160)
    // After the release, a drag without a press moves nothing.
    let left = driver.scene.game.match.paddleY[0]
    driver.send(.mouse(MouseEvent(.drag, x: 70, y: 3, screen: Self.screen)))
    #expect(driver.scene.game.match.paddleY == [left, 160])
  }

  @Test func dragStartedOnTheRightMovesOnlyTheRightPaddle() {
    var driver = Self.playing(players: 2)
    driver.send(.mouse(MouseEvent(.press, x: 70, y: 5, screen: Self.screen)))
    driver.send(.mouse(MouseEvent(.drag, x: 5, y: 6, screen: Self.screen)))
    #expect(driver.scene.game.match.paddleY[0] == 160)
    #expect(driver.scene.game.match.paddleY[1] < 100)
  }

  @Test func dragOnTheComputersHalfMovesNothing() {
    var driver = Self.playing(players: 1)
    driver.send(.mouse(MouseEvent(.press, x: 70, y: 20, screen: Self.screen)))
    driver.send(.mouse(MouseEvent(.drag, x: 20, y: 20, screen: Self.screen)))
    #expect(driver.scene.game.match.paddleY == [160, 160])
  }

  @Test func arrowsMovePlayerOneAgainstTheComputer() {
    var driver = Self.playing(players: 1)
    driver.press(.up)
    driver.step()
    #expect(driver.scene.game.match.paddleY[0] < 160)
  }
}
