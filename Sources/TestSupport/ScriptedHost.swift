import ArcadeKit
import Launcher
import Session
import TerminalWire

/// A host for tests: drives one `ArcadeSession` (through a `SessionDriver`, as every host does)
/// with a `HeadlessTerminal`'s script and a manual clock, and carries out its effects at once
/// with a `SessionEffects` client.
///
/// It does what a live host does, in a loop that never sleeps: waits (on the manual clock)
/// until the session's next wake or the next scripted input, hands the input over, shows each
/// new frame on the terminal and answers each effect before the next input. The terminal's
/// capabilities, background and key-release support become the session's wire, so scenes see
/// the same terminal facts they would see live.
public final class ScriptedHost {
  private var driver: SessionDriver
  private let terminal: HeadlessTerminal
  private let time: any TimeSource
  private let effects: SessionEffects
  private let network: (any NetworkLink)?

  /// A host showing `root` on `terminal`, with `network` for the scenes that play over it.
  public init(
    root: any Scene, terminal: HeadlessTerminal, time: any TimeSource, settings: DisplaySettings,
    effects: SessionEffects, network: (any NetworkLink)? = nil, framesPerSecond: Double = 30
  ) {
    let facts = terminal.capabilities
    var profile = TerminalProfile.xterm256color
    profile.colors = facts.colorDepth == .monochrome ? 0 : facts.colorDepth.rawValue
    let wire = TerminalWire(
      profile: profile, unicode: facts.unicode, consoleFont: facts.consoleFont,
      backgroundHint: terminal.detectedBackground ?? facts.background)
    driver = SessionDriver(
      ArcadeSession(
        root: root, wire: wire, size: terminal.size, settings: settings, framesPerSecond: framesPerSecond,
        at: time.now()))
    self.terminal = terminal
    self.time = time
    self.effects = effects
    self.network = network
  }

  /// How many scenes are on the stack.
  public var depth: Int { driver.depth }

  /// Runs until the session ends: the player quits, or the script ends (a hangup) or sends a signal.
  public func run() -> SessionOutcome {
    let outcome = loop()
    // The link is the host's: whatever the session did with it, it closes with the host.
    _ = network?.perform(.close)
    return outcome
  }

  private func loop() -> SessionOutcome {
    driver.start(at: time.now())
    if let outcome = carryOutTasks() { return outcome }
    // The terminal's answer to the start-up queries: whether it reports key releases.
    let answer = terminal.supportsKeyReleases ? "\u{1B}[?0u\u{1B}[?62c" : "\u{1B}[?62c"
    driver.receive(Array(answer.utf8), at: time.now())
    if let outcome = carryOutTasks() { return outcome }
    while true {
      var timeout = driver.nextWake.map { max(0, $0 - time.now()) }
      if network?.hasPendingEvents == true { timeout = 0 }
      let read = terminal.read(timeout: timeout)
      let now = time.now()
      if let network, network.hasPendingEvents {
        driver.deliverNetwork(network.service(), at: now)
        if let outcome = carryOutTasks() { return outcome }
      }
      switch read {
      case .timeout, .capabilitiesChanged:
        driver.advance(to: now)
      case .hangup:
        driver.close(.hangup)
      case .terminated(let signal):
        driver.close(.terminated(signal: signal))
      case .event(let event):
        var events = [event]
        while terminal.hasPendingInput, case .event(let next) = terminal.read(timeout: 0) { events.append(next) }
        driver.receive(events: events, at: now)
      }
      if let outcome = carryOutTasks() { return outcome }
    }
  }

  /// Carries out the driver's tasks until none is left: shows each new frame on the terminal,
  /// plays its sounds, follows its key-release mode and answers each effect (the answers' own
  /// tasks follow in turn). Returns the outcome once the session has ended, after its closing
  /// work.
  private func carryOutTasks() -> SessionOutcome? {
    var ended: SessionOutcome?
    while let task = driver.next() {
      switch task {
      case .write:
        break  // the terminal is shown the frames themselves
      case .frame:
        if let screen = driver.session.screen { terminal.present(screen) }
      case .sound(let cue):
        terminal.signal(cue)
      case .keyReleases(let on):
        _ = terminal.reportKeyReleases(on)
      case .effect(let asked):
        if case .saveSettings(_, let new) = asked.effect { terminal.apply(new) }
        driver.deliver(effects.replies(to: asked, network: network), to: asked.requester, at: time.now())
      case .ended(let outcome):
        ended = outcome
      }
    }
    return ended
  }
}
