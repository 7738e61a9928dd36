import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Signal handling for the local host: termination, stop, resume and resize flags, and crash restore.
///
/// Handlers only store into atomics or make async-signal-safe calls (tcsetattr, write). The
/// host's wait is interrupted by the signal (poll returns EINTR) and sees the flag.
enum SignalWatch {
  /// The termination signal that arrived (0: none).
  static let pendingTermination = Atomic<Int32>(0)
  /// Set when the process continues after a stop (Ctrl-Z, then fg).
  static let resumed = Atomic<Bool>(false)
  /// Set when the window changed size (SIGWINCH): the host measures it and resizes the session.
  static let windowChanged = Atomic<Bool>(false)
  /// Set when the player asked to stop (Ctrl-Z, SIGTSTP): the host gives the terminal back
  /// before the process stops.
  static let stopRequested = Atomic<Bool>(false)

  /// Every signal whose default action ends the process (besides the crashes): each ends the
  /// session like SIGTERM, so the terminal is restored on the way out. SIGQUIT (Ctrl-\) too: its
  /// default core dump would leave a raw screen and a crash report the player did not cause.
  static let terminationSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
    SIGXFSZ, SIGPWR, SIGSTKFLT,
  ]

  /// Whether the arcade has been asked to end: a termination signal was caught, or one waits
  /// blocked (`ExitSignals.hold` blocks them on the way out, so their handler never runs).
  static var terminationRequested: Bool {
    if pendingTermination.load(ordering: .relaxed) != 0 { return true }
    var waiting = sigset_t()
    guard sigpending(&waiting) == 0 else { return false }
    return terminationSignals.contains { sigismember(&waiting, $0) == 1 }
  }

  // Set before the handlers are installed, read when they are removed.
  nonisolated(unsafe) private static var previousPipeAction = sigaction()

  /// The self-pipe: each handler writes a byte to its write end, and the host's `poll` watches
  /// the read end, so a signal that arrives between the host's look at the flags and its
  /// `poll` still wakes it (-1 until made; made once, before the first handler).
  nonisolated(unsafe) private(set) static var wakeDescriptor: Int32 = -1
  nonisolated(unsafe) private static var wakeWriter: Int32 = -1

  /// Makes the self-pipe (once): non-blocking both ends, so a handler never waits on a full pipe.
  private static func makeWakePipe() {
    guard wakeDescriptor < 0 else { return }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    wakeDescriptor = ends[0]
    wakeWriter = ends[1]
  }

  /// Async-signal-safe: wakes the host's `poll`.
  private static func wake() {
    var byte: UInt8 = 1
    if wakeWriter >= 0 { _ = write(wakeWriter, &byte, 1) }
  }

  /// Empties the self-pipe once the host has woken (the flags say what happened).
  static func drainWakes() {
    guard wakeDescriptor >= 0 else { return }
    // On the stack: this runs every time round the loop, and the loop allocates nothing.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
      while read(wakeDescriptor, buffer.baseAddress, buffer.count) > 0 {}
    }
  }

  /// Installs handlers for the termination signals, SIGCONT, SIGTSTP and SIGWINCH, and ignores
  /// SIGPIPE.
  static func installTerminationHandlers() {
    // First use of each flag here, never inside a handler.
    pendingTermination.store(0, ordering: .relaxed)
    resumed.store(false, ordering: .relaxed)
    // windowChanged is not cleared: the host cleared it before it measured the window, and a change
    // since then must still resize.
    // A parent may have started us with these blocked; then they would wait forever.
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for signalNumber in terminationSignals + [SIGCONT, SIGWINCH, SIGTSTP, SIGPIPE] { sigaddset(&unblock, signalNumber) }
    sigprocmask(SIG_UNBLOCK, &unblock, nil)
    makeWakePipe()
    for signalNumber in terminationSignals {
      install(signalNumber, flags: 0) { number in
        SignalWatch.pendingTermination.store(number, ordering: .relaxed)
        SignalWatch.wake()
      }
    }
    install(SIGCONT, flags: 0) { _ in
      SignalWatch.resumed.store(true, ordering: .relaxed)
      SignalWatch.wake()
    }
    stopRequested.store(false, ordering: .relaxed)
    installStopHandler()
    installWindowChangeHandler()
    // A write to a closed pipe or socket is then an error to handle, not a silent death with
    // the terminal still in the arcade's modes.
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    sigemptyset(&ignore.sa_mask)
    sigaction(SIGPIPE, &ignore, &previousPipeAction)
  }

  /// Installs the SIGWINCH handler.
  static func installWindowChangeHandler() {
    makeWakePipe()
    install(SIGWINCH, flags: 0) { _ in
      SignalWatch.windowChanged.store(true, ordering: .relaxed)
      SignalWatch.wake()
    }
  }

  /// Installs the SIGTSTP handler: the stop waits until the host has put the terminal back.
  private static func installStopHandler() {
    // A parent that ignores stops (no job control) keeps them ignored, as curses did.
    guard !stopsIgnored() else { return }
    install(SIGTSTP, flags: 0) { _ in
      SignalWatch.stopRequested.store(true, ordering: .relaxed)
      SignalWatch.wake()
    }
  }

  /// Whether SIGTSTP is ignored (the arcade was started without job control).
  private static func stopsIgnored() -> Bool {
    var current = sigaction()
    sigaction(SIGTSTP, nil, &current)
    guard let handler = current.__sigaction_handler.sa_handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Stops the process now (as Ctrl-Z would have), and returns once it is continued.
  static func stopNow() {
    guard !stopsIgnored() else { return }  // no job control here
    signal(SIGTSTP, SIG_DFL)
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    sigprocmask(SIG_UNBLOCK, &stop, nil)
    raise(SIGTSTP)
    installStopHandler()
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

  /// Restores the default actions (and SIGPIPE's previous one) once the terminal is restored.
  static func resetTerminationHandlers() {
    for signalNumber in terminationSignals + [SIGCONT, SIGWINCH, SIGTSTP] { signal(signalNumber, SIG_DFL) }
    sigaction(SIGPIPE, &previousPipeAction, nil)
  }

  private static func install(_ number: Int32, flags: Int32, _ handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    sigaction(number, &action, nil)
  }
}
