import ArcadeKit
import TestSupport
import Testing

@testable import BallsGame

/// Balls draws only glyphs the common fonts carry, and falls back on the Linux console.
@Suite struct BallsFontTests {
  @Test func everyGlyphIsSafeForItsFontBeforeAndDuringAChain() {
    var game = SceneDriver(BallsScene(levels: TestLevels.list([(40, 1)]), seed: 7))
    #expect(FontChecks.problems(game.scene).isEmpty, "\(FontChecks.problems(game.scene))")
    game.press(.character(" "))
    game.step(40)
    #expect(FontChecks.problems(game.scene).isEmpty, "\(FontChecks.problems(game.scene))")
  }
}
