import ArcadeKit
import CTimedWait
import Launcher
import Session
import Sockets
import TerminalCurses
import TerminalWire

#if canImport(Glibc)
  import Glibc
#endif

/// The host of this process's own terminal: the only code that owns process state.
///
/// It reads the environment (`TERM`, `COLORFGBG`) and the locale, puts the tty (fd 0 and 1) in
/// the arcade's modes and back, handles SIGWINCH, SIGTSTP/SIGCONT and the termination signals,
/// prepares the crash restore, and waits in one `poll` over the terminal and the network's
/// sockets until input, a signal or the session's next wake. Everything the arcade does in
/// between is the `ArcadeSession`'s, driven by a `SessionDriver`: this only moves bytes, time
/// and effects, and allocates nothing from one frame to the next.
public final class LocalHost {
  private var driver: SessionDriver
  private let effects: SessionEffects
  /// Carries out the score file's work off the loop (`EffectWorker`).
  private let worker: EffectWorker
  private let network: SocketLink?
  private let modes: TTYModes
  private let output: TerminalOutput
  private var inputBuffer = [UInt8](repeating: 0, count: LocalHost.inputBatch)
  /// What `poll` waits on, filled anew each time round the loop in storage kept from the last.
  private var descriptors: [pollfd] = []
  private var ended = false

  /// Starts the arcade on the controlling terminal showing `root`, or throws a one-line reason
  /// it cannot (not a terminal, TERM unset, dumb or unknown).
  public init(root: any Scene, settings: DisplaySettings, effects: SessionEffects, network: SocketLink?) throws {
    guard isatty(STDIN_FILENO) == 1 else { throw TerminalStartError.notATerminal(stream: "standard input") }
    guard isatty(STDOUT_FILENO) == 1 else { throw TerminalStartError.notATerminal(stream: "standard output") }
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    let profile = try TerminalProfile.terminfo(term: term)
    setlocale(LC_ALL, "")
    let codeset = String(cString: nl_langinfo(nl_item(CODESET))).uppercased()
    let wire = TerminalWire(
      profile: profile, unicode: codeset == "UTF-8" || codeset == "UTF8",
      consoleFont: term == "linux" || term.hasPrefix("linux-"),
      backgroundHint: getenv("COLORFGBG").flatMap { Background(colorFGBG: String(cString: $0)) })
    self.effects = effects
    worker = EffectWorker(effects: effects)
    self.network = network
    modes = TTYModes(descriptor: STDIN_FILENO)
    output = TerminalOutput(terminal: STDOUT_FILENO) { SignalWatch.terminationRequested }
    // The handler goes in before the window is measured: a change from then on resizes.
    SignalWatch.windowChanged.store(false, ordering: .relaxed)
    SignalWatch.installWindowChangeHandler()
    driver = SessionDriver(
      ArcadeSession(
        root: root, wire: wire, size: LocalHost.windowSize() ?? Size(width: 80, height: 24), settings: settings,
        at: MonotonicClock.now()))
    descriptors.reserveCapacity(8)
    CrashRestore.saveModes(of: STDIN_FILENO)
    modes.enterArcadeModes()
    CrashRestore.prepareResetBytes(
      String(decoding: wire.restoreBytes, as: UTF8.self),
      kittyPop: String(decoding: TerminalModes.kittyPop, as: UTF8.self))
    SignalWatch.installCrashHandlers()
    SignalWatch.installTerminationHandlers()
  }

  deinit { restore() }

  // MARK: - Loop

  /// Runs until the player quits, the terminal hangs up or a termination signal arrives;
  /// the terminal is back in the shell's modes when it returns.
  public func run() -> SessionOutcome {
    let outcome = loop()
    // From here on the arcade only keeps its promises (the scores handed over as it closed,
    // the terminal given back): no signal may end it halfway. A save under way finishes first.
    ExitSignals.hold()
    worker.waitUntilIdle()
    worker.shutDown()
    // The closing work (a score kept as it closed) and the bytes that restore the terminal.
    while let task = driver.next() {
      switch task {
      case .effect(let asked): _ = effects.replies(to: asked, network: network)
      case .write(let bytes): output.write(bytes)
      case .frame, .sound, .keyReleases, .ended: break
      }
    }
    // The link is the host's: whatever the session did with it, it closes with the host.
    _ = network?.perform(.close)
    drainReplies()
    restore()
    return outcome
  }

  private func loop() -> SessionOutcome {
    driver.start(at: MonotonicClock.now())
    if let outcome = carryOutTasks() { return outcome }
    while true {
      if let outcome = checkSignals() { return outcome }
      var timeout = driver.nextWake.map { max(0, $0 - MonotonicClock.now()) }
      if network?.hasPendingEvents == true { timeout = 0 }
      // To the nanosecond, so frames land on the steps' grid (whole milliseconds rounded up put
      // them 34 ms apart, and one frame in twenty carried three steps).
      let nanoseconds = timeout.map { Int64(min(($0 * 1e9).rounded(.up), 60e9)) } ?? -1
      // The self-pipe last: a signal between the look at the flags above and this wait wakes it.
      descriptors.removeAll(keepingCapacity: true)
      descriptors.append(pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0))
      if driver.session.networkOwner != nil, let network {
        for target in network.pollTargets {
          descriptors.append(
            pollfd(
              fd: target.descriptor, events: Int16(target.writable ? POLLIN | POLLOUT : POLLIN), revents: 0))
        }
      }
      let sockets = 1..<descriptors.count
      // The worker's answers: a save done off the loop wakes it.
      descriptors.append(pollfd(fd: worker.wakeDescriptor, events: Int16(POLLIN), revents: 0))
      descriptors.append(pollfd(fd: SignalWatch.wakeDescriptor, events: Int16(POLLIN), revents: 0))
      let ready = arcade_wait(&descriptors, nfds_t(descriptors.count), nanoseconds)
      let failure = ready < 0 ? errno : 0  // read before the drain below sets errno again
      SignalWatch.drainWakes()
      if ready < 0 && failure != EINTR { return close(.hangup) }
      let now = MonotonicClock.now()
      if ready > 0 && descriptors[0].revents != 0 {
        guard let bytes = readInput() else { return close(.hangup) }
        driver.receive(bytes, at: now)
      } else {
        driver.advance(to: now)
      }
      if let outcome = carryOutTasks() { return outcome }
      if ready > 0 && descriptors[descriptors.count - 2].revents != 0, let outcome = deliverWorkersAnswers() {
        return outcome
      }
      let socketReady = ready > 0 && descriptors[sockets].contains { $0.revents != 0 }
      if let network, socketReady || network.hasPendingEvents {
        driver.deliverNetwork(network.service(), at: MonotonicClock.now())
        if let outcome = carryOutTasks() { return outcome }
      }
    }
  }

  /// The signals that arrived: termination ends the session, a window change resizes it, a
  /// stop (Ctrl-Z) suspends the arcade until the shell continues it.
  private func checkSignals() -> SessionOutcome? {
    let number = SignalWatch.pendingTermination.load(ordering: .relaxed)
    if number != 0 { return close(.terminated(signal: number)) }
    if SignalWatch.windowChanged.exchange(false, ordering: .relaxed) {
      driver.resize(to: LocalHost.windowSize() ?? driver.session.size, at: MonotonicClock.now())
      if let outcome = carryOutTasks() { return outcome }
    }
    if SignalWatch.stopRequested.exchange(false, ordering: .relaxed) {
      return suspend()
    }
    if SignalWatch.resumed.exchange(false, ordering: .relaxed) {
      // Continued after a stop the arcade did not see coming (SIGSTOP): the screen may be
      // anything now.
      modes.enterArcadeModes()
      driver.resume(size: LocalHost.windowSize() ?? driver.session.size, at: MonotonicClock.now())
      return carryOutTasks()
    }
    return nil
  }

  /// Gives the terminal back to the shell, stops, and takes it again when continued.
  private func suspend() -> SessionOutcome? {
    output.write(driver.suspend())
    modes.restoreShellModes()
    SignalWatch.stopNow()
    // Continued (`fg`): the arcade's modes again, and everything drawn anew.
    SignalWatch.resumed.store(false, ordering: .relaxed)
    modes.enterArcadeModes()
    driver.resume(size: LocalHost.windowSize() ?? driver.session.size, at: MonotonicClock.now())
    return carryOutTasks()
  }

  /// What standard input holds now (nil: it ended or failed: the terminal is gone).
  ///
  /// What is already waiting is read too, up to `inputBatch` bytes: a burst of keys or a paste
  /// the terminal does not bracket is handled in one go and costs one frame, not one a page.
  private func readInput() -> ArraySlice<UInt8>? {
    var total = 0
    while total < LocalHost.inputBatch {
      let count = inputBuffer.withUnsafeMutableBytes { buffer in
        Glibc.read(STDIN_FILENO, buffer.baseAddress.map { $0 + total }, min(buffer.count - total, 4096))
      }
      if count > 0 {
        total += count
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN) != 0 else { break }
        continue
      }
      if total > 0 || (count < 0 && (errno == EINTR || errno == EAGAIN)) { break }
      return nil  // end of file, or the terminal is gone
    }
    return inputBuffer[..<total]
  }

  /// The most input handed to the session at once.
  private static let inputBatch = 65_536

  // MARK: - Effects

  /// Carries out the driver's tasks until none is left: writes what the session drew, carries
  /// out its effects and delivers their replies (which may queue more tasks). Returns the
  /// outcome once the session has ended; its closing work and last bytes wait for `run`.
  private func carryOutTasks() -> SessionOutcome? {
    while let task = driver.next() {
      switch task {
      case .write(let bytes):
        output.write(bytes)
      case .frame, .sound:
        break  // the bytes carried them to the terminal
      case .keyReleases(let on):
        CrashRestore.kittyPushed.store(on, ordering: .relaxed)
      case .effect(let asked):
        if case .suspend = asked.effect {
          SignalWatch.stopRequested.store(true, ordering: .relaxed)
        } else if let replies = worker.carryOut(asked, network: network) {
          driver.deliver(replies, to: asked.requester, at: MonotonicClock.now())
        }
      case .ended(let outcome):
        return outcome
      }
    }
    return nil
  }

  /// Hands the worker's finished answers to the scenes that asked and carries out what follows.
  private func deliverWorkersAnswers() -> SessionOutcome? {
    for (asked, replies) in worker.takeFinished() {
      driver.deliver(replies, to: asked.requester, at: MonotonicClock.now())
      if let outcome = carryOutTasks() { return outcome }
    }
    return nil
  }

  /// Ends the session (a hangup, a signal) once the worker's work is done and answered: a score
  /// being saved is then saved once, not also handed over as the session closes.
  private func close(_ reason: SessionOutcome) -> SessionOutcome {
    worker.waitUntilIdle()
    if let outcome = deliverWorkersAnswers() { return outcome }
    driver.close(reason)
    return carryOutTasks() ?? driver.outcome ?? reason
  }

  // MARK: - The end

  /// Replies to the start-up queries still on their way would land at the shell's prompt as
  /// stray text: read them here (a quarter second at most).
  private func drainReplies() {
    let deadline = MonotonicClock.now() + ArcadeSession.replyWait
    while driver.session.awaitingReplies {
      let left = deadline - MonotonicClock.now()
      guard left > 0 else { return }
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, Int32((left * 1000).rounded(.up))) > 0, let bytes = readInput(), !bytes.isEmpty
      else { return }
      driver.readLateReplies(bytes, at: MonotonicClock.now())
    }
  }

  /// Puts the terminal back as the shell had it. Safe to call twice.
  private func restore() {
    guard !ended else { return }
    ended = true
    if output.stalled {
      CrashRestore.restoreModes()
    } else {
      modes.restoreShellModes()
    }
    SignalWatch.resetTerminationHandlers()
  }

  // MARK: - Process facts

  /// The window's size as the kernel reports it, or nil when it cannot say.
  private static func windowSize() -> Size? {
    var reported = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &reported) == 0, reported.ws_row > 0, reported.ws_col > 0 {
      return Size(width: Int(reported.ws_col), height: Int(reported.ws_row))
    }
    return nil
  }
}
