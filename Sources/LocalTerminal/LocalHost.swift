import ArcadeKit
import Drawing
import Launcher
import Session
import Sockets

#if canImport(Glibc)
  import Glibc
#endif

/// The host of this process's own terminal: the only code that owns process state (the tty:
/// `ProcessTerminal`; what the environment says it is: `ControllingTerminal`; the signals:
/// `SignalWatch`). It waits (`HostWait`) until input, a signal, an answer or the session's next
/// wake, and moves bytes, time and effects between them and a `SessionDriver`, allocating
/// nothing from one frame to the next.
public final class LocalHost {
  private var driver: SessionDriver
  private let effects: SessionEffects
  private let worker: EffectWorker
  private let network: SocketLink?
  private let terminal: ProcessTerminal
  private var waiting = HostWait()

  /// Starts the arcade on the controlling terminal showing `root`, or throws a one-line reason
  /// it cannot (not a terminal, TERM unset, dumb or unknown).
  public init(root: any Scene, settings: DisplaySettings, effects: SessionEffects, network: SocketLink?) throws {
    let wire = try ControllingTerminal.wire()
    self.effects = effects
    worker = EffectWorker(effects: effects)
    self.network = network
    driver = SessionDriver(
      ArcadeSession(
        root: root, wire: wire, size: ControllingTerminal.watchWindow(), settings: settings, at: MonotonicClock.now()))
    terminal = ProcessTerminal(wire: wire)
  }

  /// Runs until the player quits, the terminal hangs up or a termination signal arrives;
  /// the terminal is back in the shell's modes when it returns.
  public func run() -> SessionOutcome {
    let outcome = loop()
    // From here on the arcade only keeps its promises (scores handed over, the terminal given
    // back): no signal may end it halfway. A save under way finishes first.
    ExitSignals.hold()
    worker.waitUntilIdle()
    worker.shutDown()
    // The closing work (a score kept as it closed) and the bytes that restore the terminal.
    while let task = driver.next() {
      switch task {
      case .effect(let asked): _ = effects.replies(to: asked, network: network)
      case .write(let bytes): terminal.write(bytes)
      case .frame, .sound, .keyReleases, .ended: break
      }
    }
    // The link is the host's: whatever the session did with it, it closes with the host.
    _ = network?.perform(.close)
    terminal.drainReplies(into: &driver)
    terminal.restore()
    return outcome
  }

  private func loop() -> SessionOutcome {
    driver.start(at: MonotonicClock.now())
    if let outcome = carryOutTasks() { return outcome }
    while true {
      if let outcome = checkSignals() { return outcome }
      var timeout = driver.nextWake.map { max(0, $0 - MonotonicClock.now()) }
      if network?.hasPendingEvents == true { timeout = 0 }
      let ready = waiting.wait(
        timeout: timeout, sockets: driver.session.networkOwner != nil ? network?.pollTargets ?? [] : [],
        workerWake: worker.wakeDescriptor, signalWake: SignalWatch.wakeDescriptor)
      if ready.failed { return close(.hangup) }
      let now = MonotonicClock.now()
      if ready.terminal {
        guard let bytes = terminal.input.read() else { return close(.hangup) }
        driver.receive(bytes, at: now)
      } else {
        driver.advance(to: now)
      }
      if let outcome = carryOutTasks() { return outcome }
      if ready.worker, let outcome = deliverWorkersAnswers() { return outcome }
      if let network, ready.sockets || network.hasPendingEvents {
        driver.deliverNetwork(network.service(), at: MonotonicClock.now())
        if let outcome = carryOutTasks() { return outcome }
      }
    }
  }

  /// The signals that arrived: a termination ends the session, a window change resizes it, a
  /// stop (Ctrl-Z) or a continue after a SIGSTOP gives the terminal to the shell or takes it back.
  private func checkSignals() -> SessionOutcome? {
    let number = SignalWatch.pendingTermination.load(ordering: .relaxed)
    if number != 0 { return close(.terminated(signal: number)) }
    if SignalWatch.windowChanged.exchange(false, ordering: .relaxed) {
      driver.resize(to: windowSize, at: MonotonicClock.now())
      if let outcome = carryOutTasks() { return outcome }
    }
    if SignalWatch.stopRequested.exchange(false, ordering: .relaxed) {
      terminal.stop(writing: driver.suspend())
    } else if SignalWatch.resumed.exchange(false, ordering: .relaxed) {
      terminal.reenter()
    } else {
      return nil
    }
    driver.resume(size: windowSize, at: MonotonicClock.now())
    return carryOutTasks()
  }

  /// The window's size now (as it was when the kernel cannot say).
  private var windowSize: Size { ControllingTerminal.windowSize() ?? driver.session.size }

  /// Carries out the driver's tasks until none is left: writes what the session drew, carries
  /// out its effects and delivers their replies (which may queue more tasks). Returns the
  /// outcome once the session has ended; its closing work and last bytes wait for `run`.
  private func carryOutTasks() -> SessionOutcome? {
    while let task = driver.next() {
      switch task {
      case .write(let bytes): terminal.write(bytes)
      case .frame, .sound: break  // the bytes carried them to the terminal
      case .keyReleases(let on): CrashRestore.kittyPushed.store(on, ordering: .relaxed)
      case .effect(let asked):
        if case .suspend = asked.effect {
          SignalWatch.stopRequested.store(true, ordering: .relaxed)
        } else if let replies = worker.carryOut(asked, network: network) {
          driver.deliver(replies, to: asked.requester, at: MonotonicClock.now())
        }
      case .ended(let outcome): return outcome
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
}
