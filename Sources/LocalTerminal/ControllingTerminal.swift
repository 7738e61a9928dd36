import ArcadeKit
import Drawing
import TerminalCurses
import TerminalWire

#if canImport(Glibc)
  import Glibc
#endif

/// This process's own terminal as the environment describes it: what `TERM`, the locale and
/// `COLORFGBG` say it draws, and the window's size.
enum ControllingTerminal {
  /// The wire for the terminal on fd 0 and 1, or a one-line reason there is none (not a
  /// terminal, `TERM` unset, dumb or unknown).
  static func wire() throws -> TerminalWire {
    guard isatty(STDIN_FILENO) == 1 else { throw TerminalStartError.notATerminal(stream: "standard input") }
    guard isatty(STDOUT_FILENO) == 1 else { throw TerminalStartError.notATerminal(stream: "standard output") }
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    let profile = try TerminalProfile.terminfo(term: term)
    setlocale(LC_ALL, "")
    let codeset = String(cString: nl_langinfo(nl_item(CODESET))).uppercased()
    return TerminalWire(
      profile: profile, unicode: codeset == "UTF-8" || codeset == "UTF8",
      consoleFont: term == "linux" || term.hasPrefix("linux-"),
      backgroundHint: getenv("COLORFGBG").flatMap { Background(colorFGBG: String(cString: $0)) })
  }

  /// Starts watching the window (a change from now on resizes: the handler goes in before it is
  /// measured) and returns its size (80×24 when the kernel cannot say).
  static func watchWindow() -> Size {
    SignalWatch.windowChanged.store(false, ordering: .relaxed)
    SignalWatch.installWindowChangeHandler()
    return windowSize() ?? Size(width: 80, height: 24)
  }

  /// The window's size as the kernel reports it, or nil when it cannot say.
  static func windowSize() -> Size? {
    var reported = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &reported) == 0, reported.ws_row > 0, reported.ws_col > 0 {
      return Size(width: Int(reported.ws_col), height: Int(reported.ws_row))
    }
    return nil
  }
}
