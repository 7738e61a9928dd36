/// The bytes that change a terminal's modes, for one profile: entering the arcade's modes with
/// its start-up queries, the mouse, key releases and bracketed paste on and off, and the bytes
/// that give the terminal back as the shell had it.
public struct TerminalModes: Hashable, Sendable {
  /// Reporting of presses, releases and drags (button-event tracking, SGR coordinates).
  public static let mouseOn: [UInt8] = Array("\u{1B}[?1002h\u{1B}[?1006h".utf8)
  /// All mouse reporting off, including the click-only mode (1000) some terminals fall back to.
  public static let mouseOff: [UInt8] = Array("\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l".utf8)
  /// A paste arrives between markers, so it is never taken for typed keys.
  public static let pasteOn: [UInt8] = Array("\u{1B}[?2004h".utf8)
  public static let pasteOff: [UInt8] = Array("\u{1B}[?2004l".utf8)
  /// Kitty keyboard flags: disambiguate (1), report event types (2), alternate keys (4), all
  /// keys as escape codes (8) — the last is what makes letter keys report their release.
  public static let kittyPush: [UInt8] = Array("\u{1B}[>15u".utf8)
  public static let kittyPop: [UInt8] = Array("\u{1B}[<u".utf8)
  /// The start-up questions: the background colour (OSC 11), the kitty keyboard protocol, the
  /// terminal's type (GNU screen needs the mouse off), whether it draws a frame at once
  /// (DECRQM for synchronized output, mode 2026), then the device attributes, which every
  /// terminal answers: that last reply ends the questions. None is ever waited for.
  public static let queries: [UInt8] = Array(
    "\u{1B}]11;?\u{1B}\\\u{1B}[?u\u{1B}[>c\u{1B}[?2026$p\u{1B}[c".utf8)
  /// Synchronized output (mode 2026): the terminal shows what comes between these at once, so
  /// a frame never shows half drawn.
  public static let frameBegin: [UInt8] = Array("\u{1B}[?2026h".utf8)
  public static let frameEnd: [UInt8] = Array("\u{1B}[?2026l".utf8)

  /// Into the alternate screen (`smcup`), empty when the terminal has none.
  public let alternateScreenOn: [UInt8]
  /// Back to the main screen (`rmcup`).
  public let alternateScreenOff: [UInt8]
  /// The cursor hidden (`civis`) and shown (`cnorm`).
  public let cursorHidden: [UInt8]
  public let cursorShown: [UInt8]
  /// Attributes and colours back to the terminal's own (`sgr0`, `op`, unshortened).
  public let plainPen: [UInt8]
  /// Clears the screen (`clear`).
  public let clearScreen: [UInt8]
  /// Moves the cursor (`cup`).
  private let cursorAddress: TerminfoFormat?

  /// The modes of a terminal with `profile`'s capabilities (padding dropped).
  public init(profile: TerminalProfile) {
    func string(_ capability: TerminalProfile.Capability) -> [UInt8] {
      profile[capability].map { TerminfoFormat($0).expand() } ?? []
    }
    alternateScreenOn = string(.smcup)
    alternateScreenOff = string(.rmcup)
    cursorHidden = string(.civis)
    cursorShown = string(.cnorm)
    plainPen = string(.sgr0) + string(.op)
    clearScreen = string(.clear)
    cursorAddress = profile[.cup].map(TerminfoFormat.init)
  }

  /// Everything the arcade turns on at start, then the start-up queries (whose replies come
  /// with the input).
  public var entering: [UInt8] {
    alternateScreenOn + cursorHidden + Self.mouseOn + Self.pasteOn + Self.queries
  }

  /// What plain mode turns on at start (`arcade --plain`), then the start-up queries: the
  /// screen is the shell's, lines follow lines, so no alternate screen, no hidden cursor and no
  /// mouse; pastes still arrive between markers.
  public var enteringPlain: [UInt8] {
    Self.pasteOn + Self.queries
  }

  /// What gives the terminal back after plain mode: the kitty flags popped when `kittyPushed`,
  /// pastes unmarked again. Nothing moves the cursor or clears a line: what was written stays.
  public func leavingPlain(kittyPushed: Bool) -> [UInt8] {
    (kittyPushed ? Self.kittyPop : []) + Self.pasteOff
  }

  /// What gives the terminal back: the kitty flags popped when `kittyPushed` (each screen keeps
  /// its own stack, so before leaving the alternate one), the mouse and paste off, the pen
  /// plain, the alternate screen emptied (tmux carries lines of a full alternate screen over
  /// into the shell's when the window grew meanwhile), the cursor shown and the main screen back.
  /// Without an alternate screen the last frame stays, and the cursor goes to the start of
  /// `bottomRow` (the screen's last, when known) so the shell's prompt comes below it, as
  /// curses' `endwin` did.
  public func restoring(kittyPushed: Bool, bottomRow: Int? = nil) -> [UInt8] {
    var bytes = kittyPushed ? Self.kittyPop : []
    bytes += Self.mouseOff
    bytes += Self.pasteOff
    bytes += plainPen
    if !alternateScreenOn.isEmpty {
      bytes += clearScreen
    } else if let bottomRow, let cursorAddress {
      bytes += cursorAddress.expand(bottomRow, 0)
    }
    bytes += cursorShown
    bytes += alternateScreenOff
    return bytes
  }
}
