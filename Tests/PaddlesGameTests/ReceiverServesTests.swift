import ArcadeKit
import Drawing
import GameKit
import Physics
import TestSupport
import Testing

@testable import PaddlesGame

/// Paddles rules 4: a key within a tap acts at once; after a point the player the puck goes to
/// serves it, with Space or after 3 s; the computer's puck goes after the usual half second.
@Suite struct ReceiverServesTests {
  /// A game against the computer in play on the tap path (no key releases).
  static func playing(players: Int = 1) -> SceneDriver<PaddlesScene> {
    var driver = SceneDriver(PaddlesScene(options: PaddlesOptions(players: players, winScore: 9, seed: 3)))
    driver.send(.keyReleasesReported(false))
    driver.press(.character(" "))
    return driver
  }

  /// Steps until someone scores; the scorer.
  static func untilAPoint(_ driver: inout SceneDriver<PaddlesScene>) -> PlayerSlot? {
    let before = driver.scene.game.match.scores
    for _ in 0..<20_000 {
      driver.step()
      let scores = driver.scene.game.match.scores
      if scores != before { return scores[0] > before[0] ? .one : .two }
    }
    return nil
  }

  /// A press that turns the paddle within a tap moves it the other way in the frame drawn at
  /// once (rules 3 waited for the next step).
  @Test func aKeyWithinATapActsAtOnce() {
    var driver = Self.playing()
    driver.press(.character("s"))
    driver.step(2)
    let before = driver.scene.game.match.paddleY[0]
    driver.press(.character("w"))
    #expect(driver.scene.game.match.paddleY[0] == before - PaddleDrive.fullSpeed, "moved up at the key")
    driver.step()
    #expect(driver.scene.game.match.paddleY[0] == before - PaddleDrive.fullSpeed, "and not twice")
    driver.step()
    #expect(driver.scene.game.match.paddleY[0] == before - 2 * PaddleDrive.fullSpeed)
  }

  /// Under rules 3 the same turn showed a step late.
  @Test func rulesThreeTurnedAtTheNextStep() {
    var options = PaddlesOptions(players: 1, winScore: 9, seed: 3)
    options.rules = .atOnce
    var driver = SceneDriver(PaddlesScene(options: options))
    driver.send(.keyReleasesReported(false))
    driver.press(.character(" "))
    driver.press(.character("s"))
    driver.step(2)
    let before = driver.scene.game.match.paddleY[0]
    driver.press(.character("w"))
    #expect(driver.scene.game.match.paddleY[0] == before)
  }

  @Test func aPointToThePlayerWaitsForItsSpaceOrThreeSeconds() throws {
    // The player never moves: the computer scores first; then stand still until the player
    // scores (a computer's miss).
    var driver = Self.playing()
    var scorer = Self.untilAPoint(&driver)
    while scorer == .two {
      // The computer's point: its puck goes after the usual half second, no Space needed.
      #expect(!driver.scene.game.waitsForReceiver)
      #expect(driver.scene.game.match.serveDelay == PaddlesMatch.serveDelaySteps)
      scorer = Self.untilAPoint(&driver)
    }
    #expect(scorer == .one)
    #expect(driver.scene.game.waitsForReceiver)
    #expect(driver.scene.game.match.serveDelay == PaddlesMatch.receiverServeSteps)
    let waiting = driver.render(Size(width: 80, height: 24))
    let expected = """
      Player 1 [W/S ↑/↓]: 1       Space serves • or in 3 s        Computer (normal): 0
              ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄
              ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
              ░░░░░░░░░░░░░░░░░░░░░░░░░░▄█░░░░┊░░░█▀█░░░░░░░░░░░░░░░░░░░░░░░░░
              ░░░░░░░░░░░░░░░░░░░░░░░░░░░█░░░░┊░░░█░█░░░░░░░░░░░░░░░░░░░░░░░░░
              ░░░░░░░░░░░░░░░░░░░░░░░░░░▀▀▀░░░┊░░░▀▀▀░░░░░░░░░░░░░░░░░░░░░░░░░
              ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
              ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
              ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
              ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
              ░░░░░░░░░▄▄░░░░░░░░░░░░░░░░░░░░░┊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
              ░░░░░░░░░██░░░░░░░░░░░░░░░░░░░░░┊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
              ░░░░░░░░░██░░░░░░░░░░░░░░░░░░░░░┊░░░░░░░░░░░░░░░░░░░░▄▄░░░░░░░░░
              ░░░░░░░░░██░░░░░░░░░░░░░░░░░░░░⣤⣤░░░░░░░░░░░░░░░░░░░░██░░░░░░░░░
              ░░░░░░░░░▀▀░░░░░░░░░░░░░░░░░░░░⠛⠛░░░░░░░░░░░░░░░░░░░░██░░░░░░░░░
              ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┊░░░░░░░░░░░░░░░░░░░░██░░░░░░░░░
              ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┊░░░░░░░░░░░░░░░░░░░░▀▀░░░░░░░░░
              ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
              ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
              ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
              ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
              ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
              ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░┊░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
              ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
      """
    #expect(TextSnapshot.difference(waiting, expected) == nil, "\(waiting.plainText)")
    driver.step(60)
    #expect(TextSnapshot.contains(driver.render(Size(width: 80, height: 24)), "or in 2 s"))
    let puck = driver.scene.game.match.puck.center
    driver.press(.character(" "))
    #expect(driver.scene.game.match.serveDelay == 0)
    driver.step()
    #expect(driver.scene.game.match.puck.center != puck, "served at the Space")
    #expect(!driver.scene.game.waitsForReceiver)
  }

  @Test func unservedThePuckGoesAfterThreeSeconds() {
    var driver = Self.playing(players: 2)
    _ = Self.untilAPoint(&driver)
    #expect(driver.scene.game.waitsForReceiver, "two players: whoever scored receives")
    let puck = driver.scene.game.match.puck.center
    driver.step(PaddlesMatch.receiverServeSteps)
    #expect(driver.scene.game.match.puck.center == puck)
    driver.step()
    #expect(driver.scene.game.match.puck.center != puck)
  }
}
