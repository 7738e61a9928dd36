import ArcadeKit
import Testing

@testable import Sockets

/// The live network on loopback: listen, connect, exchange, drops, refusals, a peer that
/// does not read. Every wait is a poll with a deadline.
@Suite struct SocketLinkTests {
  /// A host listening on a free port, and the port.
  static func listening() throws -> (SocketLink, Int) {
    let host = SocketLink()
    let events = host.perform(.listen(port: 0))
    guard case .listening(let port, let addresses) = events.first else {
      throw SocketTestFailure("listen gave \(events)")
    }
    #expect(!addresses.isEmpty && port > 0)
    return (host, port)
  }

  /// A host and a joiner connected on loopback.
  static func pair() throws -> (host: SocketLink, joiner: SocketLink, port: Int) {
    let (host, port) = try listening()
    let joiner = SocketLink()
    var joined = joiner.perform(.connect(host: "127.0.0.1", port: port))
    let events = LinkPump.run([host, joiner]) { LinkPump.caller($0[0]) != nil && LinkPump.connected(joined + $0[1]) }
    joined += events[1]
    guard let caller = LinkPump.caller(events[0]), LinkPump.connected(joined) else {
      throw SocketTestFailure("not connected: host \(events[0]), joiner \(joined)")
    }
    #expect(host.perform(.admit(caller: caller)).isEmpty)
    return (host, joiner, port)
  }

  @Test func bytesGoBothWaysInOrder() throws {
    let (host, joiner, _) = try Self.pair()
    let message = Array("hello from the joiner".utf8)
    _ = joiner.perform(.send(message))
    _ = host.perform(.send([1, 2, 3]))
    let events = LinkPump.run([host, joiner]) {
      LinkPump.bytes($0[0]).count >= message.count && LinkPump.bytes($0[1]).count >= 3
    }
    #expect(LinkPump.bytes(events[0]) == message)
    #expect(LinkPump.bytes(events[1]) == [1, 2, 3])
  }

  @Test func aRefusedConnectionSaysSo() throws {
    let (host, port) = try Self.listening()
    _ = host.perform(.close)  // nothing listens there now
    let joiner = SocketLink()
    var events = joiner.perform(.connect(host: "127.0.0.1", port: port))
    events += LinkPump.run([joiner]) { !(events + $0[0]).isEmpty }[0]
    #expect(events == [.failed(message: "Could not connect to 127.0.0.1:\(port): Connection refused.")])
  }

  @Test func thePeerClosingIsReportedAndTheHostListensOn() throws {
    let (host, joiner, port) = try Self.pair()
    _ = joiner.perform(.close)
    let events = LinkPump.run([host]) { LinkPump.disconnected($0[0]) }
    #expect(events[0] == [.disconnected(reason: "the opponent closed the connection")])
    // The same port takes the opponent back.
    let again = SocketLink()
    let joined = again.perform(.connect(host: "127.0.0.1", port: port))
    let second = LinkPump.run([host, again]) { LinkPump.caller($0[0]) != nil && LinkPump.connected(joined + $0[1]) }
    #expect(LinkPump.caller(second[0]) != nil)
  }

  @Test func aSecondClientIsACallerApartFromTheConnectionAndIsDismissedWithItsFarewell() throws {
    let (host, joiner, port) = try Self.pair()
    let stranger = SocketLink()
    _ = stranger.perform(.connect(host: "127.0.0.1", port: port))
    _ = LinkPump.run([stranger]) { LinkPump.connected($0[0]) }
    _ = stranger.perform(.send([9, 9, 9]))
    _ = joiner.perform(.send([7]))
    let events = LinkPump.run([host, joiner, stranger], seconds: 3) { events in
      LinkPump.bytes(events[0]) == [7] && events[0].contains { if case .caller(_, .sent) = $0 { true } else { false } }
    }
    #expect(LinkPump.bytes(events[0]) == [7])
    #expect(!LinkPump.connected(events[0]))
    let caller = try #require(LinkPump.caller(events[0]))
    #expect(events[0].contains(.caller(caller, .sent([9, 9, 9]))))

    // Dismissed with a farewell: the stranger reads it, then the end; the match goes on.
    _ = host.perform(.dismiss(caller: caller, farewell: [4, 2]))
    let after = LinkPump.run([host, joiner, stranger]) { LinkPump.disconnected($0[2]) }
    #expect(LinkPump.bytes(after[2]) == [4, 2])
    #expect(LinkPump.disconnected(after[2]))
    _ = joiner.perform(.send([8]))
    let still = LinkPump.run([host, joiner]) { LinkPump.bytes($0[0]) == [8] }
    #expect(LinkPump.bytes(still[0]) == [8])
  }

  @Test func callersBeyondTheCapAreClosedAsTheyArrive() throws {
    let (host, port) = try Self.listening()
    let crowd = (0..<(SocketLink.maximumCallers + 3)).map { _ in SocketLink() }
    for link in crowd { _ = link.perform(.connect(host: "127.0.0.1", port: port)) }
    let events = LinkPump.run([host] + crowd, seconds: 8) { events in
      events[0].filter { if case .caller(_, .arrived) = $0 { true } else { false } }.count >= SocketLink.maximumCallers
        && events.dropFirst().filter(LinkPump.disconnected).count >= 3
    }
    let arrived = events[0].filter { if case .caller(_, .arrived) = $0 { true } else { false } }.count
    #expect(arrived == SocketLink.maximumCallers)
    #expect(events.dropFirst().filter(LinkPump.disconnected).count == 3)
    #expect(host.pollTargets.count == 1 + SocketLink.maximumCallers)
  }

  @Test func aPeerThatDoesNotReadIsDroppedWithoutBlocking() throws {
    let (host, joiner, _) = try Self.pair()
    _ = joiner
    var dropped: [NetworkEvent] = []
    let chunk = [UInt8](repeating: 0x41, count: 256 * 1024)
    let start = LinkPump.now()
    for _ in 0..<40 where dropped.isEmpty {
      dropped += host.perform(.send(chunk))
    }
    #expect(LinkPump.now() - start < 2)  // never blocked on the full socket
    #expect(dropped == [.disconnected(reason: "the opponent stopped reading")])
  }

  @Test func aBigSendIsFlushedWhenThePeerReads() throws {
    let (host, joiner, _) = try Self.pair()
    let data = (0..<600_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    #expect(host.perform(.send(data)).isEmpty)
    let events = LinkPump.run([host, joiner], seconds: 5) { LinkPump.bytes($0[1]).count >= data.count }
    #expect(LinkPump.bytes(events[1]) == data)
  }

  @Test(arguments: [-1, 70_000])
  func aPortOutsideTheRangeIsRefused(port: Int) {
    let link = SocketLink()
    #expect(
      link.perform(.listen(port: port)) == [.failed(message: "Port \(port) is not a port: choose one from 1 to 65535.")]
    )
  }

  @Test func aPortInUseSaysToChooseAnother() throws {
    let (first, port) = try Self.listening()
    _ = first
    let second = SocketLink()
    #expect(
      second.perform(.listen(port: port)) == [.failed(message: "Port \(port) is in use: choose another with --port.")])
  }

  @Test func anUnknownHostSaysItCannotBeFound() {
    let link = SocketLink()
    let events = link.perform(.connect(host: "no-such-host.invalid", port: 4321))
    guard case .failed(let message) = events.first else {
      Issue.record("expected a failure, got \(events)")
      return
    }
    #expect(message.hasPrefix("Could not find no-such-host.invalid: "))
  }

  @Test func closingLeavesNothingToWatch() throws {
    let (host, joiner, _) = try Self.pair()
    _ = host.perform(.close)
    _ = joiner.perform(.close)
    #expect(host.pollTargets.isEmpty && joiner.pollTargets.isEmpty)
  }
}

/// A failed precondition of a socket test, with what happened.
struct SocketTestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
