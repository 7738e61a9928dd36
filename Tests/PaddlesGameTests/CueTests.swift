import ArcadeKit
import Drawing
import Physics
import TestSupport
import Testing

@testable import PaddlesGame

/// Wall, paddle and point each have their own cue: a wall that is hit thickens for a moment, a
/// paddle that hits lights up, a point flashes the whole field; the sound setting's bell (or
/// flash) is for points alone.
@Suite struct CueTests {
  static let size = Size(width: 80, height: 24)

  /// Two players who never move, in play, first to 99.
  static func untouched() -> SceneDriver<PaddlesScene> {
    var driver = SceneDriver(PaddlesScene(options: PaddlesOptions(players: 2, winScore: 99, seed: 5)))
    driver.press(.character(" "))
    return driver
  }

  static func sounds(_ commands: [Command]) -> Int {
    commands.filter { if case .perform(.sound) = $0 { return true } else { return false } }.count
  }

  @Test func onlyPointsSoundTheBell() {
    var driver = Self.untouched()
    var walls = 0
    for _ in 0..<3000 {
      let before = driver.scene.game.match.puck.direction.y
      driver.step()
      if driver.scene.game.match.puck.direction.y == -before, driver.scene.game.match.serveDelay == 0 { walls += 1 }
    }
    let points = driver.scene.game.match.scores.reduce(0, +)
    #expect(walls > 0 && points > 0)
    #expect(Self.sounds(driver.commands) == points, "\(walls) wall hits, \(points) points")
  }

  /// Steps until the next point is scored; returns the driver just after it.
  static func justAfterAPoint() -> SceneDriver<PaddlesScene> {
    var driver = untouched()
    for _ in 0..<5000 where driver.scene.game.match.scores == [0, 0] { driver.step() }
    return driver
  }

  @Test func aPointFlashesTheField() {
    var driver = Self.justAfterAPoint()
    #expect(driver.scene.game.match.scores != [0, 0])
    #expect(TextSnapshot.contains(driver.render(Self.size), "░░░░░░░░░░"), "the field flashes")
    driver.step(PaddlesCues.pointSteps)
    #expect(!TextSnapshot.contains(driver.render(Self.size), "░"), "the flash is over")
  }

  @Test func aPointFlashesInASCIITooWithoutColour() {
    let canvas = Self.justAfterAPoint().render(Self.size, capabilities: .minimal)
    #expect(TextSnapshot.contains(canvas, ".........."))
  }

  @Test func aWallHitThickensThatWallForAMoment() {
    var driver = Self.untouched()
    var hit = false
    for _ in 0..<3000 where !hit {
      let before = driver.scene.game.match.puck.direction.y
      driver.step()
      hit = driver.scene.game.match.puck.direction.y == -before && driver.scene.game.match.serveDelay == 0
    }
    #expect(hit)
    let top = driver.scene.game.match.puck.center.y < SidewaysArena.height / 2
    let canvas = driver.render(Self.size)
    let row = canvas.lines()[top ? 1 : 23]
    #expect(row.contains("████████"), "\(row)")
    driver.step(PaddlesCues.wallSteps)
    #expect(!driver.render(Self.size).lines()[top ? 1 : 23].contains("█"))
  }
}
