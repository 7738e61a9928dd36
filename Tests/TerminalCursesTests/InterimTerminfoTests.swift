import Testing

@testable import TerminalCurses

/// Terminal types are read from terminfo without starting curses.
@Suite struct InterimTerminfoTests {
  @Test func knownTerminalTypesLoadWithTheirColours() throws {
    #expect(try InterimTerminfo.load(term: "xterm-256color").colors == 256)
    #expect(try InterimTerminfo.load(term: "vt100").colors == 0)
  }

  @Test func unusableTerminalTypesAreRefusedWithTheirReason() {
    #expect(throws: TerminalStartError.unknownTerminal("no-such-terminal")) { try InterimTerminfo.load(term: "no-such-terminal") }
    #expect(throws: TerminalStartError.dumbTerminal) { try InterimTerminfo.load(term: "dumb") }
    #expect(throws: TerminalStartError.termUnset) { try InterimTerminfo.load(term: "") }
  }
}
