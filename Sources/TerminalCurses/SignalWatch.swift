#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Signal handling for the live terminal: termination and resume flags, and crash restore.
///
/// Handlers only store into atomics or make async-signal-safe calls (tcsetattr, write). The
/// Runner's input wait is interrupted by the signal (poll returns EINTR) and sees the flag.
enum SignalWatch {
  /// The termination signal that arrived (0: none).
  static let pendingTermination = Atomic<Int32>(0)
  /// Set when the process continues after a stop (Ctrl-Z, then fg).
  static let resumed = Atomic<Bool>(false)

  /// Installs handlers for SIGINT, SIGTERM, SIGHUP and SIGCONT (after curses started, so ours win).
  static func installTerminationHandlers() {
    // A parent may have started us with these blocked; then they would wait forever.
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGCONT, SIGWINCH, SIGTSTP] { sigaddset(&unblock, signalNumber) }
    sigprocmask(SIG_UNBLOCK, &unblock, nil)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      install(signalNumber, flags: 0) { number in
        SignalWatch.pendingTermination.store(number, ordering: .relaxed)
      }
    }
    install(SIGCONT, flags: 0) { _ in
      SignalWatch.resumed.store(true, ordering: .relaxed)
    }
  }

  /// Installs handlers for fatal signals that restore the terminal, then let the crash proceed.
  ///
  /// The previous handler (the Swift runtime's backtracer, say) is put back and the signal
  /// raised again, so the crash report still appears on a sane terminal.
  static func installCrashHandlers() {
    for signalNumber in CrashRestore.fatalSignals {
      var previous = sigaction()
      sigaction(signalNumber, nil, &previous)
      CrashRestore.rememberPrevious(previous, for: signalNumber)
      install(signalNumber, flags: Int32(SA_NODEFER)) { number in
        CrashRestore.restoreTerminal()
        CrashRestore.reinstallPrevious(for: number)
        raise(number)
      }
    }
  }

  /// Restores the default action for the termination signals (after curses has ended).
  static func resetTerminationHandlers() {
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGCONT] { signal(signalNumber, SIG_DFL) }
  }

  private static func install(_ number: Int32, flags: Int32, _ handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    sigaction(number, &action, nil)
  }
}
