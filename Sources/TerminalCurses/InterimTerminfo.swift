#if canImport(Glibc)
import Glibc
#endif
import CNcursesw
import TerminalWire

// Interim: replaced by `TerminalProfile.terminfo(term:)` when it lands.

/// Reads a terminal type's sequences and colour count from terminfo, without starting curses.
public enum InterimTerminfo {
  /// The sequences and colours of `term`, or why it cannot be used.
  public static func load(term: String) throws(TerminalStartError) -> (sequences: TerminalSequences, colors: Int, hasAlternateScreen: Bool) {
    if term.isEmpty { throw .termUnset }
    if term == "dumb" { throw .dumbTerminal }
    guard arcade_setupterm(term) == 1 else { throw .unknownTerminal(term) }
    guard arcade_tigetstr("cup") != nil else { throw .noCursorAddressing(term) }
    let colors = Int(tigetnum("colors"))
    return (TerminalSequences(terminfo: ()), max(0, colors), arcade_tigetstr("smcup") != nil)
  }
}
