import ArcadeKit
import NetPlay
import Testing

/// Network conditions with a name for the test list.
struct NamedConditions: Sendable, CustomTestStringConvertible {
  let conditions: NetConditions
  var testDescription: String {
    "delay \(conditions.delay), jitter \(conditions.jitter), loss \(conditions.loss)"
  }

  init(delay: Double, jitter: Double = 0, loss: Double = 0) {
    conditions = NetConditions(delay: delay, jitter: jitter, loss: loss)
  }
}

@Suite struct NetSessionPlayTests {
  /// Whether `stage` is `.playing`.
  static func isPlaying(_ stage: NetStage) -> Bool {
    if case .playing = stage { return true }
    return false
  }

  /// Whether `stage` is `.waiting`.
  static func isWaiting(_ stage: NetStage) -> Bool {
    if case .waiting = stage { return true }
    return false
  }

  /// A pair that has begun and played `steps` steps on `conditions`.
  static func pairPlaying(steps: Int, conditions: NetConditions = NetConditions()) -> SessionPair {
    let pair = SessionPair(conditions: conditions)
    pair.begin()
    #expect(pair.play(steps: steps), "the match did not reach \(steps) steps")
    return pair
  }

  @Test func bothSidesGreetAndPlayTheHostsSetup() {
    let pair = SessionPair(conditions: NetConditions(delay: 0.02))
    pair.begin()
    #expect(pair.host.stage == .hosting)
    #expect(pair.joiner.stage == .connecting)
    #expect(pair.host.session.listening?.port == NetProtocol.defaultPort)

    #expect(pair.run(seconds: 2) { Self.isPlaying(pair.host.stage) && Self.isPlaying(pair.joiner.stage) })
    #expect(pair.joiner.session.setup == SessionPair.setup)
    #expect(pair.joiner.session.setup?.levelText == SessionPair.setup.levelText)
    #expect(pair.joiner.session.setup?.option("win-score") == "5")
    let hostDelay = pair.host.session.timeline?.inputDelay
    #expect(hostDelay != nil)
    #expect(hostDelay == pair.joiner.session.timeline?.inputDelay)
    #expect(pair.host.session.peer != nil)
    #expect(pair.joiner.session.peer != nil)
  }

  @Test(arguments: [
    NamedConditions(delay: 0), NamedConditions(delay: 0.03), NamedConditions(delay: 0.075),
    NamedConditions(delay: 0.1), NamedConditions(delay: 0.03, jitter: 0.02), NamedConditions(delay: 0.03, loss: 0.05),
    NamedConditions(delay: 0.03, loss: 0.2),
  ])
  func twelveHundredStepsStayInStep(_ named: NamedConditions) throws {
    let conditions = named.conditions
    let pair = Self.pairPlaying(steps: 1_200, conditions: conditions)
    #expect(pair.host.ending == nil)
    #expect(pair.joiner.ending == nil)
    #expect(pair.commonHashSteps.count >= 19)
    #expect(pair.differingHashSteps.isEmpty)

    let roundTrip = try #require(pair.host.session.roundTrip)
    if conditions.loss == 0 {
      // Each way may be seen up to a tick late, and jitter adds to each way.
      let slack = 2 * SessionPair.tickSeconds + 2 * conditions.jitter + 0.005
      #expect(abs(roundTrip - 2 * conditions.delay) <= slack, "round trip \(roundTrip)")
    } else {
      #expect(roundTrip >= 2 * conditions.delay - 0.005)
    }
    if conditions.loss == 0, conditions.jitter == 0, conditions.delay <= 0.075 {
      #expect(!pair.host.wasWaiting)
      #expect(!pair.joiner.wasWaiting)
    }
  }

  @Test func inputDelayCoversTheMeasuredRoundTrip() {
    let pair = SessionPair(conditions: NetConditions(delay: 0.075))
    pair.begin()
    #expect(pair.play(steps: 1))
    let delay = pair.host.session.timeline?.inputDelay ?? 0
    // 150 ms is 9 steps there and back: half of that ahead, plus a step, at least.
    #expect(delay >= 6)
    #expect(delay <= 8)
  }

  @Test func aSetupTheJoinerCannotPlayEndsBothAsIncompatible() {
    let problem = "The level does not load: line 3 has no wall."
    let pair = SessionPair(validate: { _ in problem })
    pair.begin()
    pair.run(seconds: 2) { pair.host.session.hasEnded && pair.joiner.session.hasEnded }
    #expect(pair.joiner.ending == .incompatible(problem))
    #expect(pair.host.ending == .incompatible(problem))
    #expect(pair.host.ending?.message == problem)
    #expect(pair.joiner.session.timeline == nil)
  }

  @Test func otherRulesEndBothAsIncompatibleNamingBothVersions() throws {
    let pair = SessionPair(joinerHello: NetHello(game: "test", rulesVersion: 2, arcadeVersion: "t2"))
    pair.begin()
    pair.run(seconds: 2) { pair.host.session.hasEnded && pair.joiner.session.hasEnded }
    guard case .incompatible(let hostMessage)? = pair.host.ending,
      case .incompatible(let joinerMessage)? = pair.joiner.ending
    else {
      Issue.record(
        "not incompatible: host \(String(describing: pair.host.ending)), joiner \(String(describing: pair.joiner.ending))"
      )
      return
    }
    #expect(hostMessage == joinerMessage)
    #expect(hostMessage.contains("rules 1"))
    #expect(hostMessage.contains("rules 2"))
    #expect(hostMessage.contains("(t2)"))
  }

  @Test func anotherGameEndsBothAsIncompatible() {
    let pair = SessionPair(joinerHello: NetHello(game: "maze", rulesVersion: 1, arcadeVersion: "t"))
    pair.begin()
    pair.run(seconds: 2) { pair.host.session.hasEnded && pair.joiner.session.hasEnded }
    #expect(pair.host.ending?.message.contains("plays maze rules 1") == true)
    #expect(pair.joiner.ending == pair.host.ending)
  }

  @Test func aDifferentHashEndsBothWithADesync() {
    let pair = SessionPair(conditions: NetConditions(delay: 0.02))
    pair.joiner.corruptHashAt = 180
    pair.begin()
    pair.run(seconds: 10) { pair.host.session.hasEnded && pair.joiner.session.hasEnded }
    guard case .desync? = pair.host.ending, case .desync? = pair.joiner.ending else {
      Issue.record(
        "no desync: host \(String(describing: pair.host.ending)), joiner \(String(describing: pair.joiner.ending))")
      return
    }
    // Whoever compared first names step 180; neither played on far past it.
    #expect(pair.host.ending == .desync(step: 180) || pair.joiner.ending == .desync(step: 180))
    #expect(pair.host.game.steps < 240)
    #expect(pair.joiner.game.steps < 240)
    #expect(pair.host.ending?.message.hasPrefix("The two games differ at step") == true)
  }

  @Test(arguments: [true, false])
  func leavingSendsAByeAndTheOtherSideKnowsTheOpponentLeft(hostLeaves: Bool) throws {
    let pair = Self.pairPlaying(steps: 120, conditions: NetConditions(delay: 0.03))
    let leaver = hostLeaves ? pair.host : pair.joiner
    let stayer = hostLeaves ? pair.joiner : pair.host
    let requests = leaver.session.leave(now: pair.now)
    #expect(requests.last == .close)
    let byeFrame = try #require(requests.first.flatMap { if case .send(let bytes) = $0 { bytes } else { nil } })
    #expect(try NetWireCodecTests.decodeAll([byeFrame]) == [.bye(.left, detail: "Your opponent left the match.")])
    leaver.carry(requests, now: pair.now)
    #expect(leaver.ending == .left)

    pair.run(seconds: 1) { stayer.session.hasEnded }
    #expect(stayer.ending == .opponentLeft)
    #expect(stayer.ending?.message == "Your opponent left the match.")
  }

  @Test(arguments: [0.0, 0.03])
  func aDroppedConnectionIsResumedAndPlayGoesOnInStep(delay: Double) {
    let pair = Self.pairPlaying(steps: 300, conditions: NetConditions(delay: delay))
    let connectsBefore = pair.joiner.connectRequests
    pair.network.drop()
    let droppedAt = pair.now
    pair.tick()
    #expect(Self.isWaiting(pair.host.stage))
    #expect(Self.isWaiting(pair.joiner.stage))

    let resumed = pair.run(seconds: 5) { Self.isPlaying(pair.host.stage) && Self.isPlaying(pair.joiner.stage) }
    #expect(resumed, "still \(pair.host.stage) and \(pair.joiner.stage)")
    #expect(pair.now - droppedAt < 3)
    #expect(pair.joiner.connectRequests > connectsBefore)

    #expect(pair.play(steps: 900))
    #expect(pair.host.ending == nil)
    #expect(pair.joiner.ending == nil)
    #expect(pair.commonHashSteps.count >= 14)
    #expect(pair.differingHashSteps.isEmpty)
  }

  @Test func aDropWithNothingInFlightIsResumedToo() {
    // Each side has every input the other sent: on resuming there is nothing to send again.
    let pair = Self.pairPlaying(steps: 300)
    #expect(pair.run(seconds: 5) { pair.network.nextDelivery == nil }, "something was always in flight")
    pair.network.drop()
    let droppedAt = pair.now
    pair.tick()
    #expect(Self.isWaiting(pair.host.stage) && Self.isWaiting(pair.joiner.stage))

    let resumed = pair.run(seconds: 5) { Self.isPlaying(pair.host.stage) && Self.isPlaying(pair.joiner.stage) }
    #expect(resumed, "still \(pair.host.stage) and \(pair.joiner.stage) \(pair.now - droppedAt) s after the drop")
    #expect(pair.play(steps: 900))
    #expect(pair.host.ending == nil && pair.joiner.ending == nil)
    #expect(pair.differingHashSteps.isEmpty)
  }

  @Test func twentySecondsOfSilenceEndBothAfterFifteen() throws {
    let pair = Self.pairPlaying(steps: 120, conditions: NetConditions(delay: 0.03))
    pair.network.silence(for: 20)
    let silentFrom = pair.now
    pair.run(seconds: 19) { pair.host.session.hasEnded && pair.joiner.session.hasEnded }
    #expect(pair.host.ending == .opponentGone)
    #expect(pair.joiner.ending == .opponentGone)
    for side in [pair.host, pair.joiner] {
      let waitedFrom = try #require(side.firstWaitingAt)
      let endedAt = try #require(side.endedAt)
      #expect(abs(endedAt - waitedFrom - NetSession.giveUpAfter) < 0.05)
      #expect(endedAt - silentFrom >= NetSession.giveUpAfter)
      #expect(endedAt - silentFrom < NetSession.giveUpAfter + 1)
    }
    #expect(pair.host.ending?.message == "Your opponent did not come back within 15 seconds: the match is over.")
  }

  @Test func threeSecondsOfSilenceAreWaitedOut() {
    let pair = Self.pairPlaying(steps: 120, conditions: NetConditions(delay: 0.03))
    pair.network.silence(for: 3)
    pair.run(seconds: 2)
    #expect(Self.isWaiting(pair.host.stage))
    #expect(Self.isWaiting(pair.joiner.stage))
    #expect(pair.play(steps: 600, within: 20))
    #expect(Self.isPlaying(pair.host.stage) && Self.isPlaying(pair.joiner.stage))
    #expect(pair.differingHashSteps.isEmpty)
    #expect(pair.commonHashSteps.count >= 9)
  }

  @Test func joiningWhereNobodyListensCannotConnect() throws {
    let network = InMemoryNetwork()
    let joiner = PlayerSide(
      session: NetSession(role: .joiner(host: "192.0.2.1", port: 4321), hello: SessionPair.hello, neutralInput: [0]),
      link: network.joiner, inputFor: { _ in [0] })
    joiner.carry(joiner.session.begin(now: 0), now: 0)
    guard case .couldNotConnect(let message)? = joiner.ending else {
      Issue.record("not couldNotConnect: \(joiner.stage)")
      return
    }
    #expect(message.contains("Connection refused"))
    #expect(message.contains("192.0.2.1:4321"))
  }

  @Test func aSecondJoinerDuringAMatchIsToldItIsBusyAndTheFirstComesBack() throws {
    let pair = Self.pairPlaying(steps: 200, conditions: NetConditions(delay: 0.03))
    pair.network.drop()
    pair.tick()
    #expect(Self.isWaiting(pair.host.stage))

    // A stranger's connection reaches the host before the joiner's comes back.
    var stranger = NetSession(
      role: .joiner(host: "127.0.0.1", port: 4321), hello: SessionPair.hello, neutralInput: [0])
    _ = stranger.begin(now: pair.now)
    var toHost: [UInt8] = []
    for case .send(let bytes) in stranger.receive(.connected(peer: "127.0.0.1:4321"), now: pair.now) { toHost += bytes }
    #expect(pair.host.session.receive(.connected(peer: "10.0.0.9:5555"), now: pair.now).isEmpty)
    let answer = pair.host.session.receive(.received(toHost), now: pair.now)
    #expect(answer.count == 2)
    #expect(answer.last == .hangUp)
    let busyFrame = try #require(answer.first.flatMap { if case .send(let bytes) = $0 { bytes } else { nil } })
    #expect(
      try NetWireCodecTests.decodeAll([busyFrame]) == [
        .bye(.busy, detail: "A match is already being played at this address.")
      ])
    #expect(Self.isWaiting(pair.host.stage))

    _ = stranger.receive(.received(busyFrame), now: pair.now)
    #expect(
      stranger.stage
        == .ended(
          .couldNotConnect("The host turned this arcade away: A match is already being played at this address.")))

    // The real joiner still comes back and the match goes on in step.
    #expect(pair.run(seconds: 5) { Self.isPlaying(pair.host.stage) && Self.isPlaying(pair.joiner.stage) })
    #expect(pair.play(steps: 600))
    #expect(pair.differingHashSteps.isEmpty)
  }
}

extension NetSessionPlayTests {
  @Test func aLongRefusalOfTheSetupStillReachesTheHostAsIncompatible() {
    let problem =
      "The level does not load: " + String(repeating: "line 3 has a wall where the goal should be; ", count: 20)
    #expect(problem.utf8.count > 512)
    let pair = SessionPair(validate: { _ in problem })
    pair.begin()
    pair.run(seconds: 2) { pair.host.session.hasEnded && pair.joiner.session.hasEnded }
    #expect(pair.joiner.ending == .incompatible(problem))
    guard case .incompatible(let told)? = pair.host.ending else {
      Issue.record("the host ended \(String(describing: pair.host.ending))")
      return
    }
    #expect(problem.hasPrefix(told.prefix(400)))
  }
}

extension NetSessionPlayTests {
  @Test(arguments: 1...6 as ClosedRange<UInt64>)
  func aRoughNetworkWithDropsAndStallsNeverDesyncs(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let conditions = NetConditions(
      delay: random.double(in: 0..<0.08), jitter: random.double(in: 0..<0.03), loss: random.double(in: 0..<0.15))
    let pair = SessionPair(conditions: conditions, seed: seed)
    pair.begin()
    #expect(pair.play(steps: 60))
    var trouble = 0
    while pair.host.game.steps < 1_500 || pair.joiner.game.steps < 1_500, trouble < 12 {
      #expect(pair.play(steps: min(1_500, pair.host.game.steps + random.int(in: 30...240)), within: 20))
      if pair.host.session.hasEnded || pair.joiner.session.hasEnded { break }
      trouble += 1
      if random.int(in: 0...1) == 0 {
        pair.network.drop()
      } else {
        pair.network.silence(for: random.double(in: 0.1..<4))
      }
    }
    #expect(pair.play(steps: 1_500, within: 30))
    #expect(pair.host.ending == nil, "\(conditions)")
    #expect(pair.joiner.ending == nil, "\(conditions)")
    #expect(pair.commonHashSteps.count >= 20)
    #expect(pair.differingHashSteps.isEmpty)
  }
}
