import ArcadeKit
import Drawing
import GameKit
import Levels
import Testing

@testable import LanderGame

/// Holding a control in every terminal: keys while held where releases are reported, a press
/// for 0.2 s elsewhere (auto-repeat keeps it going), the on-screen pad held by the mouse.
@Suite struct LanderControlsTests {
  static let screen = Size(width: 80, height: 24)

  @Test func withKeyReleasesAKeyActsUntilItComesUp() {
    var controls = LanderControls()
    controls.releases(reported: true)
    controls.press(.thrust)
    for _ in 0..<100 { controls.tick() }
    #expect(controls.isActive(.thrust))
    controls.release(.thrust)
    #expect(!controls.isActive(.thrust))
  }

  @Test func withoutKeyReleasesAPressActsFor8StepsAndARepeatExtendsItUnderRules1() {
    var controls = LanderControls(tapsTurnLittle: false)
    controls.press(.port)
    for _ in 0..<7 { controls.tick() }
    #expect(controls.isActive(.port))
    controls.press(.port)  // the terminal's auto-repeat
    for _ in 0..<7 { controls.tick() }
    #expect(controls.isActive(.port))
    controls.tick()
    #expect(!controls.isActive(.port), "0.2 s after the last press it lets go")
    controls.release(.port)
    #expect(!controls.isActive(.port))
  }

  /// Rules 2, where the terminal reports no releases: a tap of a turn key turns the ship at most
  /// 5° (it turned 18°), so a heading can be corrected by tapping; a held key's auto-repeat
  /// keeps it turning at 90° a second, and it stops soon after the last repeat.
  @Test func aTapTurnsAtMostFiveDegreesAndAHeldKeyTurnsOn() {
    var tapped = PlayScene<Lander>(levels: [LanderRulesTests.flat], seed: 1)
    _ = tapped.handle(.key(.left))
    for _ in 0..<20 { _ = tapped.step() }
    let tap = abs(tapped.game.ship.heading)
    #expect(tap > 0 && tap <= 5, "a tap turns \(tap)°")

    // Held: the press, the terminal's repeat delay (0.3 s), then repeats 30 a second for 1 s.
    var held = PlayScene<Lander>(levels: [LanderRulesTests.flat], seed: 1)
    _ = held.handle(.key(.left))
    for _ in 0..<12 { _ = held.step() }
    var repeatClock = 0.0
    for step in 0..<40 {
      repeatClock += 1.0 / 40
      if repeatClock >= 1.0 / 30 {
        repeatClock -= 1.0 / 30
        _ = held.handle(.key(.left))
      }
      #expect(step < 2 || held.game.controls.isActive(.port), "turning at step \(step) of the repeats")
      _ = held.step()
    }
    let turned = abs(held.game.ship.heading)
    #expect(turned > 85 && turned < 100, "about 90° in the second of repeats: \(turned)°")
    for _ in 0..<LanderControls.repeatSteps { _ = held.step() }
    #expect(!held.game.controls.isActive(.port), "it stops soon after the last repeat")

    // Thrust is not a turn: a tap still fires for 0.2 s.
    var controls = LanderControls()
    controls.press(.thrust)
    for _ in 0..<7 { controls.tick() }
    #expect(controls.isActive(.thrust))
  }

  @Test func aMousePressOnTheFootPadHoldsThatButtonUntilRelease() {
    var scene = PlayScene<Lander>(levels: [LanderRulesTests.flat], seed: 1)
    let layout = LanderLayout(screen: Self.screen)
    let thrust = layout.button(.thrust)
    _ = scene.handle(.mouse(MouseEvent(.press, x: thrust.x + 3, y: thrust.y, screen: Self.screen)))
    #expect(scene.game.phase == .flying)
    for _ in 0..<40 { _ = scene.step() }
    #expect(scene.game.controls.isActive(.thrust) && scene.game.ship.fuel == 790)
    #expect(scene.game.ship.vy < 0, "4 m/s² up beats the Moon's 1.62 down")
    #expect(scene.picture.held == [.thrust], "the held button is drawn highlighted")
    _ = scene.handle(.mouse(MouseEvent(.release, x: 0, y: 0, screen: Self.screen)))
    _ = scene.step()
    #expect(!scene.game.controls.isActive(.thrust) && scene.picture.held.isEmpty)
  }

  @Test func theFootPadsButtonsSplitTheLastRow() {
    let layout = LanderLayout(screen: Self.screen)
    #expect(layout.control(atColumn: 0, row: 23) == .port)
    #expect(layout.control(atColumn: 40, row: 23) == .thrust)
    #expect(layout.control(atColumn: 79, row: 23) == .starboard)
    #expect(layout.control(atColumn: 40, row: 22) == nil)
  }

  @Test func aKeyReleaseThroughTheSceneLetsGo() {
    var scene = PlayScene<Lander>(levels: [LanderRulesTests.flat], seed: 1)
    #expect(scene.wantsKeyReleases)
    _ = scene.handle(.keyReleasesReported(true))
    _ = scene.handle(.key(.right))
    for _ in 0..<20 { _ = scene.step() }
    #expect(abs(scene.game.ship.heading - 45) < 1e-9, "held for half a second: 45°")
    _ = scene.handle(.keyRelease(.right))
    for _ in 0..<20 { _ = scene.step() }
    #expect(abs(scene.game.ship.heading - 45) < 1e-9)
  }
}
