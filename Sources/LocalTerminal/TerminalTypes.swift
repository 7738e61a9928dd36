import TerminalCurses
import TerminalWire

/// The terminal types this machine's terminfo knows, for what draws for a terminal that is not
/// the one the arcade runs in (a recording's `--term`).
public enum TerminalTypes {
  /// The capabilities of terminal type `term`, or a one-line reason it has none here (unset,
  /// dumb, unknown or without a cursor).
  public static func profile(named term: String) throws -> TerminalProfile {
    try TerminalProfile.terminfo(term: term)
  }
}
