import ArcadeKit
import Drawing
import Physics
import TestSupport
import Testing

@testable import PaddlesGame

/// As in the seed, play resumes from a pause with a fresh serve at speed 2 from the centre line;
/// the puck keeps heading for the player who was to receive it, so a pause cannot dodge a point.
@Suite struct PauseServeTests {
  /// A game against the computer in which a perfect mouse player 1 has rallied until the puck is fast.
  static func fastRally() -> SceneDriver<PaddlesScene> {
    var driver = SceneDriver(
      PaddlesScene(options: PaddlesOptions(players: 1, difficulty: .hard, winScore: 99, seed: 8)))
    driver.press(.character(" "))
    let screen = Size(width: 80, height: 24)
    let layout = PaddlesLayout(screen: screen)
    driver.send(.mouse(MouseEvent(.press, x: 10, y: 12, screen: screen)))
    for _ in 0..<20_000 where driver.scene.game.match.puck.speed < 4 {
      let cell = layout.viewport.cell(x: 72, y: driver.scene.game.match.puck.center.y)
      driver.send(.mouse(MouseEvent(.drag, x: cell.column, y: cell.row, screen: screen)))
      driver.step()
    }
    driver.send(.mouse(MouseEvent(.release, x: 10, y: 12, screen: screen)))
    return driver
  }

  @Test(arguments: [InputEvent.key(.character("p")), .resize(Size(width: 70, height: 20)), .resumed])
  func aPauseServesAgainAtTheServeSpeed(event: InputEvent) {
    var driver = Self.fastRally()
    let before = driver.scene.game.match
    #expect(before.puck.speed >= 4)
    driver.send(event)
    let after = driver.scene.game.match
    #expect(after.puck.speed == SidewaysArena.classic.serveSpeed)
    #expect(after.puck.center.x == SidewaysArena.width / 2)
    #expect(after.serveDelay == PaddlesMatch.serveDelaySteps)
    #expect(after.scores == before.scores)
    #expect(after.puck.direction.x == before.puck.direction.x, "still heading for the same player")
  }

  @Test func aPauseAtReadyOrAfterTheGameServesNothing() {
    var driver = SceneDriver(PaddlesScene(options: PaddlesOptions(players: 2, winScore: 99, seed: 8)))
    let before = driver.scene.game.match.puck
    driver.send(.resumed)
    #expect(driver.scene.game.match.puck == before)
  }
}
