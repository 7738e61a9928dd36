import ArcadeKit
import Drawing

// MARK: - SessionDriver

/// The protocol every host repeats, written once: it owns one `ArcadeSession` in place, queues
/// what each call asks of the host and hands it out as `HostTask`s, in order, one at a time.
///
/// A host feeds it what happened (`receive`, `advance`, `resize`, the replies to the effects it
/// carried out with `deliver`) and then takes tasks with `next()` until there are none: bytes to
/// write, a frame drawn, a sound, the terminal's key-release mode, work to carry out, the end.
/// The replies it delivers while taking tasks queue theirs behind the ones waiting, so the work
/// is done in the order asked, as the session would have it.
///
/// It allocates nothing per frame once warmed up: the session's output is reused, and each task
/// handed out is cleared from the queue at once, so the output's storage is the session's alone
/// by the next call.
public struct SessionDriver: Sendable {
  /// The session, driven in place: the host reads its facts here (its size, screen, depth,
  /// whether it waits for the terminal's replies).
  public private(set) var session: ArcadeSession
  /// Set once the session has ended (a `.ended` task says so in turn).
  public private(set) var outcome: SessionOutcome?
  /// The tasks not yet handed out start at `head`; those before it were, and are cleared.
  private var tasks: [HostTask] = []
  private var head = 0
  /// Whether the terminal reported key releases as of the last task queued.
  private var keyReleasesOn = false

  /// A driver for `session`, which has not started yet.
  public init(_ session: ArcadeSession) {
    // The queue grows to what a frame asks once and keeps that storage (a task is a few hundred
    // bytes: a server holds a thousand drivers, so none is reserved ahead).
    self.session = session
    nextWake = session.nextWake
    depth = session.depth
  }

  /// When the host must call `advance(to:)` at the latest (nil: only when something happens).
  ///
  /// This and `depth` are kept as stored facts, updated after every call: a host holds its
  /// driver in a class, and reading a computed property of the session through a class copies
  /// the whole session (a retain of each of its buffers) on every frame.
  public private(set) var nextWake: Double?
  /// How many scenes are on the stack (1: the root, the menu).
  public private(set) var depth = 1

  // MARK: - What happened

  /// Puts the terminal in the arcade's modes and draws the first frame.
  public mutating func start(at time: Double) {
    queue(session.start(at: time))
  }

  /// The terminal sent `bytes` at `time`.
  public mutating func receive(_ bytes: some Collection<UInt8>, at time: Double) {
    queue(session.receive(bytes, at: time))
  }

  /// A host that decodes its terminal itself (a test's script) hands over `events`.
  public mutating func receive(events: [InputEvent], at time: Double) {
    queue(session.receive(events: events, at: time))
  }

  /// The terminal is now `size` large.
  public mutating func resize(to size: Size, at time: Double) {
    queue(session.resize(to: size, at: time))
  }

  /// Time passed to `time` (the host's wait reached `nextWake`, or nothing else happened).
  public mutating func advance(to time: Double) {
    queue(session.advance(to: time))
  }

  /// The bytes that give the terminal back to the shell for a while (Ctrl-Z).
  public mutating func suspend() -> [UInt8] {
    defer { noteFacts() }
    return session.suspend()
  }

  /// The process continued after a suspend, its terminal now `size` large.
  public mutating func resume(size: Size, at time: Double) {
    queue(session.resume(size: size, at: time))
  }

  /// The client stopped reading (a server's stalled connection): frames are held, not drawn.
  public mutating func holdFrames() {
    session.holdFrames()
    noteFacts()
  }

  /// The client reads again: the newest frame is drawn.
  public mutating func releaseFrames(at time: Double) {
    queue(session.releaseFrames(at: time))
  }

  /// Shows `note` in a free corner of every frame (nil: none), as a server tells a player how
  /// many watch.
  public mutating func setCornerNote(_ note: String?, at time: Double) {
    queue(session.setCornerNote(note, at: time))
  }

  /// The replies to an effect the host carried out, for the scene that asked (`requester`).
  public mutating func deliver(_ replies: [EffectReply], to requester: Int, at time: Double) {
    for reply in replies { queue(session.deliver(reply, to: requester, at: time)) }
  }

  /// What the network did, for the scene using it.
  public mutating func deliverNetwork(_ events: [NetworkEvent], at time: Double) {
    queue(session.deliverNetwork(events, at: time))
  }

  /// Ends the session (a hangup, a signal): its closing work and last bytes follow `.ended`.
  /// Nothing happens when it has ended already.
  public mutating func close(_ reason: SessionOutcome) {
    guard outcome == nil else { return }
    queue(session.close(reason))
  }

  /// After the end, the terminal's late replies to the start-up queries: read, so they never
  /// reach the shell as stray text; they ask nothing of the host.
  public mutating func readLateReplies(_ bytes: some Collection<UInt8>, at time: Double) {
    _ = session.receive(bytes, at: time)
    noteFacts()
  }

  // MARK: - What the host does

  /// The next task, in the order the session asked; nil when there is none left.
  public mutating func next() -> HostTask? {
    guard head < tasks.count else {
      if head > 0 {
        tasks.removeAll(keepingCapacity: true)
        head = 0
      }
      return nil
    }
    let task = tasks[head]
    // Cleared at once: the bytes it carries are the session's to reuse by the next call.
    tasks[head] = .frame
    head += 1
    return task
  }

  /// Queues what one call of the session asked. An output that ends the session queues `.ended`
  /// first, then its closing work and its last bytes (the host finishes its own work before it
  /// takes those).
  private mutating func queue(_ output: SessionOutput) {
    noteFacts()
    // After the end nothing is asked of the host but the closing work already queued.
    guard outcome == nil else { return }
    if let ended = output.outcome {
      outcome = ended
      tasks.append(.ended(ended))
      for effect in output.effects { tasks.append(.effect(effect)) }
      if !output.bytes.isEmpty { tasks.append(.write(output.bytes)) }
      noteKeyReleases()
      return
    }
    if !output.bytes.isEmpty { tasks.append(.write(output.bytes)) }
    if output.presented { tasks.append(.frame) }
    for cue in output.cues { tasks.append(.sound(cue)) }
    noteKeyReleases()
    for effect in output.effects { tasks.append(.effect(effect)) }
  }

  /// Reads the facts a host asks for each frame from the session, after a call changed it.
  private mutating func noteFacts() {
    nextWake = session.nextWake
    depth = session.depth
  }

  /// Queues a change of the terminal's key-release mode, if there was one.
  private mutating func noteKeyReleases() {
    let on = session.reportsKeyReleases
    guard on != keyReleasesOn else { return }
    keyReleasesOn = on
    tasks.append(.keyReleases(on))
  }
}

// MARK: - HostTask

/// One thing a host does for its session (`SessionDriver.next()`).
public enum HostTask: Sendable {
  /// Write these bytes to the terminal.
  case write([UInt8])
  /// A new frame was drawn (`SessionDriver.session.screen`); its bytes were the `write` before.
  case frame
  /// A sound cue was rung or flashed in the bytes just written (a host that shows frames rather
  /// than writing bytes plays it itself).
  case sound(SoundMode)
  /// The terminal reports key releases from now on (true) or no longer (false), as the bytes
  /// just written asked it to: a crash must then pop its keyboard flags.
  case keyReleases(Bool)
  /// Work to carry out; its replies go back with `deliver(_:to:at:)`. Boxed: an effect is a few
  /// hundred bytes and rare, and every queued task is as large as the largest case.
  indirect case effect(SessionEffect)
  /// The session has ended: the host finishes its own work, then takes the closing work and the
  /// last bytes that follow.
  case ended(SessionOutcome)
}
