import ArcadeKit
import NetPlay
import Testing

/// The host's door (`NetDoorman`, `NetSession.screen`): callers at the port are held apart
/// until they greet; strangers, the silent and the late are dismissed without touching the
/// hosting or the match, and a real joiner alongside them gets in.
@Suite struct HostDoorTests {
  static let probe = Array("GET / HTTP/1.0\r\n\r\n".utf8)
  static let greeting = NetWireCodec.encode(.hello(SessionPair.hello))

  /// The messages of a dismissal's farewell, if any.
  static func farewell(_ requests: [NetworkRequest], caller: Int) throws -> [NetMessage] {
    for case .dismiss(caller, let bytes) in requests { return try NetWireCodecTests.decodeAll([bytes]) }
    Issue.record("caller \(caller) was not dismissed: \(requests)")
    return []
  }

  @Test func anHTTPProbeIsDismissedAndAJoinerAfterItGetsIn() throws {
    var session = NetSessionEventTests.hostingSession()
    #expect(session.receive(.caller(1, .arrived(peer: "10.0.0.9:4000")), now: 1).isEmpty)
    #expect(session.hasCallers)
    #expect(session.receive(.caller(1, .sent(Self.probe)), now: 1.1) == [.dismiss(caller: 1, farewell: [])])
    #expect(session.stage == .hosting)
    #expect(!session.hasCallers)

    _ = session.receive(.caller(2, .arrived(peer: "10.0.0.2:50000")), now: 2)
    let answer = session.receive(.caller(2, .sent(Self.greeting)), now: 2.1)
    #expect(answer.first == .admit(caller: 2))
    #expect(try NetSessionEventTests.sentMessages(answer) == [.hello(SessionPair.hello), .setup(SessionPair.setup)])
    #expect(session.stage == .greeting)
    #expect(session.peer == "10.0.0.2:50000")
  }

  @Test func aSilentCallerIsDismissedAtItsDeadlineWhileAJoinerAlongsideGetsIn() throws {
    var session = NetSessionEventTests.hostingSession()
    _ = session.receive(.caller(1, .arrived(peer: "10.0.0.9:4000")), now: 1)
    #expect(session.callersDeadline == 1 + NetDoorman.helloDeadline)
    // The greeting comes in pieces, the real joiner alongside the silent stranger.
    _ = session.receive(.caller(2, .arrived(peer: "10.0.0.2:50000")), now: 1.5)
    #expect(session.receive(.caller(2, .sent(Array(Self.greeting.prefix(7)))), now: 1.6).isEmpty)
    let answer = session.receive(.caller(2, .sent(Array(Self.greeting.dropFirst(7)))), now: 1.7)
    #expect(answer.first == .admit(caller: 2))
    #expect(session.stage == .greeting)

    #expect(session.dismissLateCallers(now: 3.9).isEmpty)
    #expect(session.dismissLateCallers(now: 4) == [.dismiss(caller: 1, farewell: [])])
    #expect(session.stage == .greeting)
    #expect(!session.hasCallers)
  }

  @Test func aCallerThatSendsTooMuchBeforeAGreetingIsDismissed() {
    var session = NetSessionEventTests.hostingSession()
    _ = session.receive(.caller(1, .arrived(peer: "10.0.0.9:4000")), now: 1)
    // A header announcing a big payload: an arcade's greeting is never that long.
    let header = Array("ARCN".utf8) + [1, 1, 0, 0, 0x80, 0]
    #expect(session.receive(.caller(1, .sent(header + [UInt8](repeating: 0, count: 4_000))), now: 1).isEmpty)
    #expect(
      session.receive(.caller(1, .sent([UInt8](repeating: 0, count: 200))), now: 1) == [
        .dismiss(caller: 1, farewell: [])
      ])
    #expect(session.stage == .hosting)
  }

  @Test func callersBeyondTheCapAreDismissedAsTheyArrive() {
    var session = NetSessionEventTests.hostingSession()
    for caller in 1...NetDoorman.maximumCallers {
      #expect(session.receive(.caller(caller, .arrived(peer: "10.0.0.9:\(caller)")), now: 1).isEmpty)
    }
    let extra = NetDoorman.maximumCallers + 1
    #expect(
      session.receive(.caller(extra, .arrived(peer: "10.0.0.9:0")), now: 1) == [.dismiss(caller: extra, farewell: [])])
    // One leaves: there is room again.
    _ = session.receive(.caller(1, .left), now: 2)
    #expect(session.receive(.caller(extra + 1, .arrived(peer: "10.0.0.9:0")), now: 2).isEmpty)
  }

  @Test func anotherGameIsToldWhyAndTheHostKeepsHosting() throws {
    var session = NetSessionEventTests.hostingSession()
    var other = SessionPair.hello
    other.game = "maze"
    _ = session.receive(.caller(1, .arrived(peer: "10.0.0.9:4000")), now: 1)
    let requests = session.receive(.caller(1, .sent(NetWireCodec.encode(.hello(other)))), now: 1)
    guard case .bye(.incompatible, _)? = try Self.farewell(requests, caller: 1).first else {
      Issue.record("not told incompatible: \(requests)")
      return
    }
    #expect(session.stage == .hosting)
  }

  @Test func aSecondJoinerWhileTheFirstIsBeingSetUpIsToldBusyAtOnce() throws {
    var session = NetSessionEventTests.hostingSession()
    _ = session.receive(.caller(1, .arrived(peer: "10.0.0.2:50000")), now: 1)
    _ = session.receive(.caller(1, .sent(Self.greeting)), now: 1)
    _ = session.receive(.caller(2, .arrived(peer: "10.0.0.3:50000")), now: 1.2)
    let requests = session.receive(.caller(2, .sent(Self.greeting)), now: 1.2)
    #expect(
      try Self.farewell(requests, caller: 2) == [
        .bye(.busy, detail: "A match is already being played at this address.")
      ])
    #expect(session.stage == .greeting)
  }

  @Test func duringAMatchStrangersAndOtherJoinersNeverReachIt() throws {
    let pair = NetSessionPlayTests.pairPlaying(steps: 120)
    var host = pair.host.session
    let at = pair.now
    _ = host.receive(.caller(1, .arrived(peer: "10.0.0.9:4000")), now: at)
    #expect(host.receive(.caller(1, .sent(Self.probe)), now: at) == [.dismiss(caller: 1, farewell: [])])
    _ = host.receive(.caller(2, .arrived(peer: "10.0.0.3:50000")), now: at)
    let busy = host.receive(.caller(2, .sent(Self.greeting)), now: at)
    #expect(
      try Self.farewell(busy, caller: 2) == [.bye(.busy, detail: "A match is already being played at this address.")])
    // A stranger naming another match, or a guessed one, is busy too.
    var guess = SessionPair.hello
    guess.resume = NetResume(matchID: SessionPair.setup.matchID ^ 1, nextStepWanted: 0)
    _ = host.receive(.caller(3, .arrived(peer: "10.0.0.4:50000")), now: at)
    let guessed = host.receive(.caller(3, .sent(NetWireCodec.encode(.hello(guess)))), now: at)
    #expect(
      try Self.farewell(guessed, caller: 3) == [.bye(.busy, detail: "A match is already being played at this address.")]
    )
    _ = host.receive(.caller(4, .arrived(peer: "10.0.0.5:50000")), now: at)
    #expect(host.dismissLateCallers(now: at + NetDoorman.helloDeadline) == [.dismiss(caller: 4, farewell: [])])
    #expect(host.stage == .playing)
    #expect(host.peer == pair.host.session.peer)
  }

  @Test func theMatchsOwnJoinerComingBackIsLetInAndResumes() throws {
    let pair = NetSessionPlayTests.pairPlaying(steps: 200, conditions: NetConditions(delay: 0.03))
    pair.network.drop()
    pair.tick()
    var host = pair.host.session
    var back = SessionPair.hello
    back.resume = NetResume(matchID: SessionPair.setup.matchID, nextStepWanted: host.timeline?.remote.count ?? 0)
    _ = host.receive(.caller(7, .arrived(peer: "10.0.0.2:50001")), now: pair.now)
    let answer = host.receive(.caller(7, .sent(NetWireCodec.encode(.hello(back)))), now: pair.now)
    #expect(answer.first == .admit(caller: 7))
    guard case .hello(let reply)? = try NetSessionEventTests.sentMessages(answer).first else {
      Issue.record("no greeting back: \(answer)")
      return
    }
    #expect(reply.resume?.matchID == SessionPair.setup.matchID)
  }
}
