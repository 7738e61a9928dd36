import ArcadeKit
import GameKit
import TestSupport
import Testing

@testable import PaddlesGame

/// Where the terminal reports key releases (the kitty keyboard protocol), a paddle moves exactly
/// while its key is held, and both players can hold keys at once.
@Suite struct KeyReleaseTests {
  static let field = SidewaysArena.classic
  static let middle = SidewaysArena.height / 2

  /// A two-player game in play; `releases` is what the scene was told (nil: told nothing).
  static func playing(releases: Bool?) -> SceneDriver<PaddlesScene> {
    var driver = SceneDriver(
      PaddlesScene(options: PaddlesOptions(players: 2, winScore: 99, seed: 3)))
    if let releases { driver.send(.keyReleasesReported(releases)) }
    driver.press(.character(" "))
    return driver
  }

  /// A player's up and down keys.
  static func keys(_ side: PlayerSlot) -> (up: Key, down: Key) {
    side == .one ? (.character("w"), .character("s")) : (.up, .down)
  }

  /// What the drive of `side` will move its paddle by on the next step (read from a copy).
  static func nextMove(_ driver: SceneDriver<PaddlesScene>, _ side: PlayerSlot) -> Double {
    var drive = driver.scene.game.drives[side.rawValue]
    return drive.step()
  }

  // MARK: - Asking for releases

  @Test func theGameWantsKeyReleasesButItsMenuDoesNot() {
    let options = PaddlesOptions(seed: 1)
    #expect(PaddlesScene(options: options).wantsKeyReleases)
    #expect(!PaddlesMenuScene(arenas: [.classic], options: options).wantsKeyReleases)
  }

  @Test func aHeldDriveRunsAtFullSpeedUntilStopped() {
    var drive = PaddleDrive()
    drive.hold(1)
    for step in 0..<100 {
      #expect(drive.step() == PaddleDrive.fullSpeed, "step \(step)")
    }
    drive.stop()
    #expect(drive.step() == 0)
    drive.hold(-1)
    #expect(drive.step() == -PaddleDrive.fullSpeed)
  }

  // MARK: - Holding keys

  @Test(arguments: PlayerSlot.allCases)
  func heldKeyMovesEveryStepWithoutRepeatsAndStopsAfterTheRelease(side: PlayerSlot) {
    var driver = Self.playing(releases: true)
    let (up, down) = Self.keys(side)
    let start = driver.scene.game.match.paddleY[side.rawValue]
    driver.press(down)
    // Rules 3: the key moves it at once, and the step that follows has made its move already.
    let moved = Self.field.clampPaddle(start + PaddleDrive.fullSpeed)
    #expect(driver.scene.game.match.paddleY[side.rawValue] == moved, "the key acts at once")
    driver.step()
    #expect(driver.scene.game.match.paddleY[side.rawValue] == moved)
    for step in 1...100 {
      #expect(Self.nextMove(driver, side) == PaddleDrive.fullSpeed, "step \(step) would not move")
      let before = driver.scene.game.match.paddleY[side.rawValue]
      driver.step()
      let expected = Self.field.clampPaddle(before + PaddleDrive.fullSpeed)
      #expect(driver.scene.game.match.paddleY[side.rawValue] == expected, "step \(step)")
    }
    let bottom = Self.field.clampPaddle(SidewaysArena.height)
    #expect(driver.scene.game.match.paddleY[side.rawValue] == bottom)
    driver.send(.keyRelease(down))
    #expect(Self.nextMove(driver, side) == 0)

    // Up from the bottom edge, then let go mid-field: it stops on the very next step.
    driver.press(up)
    driver.step(10)
    let letGo = bottom - 10 * PaddleDrive.fullSpeed
    #expect(driver.scene.game.match.paddleY[side.rawValue] == letGo)
    driver.send(.keyRelease(up))
    for _ in 0..<30 {
      driver.step()
      #expect(driver.scene.game.match.paddleY[side.rawValue] == letGo)
    }
  }

  @Test func bothPlayersHoldingAtOnceBothMove() {
    var driver = Self.playing(releases: true)
    driver.press(.character("s"), .down)
    driver.step(10)
    let moved = Self.middle + 10 * PaddleDrive.fullSpeed
    #expect(driver.scene.game.match.paddleY == [moved, moved])
    // Player 1 turns round while player 2 keeps holding.
    driver.press(.character("w"))
    driver.step(5)
    #expect(
      driver.scene.game.match.paddleY == [
        moved - 5 * PaddleDrive.fullSpeed, moved + 5 * PaddleDrive.fullSpeed,
      ])
  }

  @Test(arguments: PlayerSlot.allCases)
  func onePlayersReleaseNeverStopsTheOther(side: PlayerSlot) {
    var driver = Self.playing(releases: true)
    driver.press(.character("s"), .down)
    driver.step(3)
    let (up, down) = Self.keys(side)
    driver.send(.keyRelease(down))
    driver.send(.keyRelease(up))
    driver.step(5)
    let stopped = Self.middle + 3 * PaddleDrive.fullSpeed
    let moving = Self.middle + 8 * PaddleDrive.fullSpeed
    #expect(driver.scene.game.match.paddleY[side.rawValue] == stopped)
    #expect(driver.scene.game.match.paddleY[side.opponent.rawValue] == moving)
  }

  @Test func oppositePressTakesOverAndItsReleaseReturnsToTheKeyStillHeld() {
    var driver = Self.playing(releases: true)
    let step = PaddleDrive.fullSpeed
    driver.press(.character("s"))
    driver.step(2)
    driver.press(.character("w"))
    driver.step(3)
    #expect(driver.scene.game.match.paddleY[0] == Self.middle - step)
    driver.send(.keyRelease(.character("w")))
    driver.step()
    #expect(driver.scene.game.match.paddleY[0] == Self.middle)
    driver.send(.keyRelease(.character("s")))
    driver.step(4)
    #expect(driver.scene.game.match.paddleY[0] == Self.middle)
  }

  @Test func releaseOfAnUnshiftedLetterEndsItsShiftedPress() {
    var driver = Self.playing(releases: true)
    driver.press(.character("S"))
    driver.step(2)
    driver.send(.keyRelease(.character("s")))
    driver.step(4)
    #expect(driver.scene.game.match.paddleY[0] == Self.middle + 2 * PaddleDrive.fullSpeed)
    #expect(driver.scene.game.heldKeys.isEmpty)
  }

  // MARK: - Reports

  @Test func reportingAgainForgetsHeldKeys() {
    var driver = Self.playing(releases: true)
    driver.press(.character("s"), .up)
    driver.step(2)
    let held = [Self.middle + 12, Self.middle - 12]
    #expect(driver.scene.game.match.paddleY == held)
    // Back from a pause overlay: the keys may have been let go while it was up.
    driver.send(.keyReleasesReported(true))
    driver.step(20)
    #expect(driver.scene.game.match.paddleY == held)
    #expect(driver.scene.game.heldKeys.isEmpty)
    // A key still down repeats, and the repeat takes hold again.
    driver.press(.character("s"))
    driver.step()
    #expect(driver.scene.game.match.paddleY == [held[0] + PaddleDrive.fullSpeed, held[1]])
  }

  @Test func withoutReleasesATapStillStopsAsBefore() {
    var driver = Self.playing(releases: false)
    driver.press(.character("s"))
    driver.step(PaddleDrive.repeatWindowSteps + 10)
    #expect(!driver.scene.game.drives[0].isMoving, "a press with no repeats must not run forever")
    #expect(driver.scene.game.heldKeys.isEmpty)
  }

  @Test func reportedFalseDrivesExactlyLikeNoReport() {
    var told = Self.playing(releases: false)
    var untold = Self.playing(releases: nil)
    var pending = KeyRepeatTests.hold(delay: 500, interval: 33, until: 900)
    pending.append(1400)
    for step in 0..<120 {
      let now = Double(step) * 1000 / 60
      while let next = pending.first, next <= now {
        told.press(.down)
        untold.press(.down)
        pending.removeFirst()
      }
      told.step()
      untold.step()
      #expect(told.scene.game.match.paddleY == untold.scene.game.match.paddleY, "step \(step)")
    }
    #expect(told.scene.game.match.paddleY[1] != Self.middle)
  }
}
