import ArcadeKit
import Launcher
import Session
import TerminalWire

/// A host for tests: drives one `ArcadeSession` with a `HeadlessTerminal`'s script and a manual
/// clock, and carries out its effects at once with a `SessionEffects` client.
///
/// It does what a live host does, in a loop that never sleeps: waits (on the manual clock)
/// until the session's next wake or the next scripted input, hands the input over, shows each
/// new frame on the terminal and answers each effect before the next input. The terminal's
/// capabilities, background and key-release support become the session's wire, so scenes see
/// the same terminal facts they would see live.
public final class ScriptedHost {
  private var session: ArcadeSession
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
    session = ArcadeSession(
      root: root, wire: wire, size: terminal.size, settings: settings, framesPerSecond: framesPerSecond, at: time.now())
    self.terminal = terminal
    self.time = time
    self.effects = effects
    self.network = network
  }

  /// How many scenes are on the stack.
  public var depth: Int { session.depth }

  /// Runs until the session ends: the player quits, or the script ends (a hangup) or sends a signal.
  public func run() -> SessionOutcome {
    let outcome = loop()
    // The link is the host's: whatever the session did with it, it closes with the host.
    _ = network?.perform(.close)
    return outcome
  }

  private func loop() -> SessionOutcome {
    if let outcome = carryOut(session.start(at: time.now())) { return outcome }
    // The terminal's answer to the start-up queries: whether it reports key releases.
    let answer = terminal.supportsKeyReleases ? "\u{1B}[?0u\u{1B}[?62c" : "\u{1B}[?62c"
    if let outcome = carryOut(session.receive(Array(answer.utf8), at: time.now())) { return outcome }
    while true {
      var timeout = session.nextWake.map { max(0, $0 - time.now()) }
      if network?.hasPendingEvents == true { timeout = 0 }
      let read = terminal.read(timeout: timeout)
      let now = time.now()
      if let network, network.hasPendingEvents {
        if let outcome = carryOut(session.deliverNetwork(network.service(), at: now)) { return outcome }
      }
      let output: SessionOutput
      switch read {
      case .timeout, .capabilitiesChanged:
        output = session.advance(to: now)
      case .hangup:
        output = session.close(.hangup)
      case .terminated(let signal):
        output = session.close(.terminated(signal: signal))
      case .event(let event):
        var events = [event]
        while terminal.hasPendingInput, case .event(let next) = terminal.read(timeout: 0) { events.append(next) }
        output = session.receive(events: events, at: now)
      }
      if let outcome = carryOut(output) { return outcome }
    }
  }

  /// Shows what the session drew, answers its effects (and what the answers lead to) and
  /// returns the outcome once it has ended.
  private func carryOut(_ output: SessionOutput) -> SessionOutcome? {
    var pending = [output]
    while !pending.isEmpty {
      let next = pending.removeFirst()
      if next.presented, let screen = session.screen { terminal.present(screen) }
      for cue in Self.cues(in: next.bytes) { terminal.signal(cue) }
      for on in Self.keyReleaseChanges(in: next.bytes) { _ = terminal.reportKeyReleases(on) }
      for effect in next.effects {
        if case .saveSettings(_, let new) = effect.effect { terminal.apply(new) }
        pending += effects.answer(effect, of: &session, network: network, at: time.now())
      }
      if let outcome = next.outcome { return outcome }
    }
    return nil
  }

  /// Each push (true) and pop (false) of the kitty keyboard flags written in `bytes`: when the
  /// session asked the terminal for key releases, and when it stopped.
  private static func keyReleaseChanges(in bytes: [UInt8]) -> [Bool] {
    var changes: [Bool] = []
    var index = 0
    while index < bytes.count {
      if bytes[index...].starts(with: TerminalModes.kittyPush) {
        changes.append(true)
      } else if bytes[index...].starts(with: TerminalModes.kittyPop) {
        changes.append(false)
      }
      index += 1
    }
    return changes
  }

  /// The sound cues written in `bytes`: a bell (BEL, which no frame contains) or a flash.
  private static func cues(in bytes: [UInt8]) -> [SoundMode] {
    let flash = Array("\u{1B}[?5h".utf8)
    var cues: [SoundMode] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == 7 {
        cues.append(.bell)
      } else if bytes[index...].starts(with: flash) {
        cues.append(.flash)
        index += flash.count
        continue
      }
      index += 1
    }
    return cues
  }
}
