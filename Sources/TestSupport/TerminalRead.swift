import ArcadeKit

/// What a read of a `HeadlessTerminal` produced.
public enum TerminalRead: Hashable, Sendable {
  case event(InputEvent)
  /// The timeout passed with no input.
  case timeout
  /// What the terminal can show changed (it told its background colour): draw again.
  case capabilitiesChanged
  /// The terminal is gone (end of file or I/O error on input).
  case hangup
  /// A termination signal arrived (SIGINT, SIGTERM, SIGHUP): the program must end.
  case terminated(signal: Int32)
}
