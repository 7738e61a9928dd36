import ArcadeKit
import NetPlay
import Testing

/// What the other side cannot do to a host: end its hosting before a match with garbage or
/// silence, or make it grow and spin with a flood of messages during one.
@Suite struct HostSurvivesStrangersTests {
  /// The frame of every message, back to back.
  static func frames(_ messages: [NetMessage]) -> [UInt8] {
    messages.flatMap { NetWireCodec.encode($0) }
  }

  @Test func garbageBeforeTheMatchHangsUpAndTheHostKeepsHosting() throws {
    var session = NetSessionEventTests.hostingSession()
    _ = session.receive(.connected(peer: "10.0.0.2:50000"), now: 1)
    let requests = session.receive(.received(Array("GET / HTTP/1.0\r\n\r\n".utf8)), now: 1.5)
    #expect(session.stage == .hosting)
    #expect(requests.last == .hangUp)
    #expect(!requests.contains(.close))

    // A real joiner after it is greeted and set up.
    _ = session.receive(.connected(peer: "10.0.0.3:50000"), now: 2)
    let answer = try NetSessionEventTests.sentMessages(
      session.receive(.received(NetWireCodec.encode(.hello(SessionPair.hello))), now: 2))
    #expect(answer == [.hello(SessionPair.hello), .setup(SessionPair.setup)])
  }

  @Test func aSilentConnectionIsHungUpOnAndTheHostKeepsHosting() throws {
    var session = NetSessionEventTests.hostingSession()
    _ = session.receive(.connected(peer: "10.0.0.2:50000"), now: 1)
    #expect(session.update(now: 15.9).isEmpty)
    let requests = session.update(now: 16)
    #expect(session.stage == .hosting)
    #expect(requests.last == .hangUp)
    #expect(!requests.contains(.close))
    #expect(session.secondsUntilUpdate(now: 16) == nil)  // back to sleeping until someone comes
  }

  @Test func askingToResumeWhenNoMatchIsOnHangsUpAndKeepsHosting() {
    var session = NetSessionEventTests.hostingSession()
    var hello = SessionPair.hello
    hello.resume = NetResume(matchID: SessionPair.setup.matchID, nextStepWanted: 40)
    _ = session.receive(.connected(peer: "10.0.0.2:50000"), now: 1)
    let requests = session.receive(.received(NetWireCodec.encode(.hello(hello))), now: 1)
    #expect(session.stage == .hosting)
    #expect(requests.last == .hangUp)
  }

  /// A hundred thousand pings, pongs or hashes in one read: a few pings are answered, and the
  /// flood ends the match with a sentence that says so.
  @Test(arguments: ["ping", "pong", "hash"])
  func aFloodOfControlMessagesIsAnsweredAFewTimesThenEndsTheMatch(kind: String) throws {
    let pair = NetSessionPlayTests.pairPlaying(steps: 120)
    let message: NetMessage =
      switch kind {
      case "ping": .ping(stamp: 7)
      case "pong": .pong(stamp: 7)
      default: .hash(step: 0, value: 1)
      }
    let flood = [UInt8](Self.frames([message])).repeated(100_000)
    let requests = pair.host.session.receive(.received(flood), now: pair.now)
    let answers = try NetSessionEventTests.sentMessages(requests).filter { if case .pong = $0 { true } else { false } }
    #expect(answers.count <= 10, "\(answers.count) pongs")
    guard case .ended(.protocolError(let sentence)) = pair.host.stage else {
      Issue.record("the flood did not end the match: \(pair.host.stage)")
      return
    }
    #expect(sentence.contains("flooded"), "\(sentence)")
    #expect(requests.last == .close)
  }

  @Test func aFloodOfInputsAlreadyHeldEndsTheMatch() throws {
    let pair = NetSessionPlayTests.pairPlaying(steps: 120)
    let again = NetWireCodec.encode(.inputs(first: 0, [[0], [0]]))
    let requests = pair.host.session.receive(.received(again.repeated(50_000)), now: pair.now)
    guard case .ended(.protocolError(let sentence)) = pair.host.stage else {
      Issue.record("the flood did not end the match: \(pair.host.stage)")
      return
    }
    #expect(sentence.contains("flooded"), "\(sentence)")
    #expect(requests.last == .close)
  }

  @Test func aPingASecondIsAlwaysAnswered() throws {
    let pair = NetSessionPlayTests.pairPlaying(steps: 120)
    var pongs = 0
    for second in 0..<30 {
      let requests = pair.host.session.receive(
        .received(NetWireCodec.encode(.ping(stamp: UInt32(second)))), now: pair.now + Double(second))
      pongs += try NetSessionEventTests.sentMessages(requests).count
    }
    #expect(pongs == 30)
  }
}

extension Array {
  /// This array `count` times over.
  func repeated(_ count: Int) -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(self.count * count)
    for _ in 0..<count { result += self }
    return result
  }
}
