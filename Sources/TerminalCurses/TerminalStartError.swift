/// Why the terminal could not be started; each case reads as a one-line message for stderr.
public enum TerminalStartError: Error, Equatable, CustomStringConvertible {
  case notATerminal(stream: String)
  case termUnset
  case dumbTerminal
  case unknownTerminal(String)
  case noCursorAddressing(String)

  public var description: String {
    switch self {
    case .notATerminal(let stream):
      return
        "\(stream) is not a terminal: run arcade in a terminal window (for scripts, try `arcade levels` or `arcade scores`)"
    case .termUnset:
      return "TERM is not set: set it to your terminal's type, e.g. TERM=xterm-256color"
    case .dumbTerminal:
      return "TERM=dumb cannot show a game: set TERM to your terminal's type, e.g. TERM=xterm-256color"
    case .unknownTerminal(let name):
      return "unknown terminal type '\(name)' (TERM): set TERM to one this system knows, e.g. xterm-256color"
    case .noCursorAddressing(let name):
      return "terminal type '\(name)' cannot move the cursor: set TERM to a full-screen terminal, e.g. xterm-256color"
    }
  }
}
