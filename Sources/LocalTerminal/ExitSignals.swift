#if canImport(Glibc)
  import Glibc
#endif

/// The way out of the arcade, which no signal may cut short.
///
/// When the screen closes, the arcade still has promises to keep: a score kept while the
/// store was busy is written, and what went wrong is said on stderr. A second Ctrl-C, the
/// terminal's hangup (often sent twice) or a SIGTERM arriving then would kill the process
/// with the default action, and the score promised "saved when you leave" would be lost.
public enum ExitSignals {
  /// Blocks every termination signal and SIGPIPE for the rest of the process. Call it once the
  /// loop has ended, before the terminal ends (which restores the default actions): a signal
  /// that arrives afterwards waits, unheard, and the process leaves with the status the session
  /// chose. A write to a closed pipe then fails with EPIPE instead of killing the process.
  public static func hold() {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for signalNumber in SignalWatch.terminationSignals + [SIGPIPE] { sigaddset(&blocked, signalNumber) }
    sigprocmask(SIG_BLOCK, &blocked, nil)
  }
}
