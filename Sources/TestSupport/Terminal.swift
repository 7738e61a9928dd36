import ArcadeKit

/// A terminal as a scripted test host sees it: size, decoded input with a timeout, and the
/// canvases shown (`HeadlessTerminal`; `ScriptedHost` drives a session with one).
public protocol Terminal: AnyObject {
  /// The current size in cells.
  var size: Size { get }
  /// What can be shown now (after settings).
  var capabilities: Capabilities { get }
  /// Waits for the next input for at most `timeout` seconds (nil: until something arrives).
  func read(timeout: Double?) -> TerminalRead
  /// Whether input is already waiting to be read (the rest of a paste): the host hands it to the
  /// session with the input before, so one frame shows both.
  var hasPendingInput: Bool { get }
  /// Shows `canvas`, writing only the cells that changed since the last call.
  func present(_ canvas: Canvas)
  /// Plays a sound cue as configured (bell or flash).
  func signal(_ cue: SoundMode)
  /// Applies display settings (ASCII, colour) to what `capabilities` reports from now on.
  func apply(_ settings: DisplaySettings)
  /// Turns reporting of key releases on or off; returns whether releases are now reported
  /// (false where the terminal cannot, e.g. without the kitty keyboard protocol).
  func reportKeyReleases(_ on: Bool) -> Bool
}

/// What a terminal read produced.
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

extension Terminal {
  /// Terminals that cannot tell say no: every input is then drawn at once.
  public var hasPendingInput: Bool { false }
}
