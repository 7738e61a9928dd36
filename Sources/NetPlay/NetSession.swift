import ArcadeKit

/// One side of a network match, without sockets or clocks: network events and the time come
/// in, requests for the network go out, and the game asks it for each step's two inputs.
///
/// The host opens a port and waits; the joiner connects. Each greets the other (`hello`, with
/// the game and its rules version), the host sends the setup (seed, options, level text), the
/// joiner answers `ready`, and the host, which has now seen one round trip, chooses the input
/// delay and sends `start`. The host's step 0 comes half a round trip after it sent `start`,
/// so both step clocks tick together. Then every step each side sends its input for the step
/// `inputDelay` ahead, a state hash every second and a ping every second.
///
/// When the other side's inputs stop (a slow or broken connection) the match waits; it goes on
/// when they come back and ends after `giveUpAfter` seconds without them. A dropped connection
/// is resumed within that time: the joiner reconnects every second, the host keeps its port
/// open, and each side sends again the inputs the other has not had.
///
/// The host's door (`NetDoorman`) keeps strangers out: every connection to its port is a
/// caller until it greets, and only a greeting that fits (a joiner while hosting, the match's
/// own joiner coming back) becomes the connection; anything else is dismissed without
/// touching the hosting or the match. What the other side sends is held to a budget
/// (`NetMessageBudget`): a flood ends the match instead of growing it.
public struct NetSession: Sendable {
  /// Steps per second of every match.
  public static let stepsPerSecond = 60.0
  /// How far (seconds) the match may fall behind its clock before it shows it waits.
  public static let waitAfter = 0.5
  /// Seconds without the other side before the match ends (connecting, greeting or playing).
  public static let giveUpAfter = 15.0
  /// Seconds between pings, and between the joiner's reconnection attempts.
  public static let pingInterval = 1.0
  /// Steps between state hashes (one a second).
  public static let hashInterval = 60
  /// How many steps the other side's inputs may run ahead of the match (a bound on memory).
  public static let maximumInputsAhead = 2_000
  /// Largest number of unmatched hashes kept from the other side.
  public static let maximumPendingHashes = 64

  /// Which side this is.
  public let role: NetRole
  /// This side's greeting.
  public let hello: NetHello
  /// Where the session is.
  public private(set) var stage: NetStage
  /// The match's setup: the host's own, or what the joiner received.
  public private(set) var setup: NetMatchSetup?
  /// Both sides' inputs, once the match has started.
  public private(set) var timeline: LockstepTimeline?
  /// The port the host listens on and the addresses to give the opponent.
  public private(set) var listening: (port: Int, addresses: [String])?
  /// The other side's address while connected.
  public private(set) var peer: String?
  /// The round trip, smoothed over the pings (seconds).
  public private(set) var roundTrip: Double?
  /// Bytes sent and received, for the figures.
  public private(set) var bytesSent = 0
  public private(set) var bytesReceived = 0

  private let neutralInput: [UInt8]
  private let validate: @Sendable (NetMatchSetup) -> String?
  private var decoder = NetStreamDecoder()
  private var doorman = NetDoorman()
  private var budget = NetMessageBudget()
  private var connected = false
  private var greeted = false
  /// When the stage last changed (for the connect and greeting timeouts).
  private var stageSince = 0.0
  /// When step 0 is due (the match's clock).
  private var startTime: Double?
  private var setupSentAt: Double?
  private var lastPing = -Double.infinity
  private var lastReconnect = -Double.infinity
  private var localHashes: [Int: UInt64] = [:]
  private var remoteHashes: [Int: UInt64] = [:]

  /// Creates a session; `neutralInput` fills the first steps, and `validate` (joiner only)
  /// reads a setup, returning why it cannot be played (a level that does not load).
  public init(
    role: NetRole, hello: NetHello, neutralInput: [UInt8],
    validate: @escaping @Sendable (NetMatchSetup) -> String? = { _ in nil }
  ) {
    self.role = role
    self.hello = hello
    self.neutralInput = neutralInput
    self.validate = validate
    switch role {
    case .host(_, let setup):
      self.setup = setup
      stage = .opening
    case .joiner:
      stage = .connecting
    }
  }

  // MARK: - Starting

  /// Opens the port (host) or connects (joiner).
  public mutating func begin(now: Double) -> [NetworkRequest] {
    stageSince = now
    switch role {
    case .host(let port, _): return [.listen(port: port)]
    case .joiner(let host, let port): return [.connect(host: host, port: port)]
    }
  }

  /// Whether the match is being played or waits for the other side.
  public var isUnderway: Bool {
    switch stage {
    case .playing, .waiting: true
    default: false
    }
  }

  /// Whether callers wait at the host's door (their deadlines need the time:
  /// `dismissLateCallers`).
  public var hasCallers: Bool { doorman.hasCallers }

  /// Whether the session has ended.
  public var hasEnded: Bool {
    if case .ended = stage { return true }
    return false
  }

  /// The step the match's clock has reached (0 before the start).
  public func targetStep(now: Double) -> Int {
    guard let startTime, case .playing = stage else { return timeline?.simulated ?? 0 }
    return max(0, Int(((now - startTime) * Self.stepsPerSecond).rounded(.down)))
  }

  // MARK: - Network events

  /// Takes what the network reports; returns what to send or do.
  public mutating func receive(_ event: NetworkEvent, now: Double) -> [NetworkRequest] {
    if case .caller = event {
      let (requests, admitted) = screen(event, now: now)
      return admitted.reduce(requests) { $0 + receive($1, now: now) }
    }
    if hasEnded { return [] }
    switch event {
    case .listening(let port, let addresses):
      listening = (port, addresses)
      enter(.hosting, now: now)
      return []
    case .failed(let message):
      switch stage {
      case .opening: return end(.couldNotListen(message), now: now)
      case .connecting: return end(.couldNotConnect(message), now: now)
      default: return []  // a reconnection attempt that failed: the next one follows
      }
    case .caller:
      return []  // screened above
    case .connected(let address):
      connected = true
      greeted = false
      decoder.reset()
      budget.reset()
      peer = address
      switch stage {
      case .hosting:
        enter(.greeting, now: now)
        return []
      case .connecting:
        enter(.greeting, now: now)
        return [send(.hello(hello))]
      case .waiting:
        // Back after a drop: the joiner greets first, asking for what it missed.
        guard !role.isHost, let setup, let timeline else { return [] }
        return [send(.hello(resumeHello(setup: setup, timeline: timeline)))]
      default:
        return []
      }
    case .received(let bytes):
      guard connected else { return [] }  // the rest from a connection already hung up on
      bytesReceived += bytes.count
      decoder.append(bytes)
      var requests: [NetworkRequest] = []
      while !hasEnded {
        do {
          guard let message = try decoder.next() else { break }
          requests += handle(message, now: now)
        } catch {
          return requests + refuse(error, now: now)
        }
      }
      return requests
    case .closing:
      return leave(now: now)
    case .disconnected(let reason):
      connected = false
      greeted = false
      peer = nil
      switch stage {
      case .greeting where role.isHost:
        enter(.hosting, now: now)  // whoever came left before the match began: wait for another
        return []
      case .greeting, .connecting:
        return end(.couldNotConnect("The host closed the connection: \(reason)."), now: now)
      case .playing:
        enter(.waiting(since: now), now: now)
        return []
      default:
        return []
      }
    }
  }

  // MARK: - The door

  /// Takes an event about a caller at the host's door: returns the requests for the network
  /// and, when the caller is let in, the events that make it the connection (`.connected`,
  /// then `.received` with all it sent), which go to `receive` and are what a replay records.
  /// Any other event comes back as it is, to go to `receive`.
  public mutating func screen(
    _ event: NetworkEvent, now: Double
  ) -> (requests: [NetworkRequest], admitted: [NetworkEvent]) {
    guard case .caller(let id, let what) = event else { return ([], [event]) }
    guard role.isHost, !hasEnded else { return ([.dismiss(caller: id, farewell: [])], []) }
    switch what {
    case .arrived(let peer):
      return (doorman.arrived(id, peer: peer, now: now), [])
    case .left:
      doorman.left(id)
      return ([], [])
    case .sent(let bytes):
      switch doorman.heard(id, bytes) {
      case .nothingYet: return ([], [])
      case .dismissed(let requests): return (requests, [])
      case .greeted(let theirs, let bytes, let peer): return welcome(id, theirs, bytes: bytes, peer: peer)
      }
    }
  }

  /// When the first caller at the door runs out of time (on the clock `screen` was given), if
  /// any waits: then `dismissLateCallers`.
  public var callersDeadline: Double? { doorman.nextDeadline }

  /// Closes the connections of callers that did not greet within `NetDoorman.helloDeadline`.
  public mutating func dismissLateCallers(now: Double) -> [NetworkRequest] {
    doorman.dismissLate(now: now)
  }

  /// A caller greeted: let in a joiner while hosting, or the match's own joiner coming back
  /// (its greeting names the match); tell anyone else why not, and close it.
  private mutating func welcome(
    _ id: Int, _ theirs: NetHello, bytes: [UInt8], peer: String
  ) -> (requests: [NetworkRequest], admitted: [NetworkEvent]) {
    func turnAway(_ reason: NetByeReason, _ detail: String) -> (requests: [NetworkRequest], admitted: [NetworkEvent]) {
      ([.dismiss(caller: id, farewell: NetWireCodec.encode(.bye(reason, detail: detail)))], [])
    }
    guard theirs.game == hello.game, theirs.rulesVersion == hello.rulesVersion else {
      return turnAway(.incompatible, incompatibility(with: theirs))
    }
    if let resume = theirs.resume {
      guard timeline != nil, let setup else {
        return turnAway(.protocolError, "No match is being played here to resume.")
      }
      guard resume.matchID == setup.matchID else { return turnAway(.busy, Self.busy) }
    } else {
      guard case .hosting = stage else { return turnAway(.busy, Self.busy) }
    }
    return ([.admit(caller: id)], [.connected(peer: peer), .received(bytes)])
  }

  /// What a second joiner is told while a match is on (or being set up).
  static let busy = "A match is already being played at this address."

  // MARK: - Time

  /// Keeps time: starts waiting when the other side's inputs stop, ends after `giveUpAfter`,
  /// pings, and has the joiner reconnect after a drop.
  public mutating func update(now: Double) -> [NetworkRequest] {
    switch stage {
    case .connecting, .greeting:
      guard now - stageSince >= Self.giveUpAfter else { return [] }
      let silent = "The other side said nothing for \(Int(Self.giveUpAfter)) seconds."
      if hostsBeforeMatch { return hangUpBeforeMatch(.protocolError, detail: silent, now: now) }
      if case .connecting = stage, case .joiner(let host, let port) = role {
        return end(
          .couldNotConnect("No answer from \(host):\(port) within \(Int(Self.giveUpAfter)) seconds."), now: now)
      }
      return end(.protocolError(silent), now: now)
    case .playing:
      if let timeline, timeline.waitsForRemote,
        Double(targetStep(now: now) - timeline.simulated) > Self.waitAfter * Self.stepsPerSecond
      {
        enter(.waiting(since: now), now: now)
      }
      return ping(now: now)
    case .waiting(let since):
      if now - since >= Self.giveUpAfter { return end(.opponentGone, now: now) }
      if connected { return ping(now: now) }
      guard case .joiner(let host, let port) = role, now - lastReconnect >= Self.pingInterval else { return [] }
      lastReconnect = now
      return [.connect(host: host, port: port)]
    case .opening, .hosting, .ended:
      return []
    }
  }

  /// Seconds until `update` has something to do (a timeout, a ping); nil when only the
  /// network can move the session on (the host waiting for a joiner).
  public func secondsUntilUpdate(now: Double) -> Double? {
    switch stage {
    case .connecting, .greeting: return max(0, stageSince + Self.giveUpAfter - now)
    case .playing: return 1 / Self.stepsPerSecond
    case .waiting(let since):
      return max(0, min(since + Self.giveUpAfter, (connected ? lastPing : lastReconnect) + Self.pingInterval) - now)
    case .opening, .hosting, .ended: return nil
    }
  }

  // MARK: - Steps

  /// How many inputs this side should add now: one per step of the clock, `inputDelay` ahead.
  public func localInputsWanted(now: Double) -> Int {
    guard case .playing = stage, let timeline else { return 0 }
    let wanted = targetStep(now: now) + timeline.inputDelay + 1
    let bound = timeline.simulated + timeline.inputDelay + Int(Self.waitAfter * Self.stepsPerSecond)
    return max(0, min(wanted, bound) - timeline.local.count)
  }

  /// Adds this side's next input and sends it.
  public mutating func addLocal(_ input: [UInt8]) -> [NetworkRequest] {
    addLocal([input])
  }

  /// Adds this side's next inputs, for consecutive steps, and sends them in one message.
  public mutating func addLocal(_ inputs: [[UInt8]]) -> [NetworkRequest] {
    guard var current = timeline, let first = inputs.first else { return [] }
    let step = current.addLocal(first)
    for input in inputs.dropFirst() { _ = current.addLocal(input) }
    timeline = current
    var requests: [NetworkRequest] = []
    guard connected else { return requests }
    for start in stride(from: 0, to: inputs.count, by: NetWireCodec.maximumInputs) {
      let piece = Array(inputs[start..<min(start + NetWireCodec.maximumInputs, inputs.count)])
      requests.append(send(.inputs(first: step + start, piece)))
    }
    return requests
  }

  /// The two inputs of the next step when both are in and the clock has reached it, as
  /// (player 1, player 2): the host is player 1.
  public mutating func nextStep(now: Double) -> (one: [UInt8], two: [UInt8])? {
    guard case .playing = stage, let current = timeline, current.simulated < targetStep(now: now) else { return nil }
    guard let (local, remote) = timeline?.advance() else { return nil }
    return role.isHost ? (local, remote) : (remote, local)
  }

  /// Records this side's state hash after `step` steps, sends it and compares.
  public mutating func recordHash(step: Int, value: UInt64, now: Double) -> [NetworkRequest] {
    localHashes[step] = value
    let sent = connected ? [send(.hash(step: step, value: value))] : []
    return sent + compareHashes(step, now: now)
  }

  /// Whether both sides are at the very start with nothing sent: the first `inputDelay`
  /// steps (filled alike on both sides) simulated, and no input from either. A game where
  /// nothing moves before someone acts (Paddles at "Ready?") may sleep there: the other side
  /// stops at the same step, and the first input from either wakes both.
  public var isAtRest: Bool {
    guard isAtStart, let timeline else { return false }
    return timeline.simulated == timeline.inputDelay
  }

  /// Whether neither side has sent an input yet (only the first `inputDelay` steps, filled
  /// alike on both sides, exist): a game that may rest adds none of its own until it acts.
  public var isAtStart: Bool {
    guard case .playing = stage, let timeline else { return false }
    let start = timeline.inputDelay
    return timeline.local.count == start && timeline.remote.count == start
  }

  /// Starts the match's clock again from the step reached (after resting: no step is owed
  /// for the time slept).
  public mutating func restartClock(now: Double) {
    guard case .playing = stage, let timeline else { return }
    startTime = now - Double(timeline.simulated) / Self.stepsPerSecond
  }

  /// The game ended (someone won): nothing more is sent; the connection closes when the
  /// player leaves the screen.
  public mutating func finish(now: Double) {
    enter(.ended(.finished), now: now)
  }

  /// The player leaves: the other side is told, and everything closes.
  public mutating func leave(now: Double) -> [NetworkRequest] {
    guard !hasEnded else { return [.close] }
    let bye = connected ? [send(.bye(.left, detail: "Your opponent left the match."))] : []
    enter(.ended(.left), now: now)
    return bye + [.close]
  }

  // MARK: - Messages

  private mutating func handle(_ message: NetMessage, now: Double) -> [NetworkRequest] {
    switch budget.admit(message, now: now) {
    case .handle: break
    case .ignore: return []
    case .flood(let sentence):
      if hostsBeforeMatch { return hangUpBeforeMatch(.protocolError, detail: sentence, now: now) }
      return end(.protocolError(sentence), now: now, bye: .protocolError, detail: sentence)
    }
    switch message {
    case .hello(let theirs):
      return greet(theirs, now: now)
    case .setup(let received):
      guard !role.isHost, greeted, setup == nil else { return refuse(.unexpected("a setup out of turn"), now: now) }
      if let problem = validate(received) { return end(.incompatible(problem), now: now, bye: .incompatible) }
      setup = received
      return [send(.ready)]
    case .ready:
      guard role.isHost, let sentAt = setupSentAt, timeline == nil else {
        return refuse(.unexpected("\"ready\" out of turn"), now: now)
      }
      let trip = max(0, now - sentAt)
      roundTrip = trip
      let delay = LockstepTimeline.inputDelay(roundTrip: trip, stepsPerSecond: Self.stepsPerSecond)
      timeline = LockstepTimeline(inputDelay: delay, neutral: neutralInput)
      startTime = now + trip / 2
      enter(.playing, now: now)
      return [send(.start(inputDelay: delay))]
    case .start(let delay):
      guard !role.isHost, setup != nil, timeline == nil else {
        return refuse(.unexpected("\"start\" out of turn"), now: now)
      }
      timeline = LockstepTimeline(inputDelay: delay, neutral: neutralInput)
      startTime = now
      enter(.playing, now: now)
      return []
    case .inputs(let first, let inputs):
      guard var current = timeline else { return refuse(.unexpected("inputs before the match started"), now: now) }
      do {
        try current.receive(first: first, inputs)
      } catch {
        return refuse(error, now: now)
      }
      timeline = current
      guard current.remote.count <= current.simulated + Self.maximumInputsAhead else {
        return refuse(.unexpected("inputs far ahead of the match"), now: now)
      }
      resumeIfInputsIn(now: now)
      return []
    case .hash(let step, let value):
      remoteHashes[step] = value
      guard remoteHashes.count <= Self.maximumPendingHashes else {
        return refuse(.unexpected("state hashes for steps the match has not reached"), now: now)
      }
      return compareHashes(step, now: now)
    case .ping(let stamp):
      return [send(.pong(stamp: stamp))]
    case .pong(let stamp):
      let sample = now - Double(stamp) / 1000
      // Only while playing does the clock tick finely enough to time a round trip.
      if case .playing = stage, sample >= 0, sample < Self.giveUpAfter {
        roundTrip = roundTrip.map { $0 * 0.75 + sample * 0.25 } ?? sample
      }
      return []
    case .bye(let reason, let detail):
      let ending: NetMatchEnd
      switch reason {
      case .left: ending = .opponentLeft
      case .protocolError: ending = .protocolError("The other side ended the match: \(detail)")
      case .incompatible: ending = .incompatible(detail)  // written to read the same on both sides
      case .desync: ending = .desync(step: timeline?.simulated ?? 0)
      case .busy: ending = .couldNotConnect("The host turned this arcade away: \(detail)")
      }
      connected = false
      return end(ending, now: now)
    }
  }

  private mutating func greet(_ theirs: NetHello, now: Double) -> [NetworkRequest] {
    guard !greeted else { return refuse(.unexpected("a second greeting"), now: now) }
    guard theirs.game == hello.game, theirs.rulesVersion == hello.rulesVersion else {
      return end(.incompatible(incompatibility(with: theirs)), now: now, bye: .incompatible)
    }
    greeted = true
    switch role {
    case .host:
      guard let setup else { return [] }
      if let timeline {
        // A match is on: only its joiner, coming back, may carry on. Its match id was checked
        // at the door (`welcome`); a replay holds this greeting but not the id, which is
        // random, so it is not compared again here.
        guard let resume = theirs.resume else {
          greeted = false
          return [send(.bye(.busy, detail: Self.busy)), .hangUp]
        }
        let requests =
          [send(.hello(resumeHello(setup: setup, timeline: timeline)))] + resend(from: resume.nextStepWanted)
        resumeIfInputsIn(now: now)
        return requests
      }
      guard theirs.resume == nil else {
        return hangUpBeforeMatch(.protocolError, detail: "No match is being played here to resume.", now: now)
      }
      setupSentAt = now
      return [send(.hello(hello)), send(.setup(setup))]
    case .joiner:
      if let resume = theirs.resume {
        guard resume.matchID == setup?.matchID else {
          return end(.protocolError("The host is playing another match now."), now: now, bye: .protocolError)
        }
        let requests = resend(from: resume.nextStepWanted)
        resumeIfInputsIn(now: now)
        return requests
      }
      return []
    }
  }

  /// Plays on after a wait once the connection is greeted and the other side's input for the
  /// next step is in: when inputs arrive, or on the resuming greeting if nothing was missing
  /// (otherwise two sides holding all of each other's inputs would wait for each other).
  private mutating func resumeIfInputsIn(now: Double) {
    guard case .waiting = stage, connected, greeted, let timeline, !timeline.waitsForRemote else { return }
    startTime = now - Double(timeline.simulated) / Self.stepsPerSecond
    enter(.playing, now: now)
  }

  private func resumeHello(setup: NetMatchSetup, timeline: LockstepTimeline) -> NetHello {
    var greeting = hello
    greeting.resume = NetResume(matchID: setup.matchID, nextStepWanted: timeline.remote.count)
    return greeting
  }

  /// This side's inputs from `step` on, sent again after a reconnection.
  private mutating func resend(from step: Int) -> [NetworkRequest] {
    guard let local = timeline?.local, step < local.count else { return [] }
    var requests: [NetworkRequest] = []
    var first = max(0, step)
    while first < local.count {
      let end = min(first + NetWireCodec.maximumInputs, local.count)
      requests.append(send(.inputs(first: first, Array(local[first..<end]))))
      first = end
    }
    return requests
  }

  private mutating func compareHashes(_ step: Int, now: Double) -> [NetworkRequest] {
    guard let mine = localHashes[step], let theirs = remoteHashes[step] else { return [] }
    localHashes[step] = nil
    remoteHashes[step] = nil
    guard mine == theirs else { return end(.desync(step: step), now: now, bye: .desync) }
    return []
  }

  private mutating func ping(now: Double) -> [NetworkRequest] {
    guard connected, greeted, now - lastPing >= Self.pingInterval else { return [] }
    lastPing = now
    return [send(.ping(stamp: UInt32(clamping: Int((now * 1000).rounded(.down)))))]
  }

  // MARK: - Ending

  /// The game refuses what the other side sent (an input it cannot read): the match ends.
  public mutating func reject(_ problem: String, now: Double) -> [NetworkRequest] {
    refuse(.unexpected(problem), now: now)
  }

  private mutating func refuse(_ error: NetProtocolError, now: Double) -> [NetworkRequest] {
    if hostsBeforeMatch {
      return hangUpBeforeMatch(
        .protocolError, detail: "this arcade refused what it received: \(error.description)", now: now)
    }
    return end(
      .protocolError(error.description), now: now, bye: .protocolError,
      detail: "this arcade refused what it received: \(error.description)")
  }

  /// The sentence both sides show when their games or rules differ; it names neither side as
  /// "this one".
  private func incompatibility(with theirs: NetHello) -> String {
    "One arcade (\(theirs.arcadeVersion)) plays \(theirs.game) rules \(theirs.rulesVersion), the other (\(hello.arcadeVersion)) \(hello.game) rules \(hello.rulesVersion): use the same arcade version on both sides."
  }

  /// Whether this is a host whose connection has not yet started a match: what goes wrong
  /// with it ends that connection, not the hosting.
  private var hostsBeforeMatch: Bool {
    guard role.isHost, timeline == nil, case .greeting = stage else { return false }
    return true
  }

  /// Before the match, a connection that goes wrong (silent, refused) is told why and hung up
  /// on; the host keeps its port open and waits for another joiner.
  private mutating func hangUpBeforeMatch(_ reason: NetByeReason, detail: String, now: Double) -> [NetworkRequest] {
    let bye = connected ? [send(.bye(reason, detail: detail))] : []
    connected = false
    greeted = false
    peer = nil
    setupSentAt = nil
    decoder.reset()
    enter(.hosting, now: now)
    return bye + [.hangUp]
  }

  private mutating func end(
    _ ending: NetMatchEnd, now: Double, bye: NetByeReason? = nil, detail: String? = nil
  ) -> [NetworkRequest] {
    doorman = NetDoorman()  // `.close` closes the callers' connections too
    var requests: [NetworkRequest] = []
    if let bye, connected { requests.append(send(.bye(bye, detail: detail ?? ending.message))) }
    enter(.ended(ending), now: now)
    connected = false
    return requests + [.close]
  }

  private mutating func enter(_ newStage: NetStage, now: Double) {
    stage = newStage
    stageSince = now
  }

  private mutating func send(_ message: NetMessage) -> NetworkRequest {
    let frame = NetWireCodec.encode(message)
    bytesSent += frame.count
    return .send(frame)
  }
}
