import ArcadeKit
import NetPlay
import Testing

/// What each of `NetSession`'s stages keeps: a connection's greeting and setup stay with that
/// connection, a hash belongs to a started match, and a won match still sends and compares
/// its last hash until the player leaves.
@Suite struct NetSessionStageTests {
  /// The encoded `message`, as the other side's bytes.
  static func bytes(_ message: NetMessage) -> NetworkEvent {
    .received(NetWireCodec.encode(message))
  }

  @Test func aReadyOnANewConnectionIsOutOfTurnThoughTheLastJoinerWasSentTheSetup() throws {
    var session = NetSessionEventTests.hostingSession()
    _ = session.receive(.connected(peer: "10.0.0.2:50000"), now: 1)
    _ = session.receive(Self.bytes(.hello(SessionPair.hello)), now: 1)
    _ = session.receive(.disconnected(reason: "reset"), now: 2)
    #expect(session.stage == .hosting)
    #expect(session.listening?.addresses == ["192.168.1.5"], "hosting again on the same port")

    _ = session.receive(.connected(peer: "10.0.0.3:50000"), now: 3)
    let requests = session.receive(Self.bytes(.ready), now: 3.1)
    #expect(session.stage == .hosting)
    #expect(session.timeline == nil)
    #expect(requests.last == .hangUp)
    #expect(
      try NetSessionEventTests.sentMessages(requests) == [
        .bye(.protocolError, detail: "this arcade refused what it received: The other side sent \"ready\" out of turn.")
      ])
  }

  @Test func aHashBeforeTheMatchStartedIsToldWhyAndHungUpOn() throws {
    var session = NetSessionEventTests.hostingSession()
    _ = session.receive(.connected(peer: "10.0.0.2:50000"), now: 1)
    _ = session.receive(Self.bytes(.hello(SessionPair.hello)), now: 1)
    let requests = session.receive(Self.bytes(.hash(step: 60, value: 1)), now: 1.1)
    #expect(session.stage == .hosting)
    #expect(requests.last == .hangUp)
    #expect(
      try NetSessionEventTests.sentMessages(requests) == [
        .bye(
          .protocolError,
          detail: "this arcade refused what it received: The other side sent a state hash before the match started.")
      ])
  }

  @Test func aWonMatchStillSendsItsLastHashAndReadsNothingMore() throws {
    let pair = NetSessionPlayTests.pairPlaying(steps: 120)
    var host = pair.host.session
    let step = 1_200
    host.finish(now: pair.now)
    #expect(host.stage == .ended(.finished))
    #expect(host.receive(Self.bytes(.hash(step: step, value: 5)), now: pair.now).isEmpty)
    #expect(
      try NetSessionEventTests.sentMessages(host.recordHash(step: step, value: 5, now: pair.now)) == [
        .hash(step: step, value: 5)
      ])
    #expect(host.stage == .ended(.finished), "the other side's hash came after the win: not read")
    #expect(host.leave(now: pair.now) == [.close])
  }

  @Test func aWonMatchComparesTheLastHashTheOtherSideSentBeforeTheWin() throws {
    let pair = NetSessionPlayTests.pairPlaying(steps: 120)
    var host = pair.host.session
    let step = 1_200
    _ = host.receive(Self.bytes(.hash(step: step, value: 6)), now: pair.now)
    host.finish(now: pair.now)
    let requests = host.recordHash(step: step, value: 5, now: pair.now)
    #expect(host.stage == .ended(.desync(step: step)))
    #expect(requests.last == .close)
    let messages = try NetSessionEventTests.sentMessages(requests)
    #expect(messages.first == .hash(step: step, value: 5))
    guard case .bye(.desync, _)? = messages.last else {
      Issue.record("no desync goodbye: \(messages)")
      return
    }
  }
}
