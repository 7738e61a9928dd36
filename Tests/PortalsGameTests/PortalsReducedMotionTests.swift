import ArcadeKit
import Drawing
import TestSupport
import Testing

@testable import PortalsGame

/// With reduced motion a delivery flashes no portal (no filled disc, no reversed mark): the
/// portals are drawn as when none flashes.
@Suite struct PortalsReducedMotionTests {
  @Test func aDeliveredPlanetFlashesNoPortal() throws {
    var game = PortalsRulesTests.game(planets: [PortalsRulesTests.planet(7, .red, 60, 100, -150)])
    var flashing = game.picture(ghost: nil)
    for _ in 0..<120 where !flashing.portals.contains(where: \.flashing) {
      _ = game.step()
      flashing = game.picture(ghost: nil)
    }
    #expect(flashing.portals.map(\.flashing) == [true, false])
    var steady = flashing
    steady.portals = flashing.portals.steady
    func drawn(_ picture: PortalsPicture, reduced: Bool) -> [Cell] {
      picture.drawn(capabilities: Capabilities(unicode: true, colorDepth: .full256, reducedMotion: reduced)).cells
    }
    #expect(drawn(flashing, reduced: true) == drawn(steady, reduced: true))
    #expect(drawn(flashing, reduced: false) != drawn(steady, reduced: false))
  }
}
