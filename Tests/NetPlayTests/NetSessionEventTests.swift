import ArcadeKit
import NetPlay
import Testing

@Suite struct NetSessionEventTests {
  /// A host session that opened its port at time 0.
  static func hostingSession() -> NetSession {
    var session = NetSession(
      role: .host(port: 4321, setup: SessionPair.setup), hello: SessionPair.hello, neutralInput: [0])
    #expect(session.begin(now: 0) == [.listen(port: 4321)])
    #expect(session.receive(.listening(port: 4321, addresses: ["192.168.1.5"]), now: 0).isEmpty)
    return session
  }

  /// The bytes of every `.send` among `requests`.
  static func sentBytes(_ requests: [NetworkRequest]) -> [UInt8] {
    requests.flatMap { request -> [UInt8] in
      if case .send(let bytes) = request { return bytes }
      return []
    }
  }

  /// The messages of every `.send` among `requests`.
  static func sentMessages(_ requests: [NetworkRequest]) throws -> [NetMessage] {
    try NetWireCodecTests.decodeAll([sentBytes(requests)])
  }

  @Test func theHostSleepsWhileHostingAndWakesForTheGreeting() {
    var opening = NetSession(
      role: .host(port: 4321, setup: SessionPair.setup), hello: SessionPair.hello, neutralInput: [0])
    _ = opening.begin(now: 0)
    #expect(opening.stage == .opening)
    #expect(opening.secondsUntilUpdate(now: 0) == nil)

    var session = Self.hostingSession()
    #expect(session.stage == .hosting)
    #expect(session.listening?.addresses == ["192.168.1.5"])
    #expect(session.secondsUntilUpdate(now: 0) == nil)
    #expect(session.secondsUntilUpdate(now: 3_600) == nil)
    #expect(session.update(now: 3_600).isEmpty)
    #expect(session.stage == .hosting)

    _ = session.receive(.connected(peer: "10.0.0.2:50000"), now: 10)
    #expect(session.stage == .greeting)
    #expect(session.secondsUntilUpdate(now: 10) == NetSession.giveUpAfter)
  }

  @Test func garbageAfterConnectingIsToldWhyAndHungUpOnAndTheHostHostsOn() throws {
    var session = Self.hostingSession()
    _ = session.receive(.connected(peer: "10.0.0.2:50000"), now: 1)
    let requests = session.receive(.received(Array("GET / HTTP/1.1\r\n".utf8)), now: 1.5)

    #expect(session.stage == .hosting)
    #expect(requests.count == 2)
    #expect(requests.last == .hangUp)
    let messages = try Self.sentMessages(Array(requests.dropLast()))
    #expect(
      messages == [
        .bye(
          .protocolError,
          detail: "this arcade refused what it received: The other side is not an arcade: its first bytes are not ARCN."
        )
      ])
    #expect(session.receive(.received(NetWireCodec.encode(.ready)), now: 2).isEmpty)
    #expect(session.update(now: 100).isEmpty)
  }

  @Test func aJoinerWhoLeavesBeforeTheMatchLeavesTheHostHostingAgain() throws {
    var session = Self.hostingSession()
    _ = session.receive(.connected(peer: "10.0.0.2:50000"), now: 1)
    let answer = session.receive(.received(NetWireCodec.encode(.hello(SessionPair.hello))), now: 1)
    #expect(try Self.sentMessages(answer) == [.hello(SessionPair.hello), .setup(SessionPair.setup)])
    _ = session.receive(.disconnected(reason: "reset"), now: 2)
    #expect(session.stage == .hosting)
    #expect(session.peer == nil)

    // The next joiner is greeted from scratch.
    _ = session.receive(.connected(peer: "10.0.0.3:50000"), now: 5)
    let again = session.receive(.received(NetWireCodec.encode(.hello(SessionPair.hello))), now: 5)
    #expect(try Self.sentMessages(again) == [.hello(SessionPair.hello), .setup(SessionPair.setup)])
  }

  @Test func aSilentConnectionIsHungUpOnAfterFifteenSeconds() throws {
    var session = Self.hostingSession()
    _ = session.receive(.connected(peer: "10.0.0.2:50000"), now: 1)
    #expect(session.update(now: 15.9).isEmpty)
    let requests = session.update(now: 16)
    #expect(requests.last == .hangUp)
    #expect(
      try Self.sentMessages(requests) == [.bye(.protocolError, detail: "The other side said nothing for 15 seconds.")])
    #expect(session.stage == .hosting)
  }

  @Test func readyMeasuresTheRoundTripAndStartsWithItsDelay() throws {
    var session = Self.hostingSession()
    _ = session.receive(.connected(peer: "10.0.0.2:50000"), now: 1)
    _ = session.receive(.received(NetWireCodec.encode(.hello(SessionPair.hello))), now: 1)
    let start = session.receive(.received(NetWireCodec.encode(.ready)), now: 1.15)
    #expect(try Self.sentMessages(start) == [.start(inputDelay: 6)])
    #expect(session.stage == .playing)
    #expect(abs((session.roundTrip ?? 0) - 0.15) < 1e-9)
    #expect(session.timeline?.local == Array(repeating: [0], count: 6))
    // Step 0 is half a round trip after the start was sent.
    #expect(session.targetStep(now: 1.15 + 0.075 - 0.001) == 0)
    #expect(session.targetStep(now: 1.15 + 0.075 + 1.0 / 60 + 0.001) == 1)
    #expect(session.secondsUntilUpdate(now: 2) == 1 / NetSession.stepsPerSecond)
  }

  @Test(arguments: [
    (NetMessage.ready, "The other side sent \"ready\" out of turn."),
    (NetMessage.start(inputDelay: 3), "The other side sent \"start\" out of turn."),
    (NetMessage.inputs(first: 0, [[1]]), "The other side sent inputs before the match started."),
    (NetMessage.setup(SessionPair.setup), "The other side sent a setup out of turn."),
  ])
  func messagesOutOfTurnAreToldWhyAndHungUpOn(_ message: NetMessage, sentence: String) throws {
    var session = Self.hostingSession()
    _ = session.receive(.connected(peer: "10.0.0.2:50000"), now: 1)
    let requests = session.receive(.received(NetWireCodec.encode(message)), now: 1)
    #expect(session.stage == .hosting)
    #expect(requests.last == .hangUp)
    #expect(
      try Self.sentMessages(requests) == [
        .bye(.protocolError, detail: "this arcade refused what it received: \(sentence)")
      ])
  }

  @Test func aSecondGreetingIsRefused() {
    var session = Self.hostingSession()
    _ = session.receive(.connected(peer: "10.0.0.2:50000"), now: 1)
    let hello = NetWireCodec.encode(.hello(SessionPair.hello))
    let requests = session.receive(.received(hello + hello), now: 1)
    #expect(session.stage == .hosting)
    #expect(requests.last == .hangUp)
  }

  @Test func aResumeForAMatchNotBeingPlayedIsRefused() throws {
    var session = Self.hostingSession()
    _ = session.receive(.connected(peer: "10.0.0.2:50000"), now: 1)
    var hello = SessionPair.hello
    hello.resume = NetResume(matchID: 12, nextStepWanted: 40)
    let requests = session.receive(.received(NetWireCodec.encode(.hello(hello))), now: 1)
    #expect(session.stage == .hosting)
    #expect(
      try Self.sentMessages(requests) == [.bye(.protocolError, detail: "No match is being played here to resume.")])
  }

  @Test func aJoinerTurnedAwayAsBusyCannotConnect() throws {
    var joiner = NetSession(role: .joiner(host: "h", port: 1), hello: SessionPair.hello, neutralInput: [0])
    #expect(joiner.begin(now: 0) == [.connect(host: "h", port: 1)])
    #expect(joiner.secondsUntilUpdate(now: 0) == NetSession.giveUpAfter)
    let greeting = joiner.receive(.connected(peer: "h:1"), now: 0.1)
    #expect(try Self.sentMessages(greeting) == [.hello(SessionPair.hello)])
    let bye = NetWireCodec.encode(.bye(.busy, detail: "A match is already being played at this address."))
    #expect(joiner.receive(.received(bye), now: 0.2) == [.close])
    #expect(
      joiner.stage
        == .ended(
          .couldNotConnect("The host turned this arcade away: A match is already being played at this address.")))
  }

  @Test func aJoinerThatHearsNothingGivesUp() {
    var joiner = NetSession(role: .joiner(host: "h", port: 1), hello: SessionPair.hello, neutralInput: [0])
    _ = joiner.begin(now: 0)
    #expect(joiner.update(now: 14.9).isEmpty)
    #expect(joiner.update(now: 15) == [.close])
    #expect(joiner.stage == .ended(.couldNotConnect("No answer from h:1 within 15 seconds.")))
  }
}
