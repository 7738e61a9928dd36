import ArcadeKit
import TerminalWire
import Testing

/// A player who chose the console's glyphs gets drawn as on the Linux console: no sub-cell
/// graphics, whatever the terminal.
@Suite struct ConsoleGlyphsCapabilityTests {
  @Test func theSettingDrawsAsTheConsoleFontWould() {
    let wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil)
    #expect(wire.capabilities(for: DisplaySettings()).graphics)
    let console = wire.capabilities(for: DisplaySettings(consoleGlyphs: true))
    #expect(console.consoleFont && !console.graphics && console.unicode)
  }
}
