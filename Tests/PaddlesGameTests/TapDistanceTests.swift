import ArcadeKit
import TestSupport
import Testing

@testable import PaddlesGame

/// A key tap moves the paddle a small, fixed distance whatever the terminal: 30 world units
/// (about half a paddle), the distance a key held for 83 ms moves it where releases are reported.
@Suite struct TapDistanceTests {
  /// The distance of a tap, world units.
  static let tap: Double = 30

  /// Player 1's paddle after one tap of ↓ and two seconds with no key, on a terminal that
  /// reports releases (the key goes up `heldSteps` later) or not.
  static func paddleAfterTap(releases: Bool, heldSteps: Int = 5) -> Double {
    var driver = SceneDriver(PaddlesScene(options: PaddlesOptions(players: 2, winScore: 99, seed: 3)))
    driver.send(.keyReleasesReported(releases))
    driver.press(.character(" "))
    driver.press(.character("s"))
    driver.step(heldSteps)
    if releases { driver.send(.keyRelease(.character("s"))) }
    driver.step(120 - heldSteps)
    return driver.scene.game.match.paddleY[0]
  }

  @Test func aTapWithoutKeyReleasesMovesThirtyUnitsAndStops() {
    let start = SidewaysArena.height / 2
    #expect(Self.paddleAfterTap(releases: false) == start + Self.tap)
  }

  @Test func aTapMovesAsFarWithAndWithoutKeyReleases() {
    #expect(Self.paddleAfterTap(releases: false) == Self.paddleAfterTap(releases: true))
  }

  @Test func aTapIsDoneInAFifthOfASecond() {
    // The whole tap is over well before any terminal's first repeat could arrive.
    var drive = PaddleDrive()
    drive.press(1)
    let moves = (0..<60).map { _ in drive.step() }
    #expect(moves.reduce(0, +) == Self.tap)
    #expect(moves[12...].allSatisfy { $0 == 0 }, "\(moves)")
  }
}
