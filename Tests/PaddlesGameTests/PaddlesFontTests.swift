import ArcadeKit
import TestSupport
import Testing

@testable import PaddlesGame

/// Paddles draws only glyphs the common fonts carry, and falls back on the Linux console.
@Suite struct PaddlesFontTests {
  @Test func everyGlyphIsSafeForItsFontAtReadyAndInPlay() {
    var game = SceneDriver(PaddlesScene(options: PaddlesOptions(players: 2, seed: 5)))
    #expect(FontChecks.problems(game.scene).isEmpty, "\(FontChecks.problems(game.scene))")
    game.press(.character(" "))
    game.step(45)
    #expect(FontChecks.problems(game.scene).isEmpty, "\(FontChecks.problems(game.scene))")
  }
}
