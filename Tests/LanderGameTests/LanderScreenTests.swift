import ArcadeKit
import Drawing
import GameKit
import Testing

@testable import GameKit
@testable import LanderGame

/// Whole 80×24 screens of Lander's first shipped level, in full and in ASCII: the start, the
/// engine firing, a landing and a crash.
@Suite struct LanderScreenTests {
  enum Moment: CaseIterable {
    case start, thrusting, landed, crashed, tooFastLow
  }

  /// The scene at `moment`, played on `level` from seed 1.
  static func scene(at moment: Moment, level: LanderLevel) -> PlayScene<Lander> {
    var scene = PlayScene<Lander>(levels: [level], seed: 1)
    _ = scene.handle(.keyReleasesReported(true))
    switch moment {
    case .start:
      break
    case .thrusting:
      _ = scene.handle(.key(.right))
      for _ in 0..<10 { _ = scene.step() }
      _ = scene.handle(.keyRelease(.right))
      _ = scene.handle(.key(.up))
      for _ in 0..<60 { _ = scene.step() }
    case .landed:
      var game = scene.game
      var ship = game.ship
      (ship.x, ship.y, ship.vx, ship.vy) = (125, 176.99, 0.5, 1.2)
      game.setShip(ship)
      scene.game = game
      _ = scene.step()
    case .tooFastLow:
      var game = scene.game
      var ship = game.ship
      (ship.x, ship.y, ship.vx, ship.vy, ship.heading) = (125, 167, 3.2, 6.1, -4)
      game.setShip(ship)
      scene.game = game
    case .crashed:
      _ = scene.handle(.key(.left))
      for _ in 0..<600 where scene.game.phase == .flying { _ = scene.step() }
      for _ in 0..<20 { _ = scene.step() }
    }
    return scene
  }

  /// The lines of the first shipped level's screen at `moment`.
  static func screen(_ moment: Moment, _ capabilities: Capabilities) throws -> [String] {
    let scene = scene(at: moment, level: try LanderPilotTests.shipped()[0])
    var canvas = Canvas(size: Size(width: 80, height: 24), capabilities: capabilities)
    scene.render(into: &canvas)
    return canvas.lines()
  }

  @Test func theStartScreen() throws {
    #expect(
      try Self.screen(.start, .full) == [
        "ALT 149m  ↓0.0  →10.0!!  HDG +0°  FUEL 800  SCORE 0  SHIPS 3",
        "",
        "             ⣄",
        "            ⡾⠚⡇",
        "            ┌ Level 1: Gentle ────────────────────────────────────┐",
        "            │                  ↑ fire   ← → turn                  │",
        "            │ Land upright, at most 4 m/s down and 2 m/s sideways │",
        "            └─────────────────────────────────────────────────────┘",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "                                                           ⣀⡠⠤⠤⠤⠤⢄⣀⣀⣀⡀",
        "                                                     ⢀⣀⠤⠒⠊⠉          ⠈⠉⠉⠉⠒⠒",
        "    ⠠⢄⣀⣀⣀⡀                                     ⢀⣀⠤⠔⠒⠉⠁",
        "         ⠈⠉⠉⠉⠉⠒⠒⠢⠤⠤⢄⣀⣀                    ⣀⡠⠤⠒⠊⠁",
        "                      ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀⠉",
        "                              ×1",
        "        [ ◀ PORT ]               [ ▲ THRUST ]             [ STARBOARD ▶ ]",
      ])
  }

  @Test func theThrustingScreen() throws {
    #expect(
      try Self.screen(.thrusting, .full) == [
        "ALT 154m  ↑2.7  →12.2!!  HDG +22°!!  FUEL 785  SCORE 0  SHIPS 3",
        "",
        "                ⢀⠤⡄",
        "                ⢻⠵⠇",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "                                                           ⣀⡠⠤⠤⠤⠤⢄⣀⣀⣀⡀",
        "                                                     ⢀⣀⠤⠒⠊⠉          ⠈⠉⠉⠉⠒⠒",
        "    ⠠⢄⣀⣀⣀⡀                                     ⢀⣀⠤⠔⠒⠉⠁",
        "         ⠈⠉⠉⠉⠉⠒⠒⠢⠤⠤⢄⣀⣀                    ⣀⡠⠤⠒⠊⠁",
        "                      ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀⠉",
        "                              ×1",
        "        [ ◀ PORT ]               [ ▲ THRUST ]             [ STARBOARD ▶ ]",
      ])
  }

  @Test func theLandedScreen() throws {
    #expect(
      try Self.screen(.landed, .full) == [
        "ALT 0m  ↓0.0  →0.0  HDG +0°  FUEL 800  SCORE 260  SHIPS 3",
        "",
        "",
        "",
        "",
        "                             ┌ Perfect landing! ──┐",
        "                             │      ×1  +260      │",
        "                             └────────────────────┘",
        "",
        "",
        "",
        "",
        "                                       ⡠⡀",
        "                                      ⡔⠁⠑⡄",
        "                                    ⢠⠊   ⠈⢆",
        "                                   ⢀⠇      ⢇",
        "                                   ⣜⠤⠊⠉⠉⠉⠉⠢⢜⡄",
        "▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀⠘⠁▀▀▀▀▀▀▀▀⠑▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀",
        "                                       ×1",
        "",
        "",
        "",
        "",
        "        [ ◀ PORT ]               [ ▲ THRUST ]             [ STARBOARD ▶ ]",
      ])
  }

  @Test func theCrashedScreen() throws {
    #expect(
      try Self.screen(.crashed, .full) == [
        "ALT 0m  ↓22.3!!  →10.0!!  HDG -162°!!  FUEL 800  SCORE 0  SHIPS 2",
        "",
        "",
        "                       ┌ Crashed ───────────────────────┐",
        "                       │          not on a pad          │",
        "                       │    22.3 m/s down, 4 at most    │",
        "                       │  10.0 m/s sideways, 2 at most  │",
        "                       │ tilted 162 degrees, 10 at most │",
        "                       │          2 ships left          │",
        "                       └────────────────────────────────┘",
        "                                                                           ⢀⣀⠤⠔⠒",
        "                                    ✶    ✶                            ⣀⡠⠤⠒⠊⠁",
        "                                        ✶✶    ✶✶                ⢀⡠⠤⠒⠊⠉",
        "                                       ✶ ✶✶✶✶             ⢀⣀⠤⠔⠒⠉⠁",
        "                                                     ⢀⡤⠔⠒⠉⠁",
        "                                               ⢀⣀⠤⠔⠒⠉⠁",
        "                                         ⢀⣀⠤⠔⠒⠉⠁",
        "                                    ⣀⡠⠤⠒⠊⠁",
        "▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀⠤⠤⠒⠊⠉",
        "              ×1",
        "",
        "",
        "",
        "        [ ◀ PORT ]               [ ▲ THRUST ]             [ STARBOARD ▶ ]",
      ])
  }

  @Test func theStartInASCIIScreen() throws {
    #expect(
      try Self.screen(.start, .minimal) == [
        "ALT 149m  v0.0  >10.0!!  HDG +0  FUEL 800  SCORE 0  SHIPS 3",
        "",
        "",
        "             A",
        "            + Level 1: Gentle ------------------------------------+",
        "            |                  ^ fire   < > turn                  |",
        "            | Land upright, at most 4 m/s down and 2 m/s sideways |",
        "            +-----------------------------------------------------+",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "                                                           ...........",
        "                                                     ......          ......",
        "    ......                                     .......",
        "         .............                    ......",
        "                      ===================.",
        "                              x1",
        "        [ < PORT ]               [ ^ THRUST ]             [ STARBOARD > ]",
      ])
  }

  @Test func theThrustingInASCIIScreen() throws {
    #expect(
      try Self.screen(.thrusting, .minimal) == [
        "ALT 154m  ^2.7  >12.2!!  HDG +22!!  FUEL 785  SCORE 0  SHIPS 3",
        "",
        "",
        "                */",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "                                                           ...........",
        "                                                     ......          ......",
        "    ......                                     .......",
        "         .............                    ......",
        "                      ===================.",
        "                              x1",
        "        [ < PORT ]               [ ^ THRUST ]             [ STARBOARD > ]",
      ])
  }

  @Test func theLandedInASCIIScreen() throws {
    #expect(
      try Self.screen(.landed, .minimal) == [
        "ALT 0m  v0.0  >0.0  HDG +0  FUEL 800  SCORE 260  SHIPS 3",
        "",
        "",
        "",
        "",
        "                             + Perfect landing! --+",
        "                             |      x1  +260      |",
        "                             +--------------------+",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "                                       A",
        "",
        "================================================================================",
        "                                       x1",
        "",
        "",
        "",
        "",
        "        [ < PORT ]               [ ^ THRUST ]             [ STARBOARD > ]",
      ])
  }

  @Test func theCrashedInASCIIScreen() throws {
    #expect(
      try Self.screen(.crashed, .minimal) == [
        "ALT 0m  v22.3!!  >10.0!!  HDG -162!!  FUEL 800  SCORE 0  SHIPS 2",
        "",
        "",
        "                       + Crashed -----------------------+",
        "                       |          not on a pad          |",
        "                       |    22.3 m/s down, 4 at most    |",
        "                       |  10.0 m/s sideways, 2 at most  |",
        "                       | tilted 162 degrees, 10 at most |",
        "                       |          2 ships left          |",
        "                       +--------------------------------+",
        "                                                                           .....",
        "                                    *    *                            ......",
        "                                        **    **                ......",
        "                                       * ****             .......",
        "                                                     ......",
        "                                               .......",
        "                                         .......",
        "                                    ......",
        "===============================.....",
        "              x1",
        "",
        "",
        "",
        "        [ < PORT ]               [ ^ THRUST ]             [ STARBOARD > ]",
      ])
  }

  /// Under 15 m, too fast both ways: the close-up, and the cue over the ship.
  @Test func theTooFastNearTheGroundScreen() throws {
    #expect(
      try Self.screen(.tooFastLow, .full) == [
        "ALT 10m  ↓6.1!!  →3.2!!  HDG -4°  FUEL 800  SCORE 0  SHIPS 3",
        "",
        "",
        "",
        "",
        "                           TOO FAST DOWN AND SIDEWAYS",
        "",
        "                                       ⡠⡀",
        "                                      ⡔⠁⠑⡄",
        "                                    ⢠⠊   ⠈⢆",
        "                                   ⢀⠇      ⢇",
        "                                   ⡜⡠⠊⠉⠉⠉⠉⠢⡘⡄",
        "                                  ⠰⠋       ⠈⠣",
        "",
        "",
        "",
        "",
        "▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀",
        "                                       ×1",
        "",
        "",
        "",
        "",
        "        [ ◀ PORT ]               [ ▲ THRUST ]             [ STARBOARD ▶ ]",
      ])
  }

  @Test func theTooFastNearTheGroundInASCIIScreen() throws {
    #expect(
      try Self.screen(.tooFastLow, .minimal) == [
        "ALT 10m  v6.1!!  >3.2!!  HDG -4  FUEL 800  SCORE 0  SHIPS 3",
        "",
        "",
        "",
        "",
        "                           TOO FAST DOWN AND SIDEWAYS",
        "",
        "",
        "",
        "",
        "                                       A",
        "",
        "",
        "",
        "",
        "",
        "",
        "================================================================================",
        "                                       x1",
        "",
        "",
        "",
        "",
        "        [ < PORT ]               [ ^ THRUST ]             [ STARBOARD > ]",
      ])
  }
}
