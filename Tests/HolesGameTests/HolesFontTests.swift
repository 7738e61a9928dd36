import ArcadeKit
import Drawing
import TestSupport
import Testing

@testable import HolesGame

/// Holes draws only glyphs the common fonts carry, and falls back on the Linux console.
@Suite struct HolesFontTests {
  @Test func everyGlyphIsSafeForItsFontWhileRolling() {
    var game = SceneDriver(HolesRenderingTests.scene())
    #expect(FontChecks.problems(game.scene).isEmpty, "\(FontChecks.problems(game.scene))")
    game.press(.right, .down)
    game.step(90)
    #expect(FontChecks.problems(game.scene).isEmpty, "\(FontChecks.problems(game.scene))")
  }

  @Test func theConsoleGetsNoBrailleOrHalfBlocksButKeepsItsFrameAndFlag() {
    let console = Capabilities(unicode: true, colorDepth: .sixteen, consoleFont: true)
    let text = SceneDriver(HolesRenderingTests.scene()).render(Size(width: 80, height: 24), capabilities: console)
      .plainText
    #expect(!text.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) || $0 == "▀" || $0 == "▄" })
    #expect(text.contains("┌") && text.contains("▶"))
  }
}
