/// Why a session ended.
public enum SessionOutcome: Hashable, Sendable {
  /// The player quit.
  case quit
  /// The terminal went away (its input ended, the connection closed).
  case hangup
  /// A termination signal arrived, or its key was sent as a kitty key (Ctrl-C, Ctrl-\).
  case terminated(signal: Int32)

  /// SIGINT and SIGQUIT by number: the session knows no process, so it names them itself.
  public static let interruptSignal: Int32 = 2
  public static let quitSignal: Int32 = 3

  /// The process exit status for this outcome (0, 129, or 128 + signal).
  public var exitStatus: Int32 {
    switch self {
    case .quit: return 0
    case .hangup: return 129
    case .terminated(let signal): return 128 + signal
    }
  }
}
