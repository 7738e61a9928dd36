import ArcadeKit
import CNcursesw
import Testing

@testable import TerminalCurses
@testable import TerminalWire

#if canImport(Glibc)
  import Glibc
#endif

/// Profiles read from this system's terminfo, and `TerminfoFormat` against ncurses' own `tiparm`.
///
/// One test at a time: `tiparm` expands into one buffer, and one test changes the current terminal.
@Suite(.serialized) struct TerminalProfileTerminfoTests {
  static let terms = ["xterm-256color", "screen-256color", "xterm-kitty", "linux", "vt100"]

  @Test func xterm256colorIsTheBuiltInLiteral() throws {
    #expect(try TerminalProfile.terminfo(term: "xterm-256color") == .xterm256color)
  }

  @Test func theLinuxConsoleAndTheVT100AreTheirBuiltInLiterals() throws {
    #expect(try TerminalProfile.terminfo(term: "linux") == .linux)
    #expect(try TerminalProfile.terminfo(term: "vt100") == .vt100)
  }

  @Test func screenAndKittyAreReadWithTheirOwnStrings() throws {
    let screen = try TerminalProfile.terminfo(term: "screen-256color")
    #expect(screen.name == "screen-256color")
    #expect(screen.colors == 256)
    #expect(screen[.smcup] == "\u{1B}[?1049h")
    #expect(screen[.khome] == "\u{1B}[1~")
    #expect(screen[.flash] == "\u{1B}g")
    let kitty = try TerminalProfile.terminfo(term: "xterm-kitty")
    #expect(kitty.colors == 256)
    #expect(kitty[.cnorm] == "\u{1B}[?12h\u{1B}[?25h")
    #expect(kitty.automaticMargins && kitty.delayedWrap)
  }

  @Test func aTerminalWithoutColoursHasZeroAndNoColourStrings() throws {
    let vt100 = try TerminalProfile.terminfo(term: "vt100")
    #expect(vt100.colors == 0)
    #expect(vt100[.setaf] == nil && vt100[.smcup] == nil && vt100[.civis] == nil)
  }

  @Test func anUnknownTypeAndOneThatCannotMoveTheCursorAreRefusedAsAtStart() {
    #expect(throws: TerminalStartError.unknownTerminal("no-such-terminal-arcade")) {
      try TerminalProfile.terminfo(term: "no-such-terminal-arcade")
    }
    #expect(throws: TerminalStartError.unknownTerminal("../xterm-256color")) {
      try TerminalProfile.terminfo(term: "../xterm-256color")
    }
    #expect(throws: TerminalStartError.noCursorAddressing("dumb")) { try TerminalProfile.terminfo(term: "dumb") }
    #expect(throws: TerminalStartError.termUnset) { try TerminalProfile.terminfo(term: "") }
  }

  @Test func readingLeavesTheCurrentTerminalAsItWas() throws {
    var status: Int32 = 0
    try #require(setupterm("vt100", -1, &status) == 0)
    let current = arcade_current_terminal()
    defer {
      set_curterm(nil)
      if let current { del_curterm(current) }
    }
    _ = try TerminalProfile.terminfo(term: "screen-256color")
    _ = try? TerminalProfile.terminfo(term: "no-such-terminal-arcade-2")
    #expect(arcade_current_terminal() == current)
    #expect(arcade_tigetstr("cup").map { String(cString: $0) } == "\u{1B}[%i%p1%d;%p2%dH$<5>")
  }

  @Test func manyConnectionsAskingAtOnceAllGetTheSameProfiles() async throws {
    let read = await withTaskGroup(of: [TerminalProfile?].self) { group in
      for _ in 0..<16 {
        group.addTask { Self.terms.map { try? TerminalProfile.terminfo(term: $0) } }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    let expected = try Self.terms.map { try TerminalProfile.terminfo(term: $0) }
    #expect(read.count == 16)
    for profiles in read { #expect(profiles == expected) }
  }

  // MARK: - Expansion against ncurses

  /// What ncurses' `tiparm` gives, its `$<n>` padding taken out (`tputs` would turn it into a
  /// pause; the wire drops it).
  static func ncurses(_ format: String, _ first: Int, _ second: Int? = nil) -> [UInt8] {
    let expanded =
      second.map { arcade_tiparm2(format, Int32(first), Int32($0)) } ?? arcade_tiparm1(format, Int32(first))
    guard let expanded else { return [] }
    // Byte by byte (as Latin-1), so a `%c` above 127 stays the byte it is.
    let text = String(
      String.UnicodeScalarView(
        UnsafeBufferPointer(start: expanded, count: strlen(expanded)).map {
          Unicode.Scalar(UInt8(bitPattern: $0))
        }))
    return text.replacing(#/\$<[0-9.]+[*\/]*>/#, with: "").unicodeScalars.map { UInt8($0.value) }
  }

  @Test(arguments: terms) func cursorMovesExpandAsNcursesExpandsThem(term: String) throws {
    let profile = try TerminalProfile.terminfo(term: term)
    let cup = try #require(profile[.cup])
    let format = TerminfoFormat(cup)
    for row in [0, 1, 2, 8, 9, 10, 23, 99, 100, 254, 999] {
      for column in [0, 1, 7, 9, 10, 79, 99, 100, 255, 1000] {
        #expect(format.expand(row, column) == Self.ncurses(cup, row, column), "\(term) \(row) \(column)")
      }
    }
  }

  @Test(arguments: terms) func everyColourIndexExpandsAsNcursesExpandsIt(term: String) throws {
    let profile = try TerminalProfile.terminfo(term: term)
    for capability in [TerminalProfile.Capability.setaf, .setab] {
      guard let string = profile[capability] else { continue }
      for index in 0..<256 {
        #expect(TerminfoFormat(string).expand(index) == Self.ncurses(string, index), "\(term) \(capability) \(index)")
      }
    }
  }

  /// (Not `%:+d`: ncurses prints a lone "d" for it where printf, and `TerminfoFormat`, print a
  /// sign; no entry uses it.)
  @Test func theRestOfTheLanguageExpandsAsNcursesExpandsIt() {
    let formats = [
      "%p1%c|%p2%c", "%p1%' '%+%c%p2%{32}%+%c", "%p1%03d|%p2%3d|%p1%:-4x|%p2%#o|%p1%X|%p2% d|%p1%.3d",
      "%?%p1%{5}%>%tbig%e%p2%{5}%<%tsmall%emiddle%;", "%p1%p2%*%d %p1%p2%/%d %p1%p2%m%d %p1%p2%&%d %p1%p2%|%d",
      "%p1%p2%^%d %p1%!%d %p1%~%d %p1%p2%A%d %p1%p2%O%d %p1%p2%=%d", "%p1%Pa%p2%Pb%gb%ga%-%d", "100%% %i%p1%d,%p2%d",
    ]
    for format in formats {
      for (first, second) in [(0, 0), (1, 7), (9, 3), (80, 24), (255, 2)] {
        #expect(
          TerminfoFormat(format).expand(first, second) == Self.ncurses(format, first, second),
          "\(format) \(first) \(second)")
      }
    }
  }

  @Test func theSequencesMadeFromAProfileMoveAndColourAsNcursesDoes() throws {
    for term in Self.terms {
      let profile = try TerminalProfile.terminfo(term: term)
      let sequences = TerminalSequences(profile: profile)
      var moved: [UInt8] = []
      sequences.moveCursor(from: nil, toRow: 4, column: 11, into: &moved)
      #expect(moved == Self.ncurses(try #require(profile[.cup]), 4, 11), "\(term)")
      var colored: [UInt8] = []
      sequences.setColor(foreground: false, index: 200, into: &colored)
      #expect(colored == profile[.setab].map { Self.ncurses($0, 200) } ?? [], "\(term)")
    }
  }
}
