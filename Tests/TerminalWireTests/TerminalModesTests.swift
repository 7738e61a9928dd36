import Testing

@testable import TerminalWire

/// The exact bytes of entering and leaving the arcade's modes.
@Suite struct TerminalModesTests {
  static let queries = "⎋]11;?⎋\\⎋[?u⎋[>c⎋[?2026$p⎋[c"

  @Test func xtermEntersTheAlternateScreenHidesTheCursorAndAsks() {
    let modes = TerminalModes(profile: .xterm256color)
    #expect(
      visible(modes.entering)
        == "⎋[?1049h⎋[22;0;0t⎋[?25l⎋[?1002h⎋[?1006h⎋[?2004h" + Self.queries)
  }

  @Test func xtermIsGivenBackItsMainScreenEmptiedFirst() {
    let modes = TerminalModes(profile: .xterm256color)
    #expect(
      visible(modes.restoring(kittyPushed: false))
        == "⎋[?1002l⎋[?1006l⎋[?1000l⎋[?2004l⎋(B⎋[m⎋[39;49m⎋[H⎋[2J⎋[?12l⎋[?25h⎋[?1049l⎋[23;0;0t")
    #expect(visible(modes.restoring(kittyPushed: true, bottomRow: 23)).hasPrefix("⎋[<u⎋[?1002l"))
    #expect(!visible(modes.restoring(kittyPushed: true, bottomRow: 23)).contains("⎋[24;1H"))
  }

  @Test func theVT100HasNoScreenOrCursorToSwitchAndKeepsItsLastFrame() {
    let modes = TerminalModes(profile: .vt100)
    #expect(visible(modes.entering) == "⎋[?1002h⎋[?1006h⎋[?2004h" + Self.queries)
    #expect(visible(modes.restoring(kittyPushed: false)) == "⎋[?1002l⎋[?1006l⎋[?1000l⎋[?2004l⎋[m\u{0F}")
    #expect(
      visible(modes.restoring(kittyPushed: false, bottomRow: 23))
        == "⎋[?1002l⎋[?1006l⎋[?1000l⎋[?2004l⎋[m\u{0F}⎋[24;1H")
  }

  @Test func plainModeTouchesNoScreenCursorOrMouseEitherWay() {
    let modes = TerminalModes(profile: .xterm256color)
    #expect(visible(modes.enteringPlain) == "⎋[?2004h" + Self.queries)
    #expect(visible(modes.leavingPlain(kittyPushed: false)) == "⎋[?2004l")
    #expect(visible(modes.leavingPlain(kittyPushed: true)) == "⎋[<u⎋[?2004l")
    var wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil)
    #expect(wire.start(plain: true) == modes.enteringPlain)
    #expect(!wire.mouseReporting)
    #expect(wire.restoreBytes == modes.leavingPlain(kittyPushed: false))
  }
}
