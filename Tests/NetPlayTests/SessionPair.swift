import ArcadeKit
import NetPlay

/// A stand-in for a game: a running FNV-1a hash of both players' inputs, step by step.
struct FakeGame {
  /// The state: the hash of every input so far.
  private(set) var state: UInt64 = 0xcbf2_9ce4_8422_2325
  /// Steps simulated.
  private(set) var steps = 0
  /// The state after every `NetSession.hashInterval` steps, by step.
  private(set) var hashes: [Int: UInt64] = [:]

  /// Simulates one step with player 1's and player 2's inputs.
  mutating func step(one: [UInt8], two: [UInt8]) {
    for byte in [UInt8(one.count)] + one + [UInt8(two.count)] + two {
      state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    steps += 1
    if steps % NetSession.hashInterval == 0 { hashes[steps] = state }
  }
}

/// One arcade in a test match: its session, its end of the network and its game.
final class PlayerSide {
  /// The session under test.
  var session: NetSession
  /// This side's end of the in-memory network.
  let link: InMemoryLink
  /// The game the session's steps drive.
  var game = FakeGame()
  /// This side's input for a step.
  let inputFor: (Int) -> [UInt8]
  /// A step whose hash this side reports wrong (to provoke a desync).
  var corruptHashAt: Int?
  /// Every request the session made, in order.
  private(set) var requests: [NetworkRequest] = []
  /// Whether the session was ever seen waiting for the other side.
  private(set) var wasWaiting = false
  /// When the session was first seen waiting, if it was.
  private(set) var firstWaitingAt: Double?
  /// When the session was seen ended.
  private(set) var endedAt: Double?

  init(session: NetSession, link: InMemoryLink, inputFor: @escaping (Int) -> [UInt8]) {
    self.session = session
    self.link = link
    self.inputFor = inputFor
  }

  /// Where the session is.
  var stage: NetStage { session.stage }

  /// How many `.connect` requests the session made.
  var connectRequests: Int { requests.filter { if case .connect = $0 { true } else { false } }.count }

  /// The session's ending, if it ended.
  var ending: NetMatchEnd? {
    if case .ended(let ending) = session.stage { return ending }
    return nil
  }

  /// Carries `requests` out on the link, feeding what it answers back to the session.
  func carry(_ newRequests: [NetworkRequest], now: Double) {
    for request in newRequests {
      requests.append(request)
      for event in link.perform(request) { receive(event, now: now) }
    }
    noteStage(now: now)
  }

  /// Gives the session one network event and carries out what it asks.
  func receive(_ event: NetworkEvent, now: Double) {
    carry(session.receive(event, now: now), now: now)
  }

  /// One frame of the arcade: events, time, new inputs, due steps and their hashes.
  func tick(now: Double) {
    for event in link.service() { receive(event, now: now) }
    carry(session.update(now: now), now: now)
    for _ in 0..<session.localInputsWanted(now: now) {
      let step = session.timeline!.local.count
      carry(session.addLocal(inputFor(step)), now: now)
    }
    while let (one, two) = session.nextStep(now: now) {
      game.step(one: one, two: two)
      if game.steps % NetSession.hashInterval == 0 {
        let value = game.steps == corruptHashAt ? game.state ^ 1 : game.state
        carry(session.recordHash(step: game.steps, value: value, now: now), now: now)
      }
    }
    noteStage(now: now)
  }

  private func noteStage(now: Double) {
    switch session.stage {
    case .waiting:
      wasWaiting = true
      firstWaitingAt = firstWaitingAt ?? now
    case .ended:
      endedAt = endedAt ?? now
    default:
      break
    }
  }
}

/// A host and a joiner playing over an `InMemoryNetwork`, driven in 1/60 s ticks of its clock.
final class SessionPair {
  /// Seconds per tick of the driver (one frame of the arcade).
  static let tickSeconds = 1.0 / 60
  /// The game both sides greet with.
  static let hello = NetHello(game: "test", rulesVersion: 1, arcadeVersion: "t")
  /// The setup the host sends.
  static let setup = NetMatchSetup(
    matchID: 0xA11C_E000_0000_0001, seed: 77, options: [ReplayOption("win-score", "5")],
    levelText: "# court\n+------+\n|  ●   |\n| ü  é |\n+------+\n")

  let network: InMemoryNetwork
  let host: PlayerSide
  var joiner: PlayerSide
  /// Ticks driven so far; the clock is `ticks / 60` (no drift from adding fractions).
  private(set) var ticks = 0

  /// Builds both sides; the joiner's greeting and setup check can be changed.
  init(
    conditions: NetConditions = NetConditions(), seed: UInt64 = 1, joinerHello: NetHello = SessionPair.hello,
    validate: @escaping @Sendable (NetMatchSetup) -> String? = { _ in nil }
  ) {
    network = InMemoryNetwork(conditions: conditions, seed: seed)
    host = PlayerSide(
      session: NetSession(
        role: .host(port: NetProtocol.defaultPort, setup: Self.setup), hello: Self.hello, neutralInput: [0]),
      link: network.host, inputFor: { [UInt8($0 % 7)] })
    joiner = PlayerSide(
      session: NetSession(
        role: .joiner(host: "127.0.0.1", port: NetProtocol.defaultPort), hello: joinerHello, neutralInput: [0],
        validate: validate),
      link: network.joiner, inputFor: { [UInt8($0 % 5)] })
  }

  /// The test clock.
  var now: Double { network.now }

  /// The host listens, then the joiner connects.
  func begin() {
    host.carry(host.session.begin(now: now), now: now)
    joiner.carry(joiner.session.begin(now: now), now: now)
  }

  /// Advances the clock one tick and runs both sides.
  func tick() {
    ticks += 1
    network.now = Double(ticks) * Self.tickSeconds
    host.tick(now: now)
    joiner.tick(now: now)
  }

  /// Ticks until `done` holds or `seconds` of test time pass; returns whether `done` held.
  @discardableResult
  func run(seconds: Double, until done: () -> Bool) -> Bool {
    let last = ticks + Int((seconds / Self.tickSeconds).rounded(.up))
    while ticks < last {
      if done() { return true }
      tick()
    }
    return done()
  }

  /// Ticks until both games simulated `steps` steps (or one side ended), within `seconds`.
  @discardableResult
  func play(steps: Int, within seconds: Double = 60) -> Bool {
    run(seconds: seconds) {
      (host.game.steps >= steps && joiner.game.steps >= steps) || host.session.hasEnded || joiner.session.hasEnded
    } && host.game.steps >= steps && joiner.game.steps >= steps
  }

  /// Runs `seconds` of test time whatever happens.
  func run(seconds: Double) {
    run(seconds: seconds) { false }
  }

  /// The hash steps both games reached.
  var commonHashSteps: [Int] {
    Set(host.game.hashes.keys).intersection(joiner.game.hashes.keys).sorted()
  }

  /// The hash steps where the two games differ.
  var differingHashSteps: [Int] {
    commonHashSteps.filter { host.game.hashes[$0] != joiner.game.hashes[$0] }
  }
}
