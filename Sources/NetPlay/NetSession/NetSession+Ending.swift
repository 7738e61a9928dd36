import ArcadeKit

// MARK: - Ending

/// How a session ends (a win, the player leaving, a refusal, a timeout), how a host drops a
/// joiner that went wrong before the match, and what goes out on the way.
extension NetSession {
  /// The game ended (someone won): no steps or inputs any more; the connection closes when
  /// the player leaves the screen.
  public mutating func finish(now: Double) {
    switch state {
    case .playing(let playing): state = .finished(FinishedState(won: playing))
    case .finished, .ended: break
    default: state = .ended(EndedState(ending: .finished, setup: setup, timeline: timeline))
    }
  }

  /// The player leaves: the other side is told, and everything closes.
  public mutating func leave(now: Double) -> [NetworkRequest] {
    guard !hasEnded else { return [.close] }
    let bye = state.connection != nil ? [send(.bye(.left, detail: "Your opponent left the match."))] : []
    state = .ended(EndedState(ending: .left, setup: setup, timeline: timeline))
    return bye + [.close]
  }

  /// The game refuses what the other side sent (an input it cannot read): the match ends.
  public mutating func reject(_ problem: String, now: Double) -> [NetworkRequest] {
    refuse(.unexpected(problem), now: now)
  }

  /// Refuses what the other side sent: a host before the match hangs up on that connection
  /// and hosts on; otherwise the match ends, the other side told why.
  mutating func refuse(_ error: NetProtocolError, now: Double) -> [NetworkRequest] {
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
  func incompatibility(with theirs: NetHello) -> String {
    "One arcade (\(theirs.arcadeVersion)) plays \(theirs.game) rules \(theirs.rulesVersion), the other (\(hello.arcadeVersion)) \(hello.game) rules \(hello.rulesVersion): use the same arcade version on both sides."
  }

  /// Whether this is a host whose connection has not yet started a match: what goes wrong
  /// with it ends that connection, not the hosting.
  var hostsBeforeMatch: Bool {
    guard case .greeting(let greeting) = state, case .host = greeting.side else { return false }
    return true
  }

  /// Before the match, a connection that goes wrong (silent, refused) is told why and hung up
  /// on; the host keeps its port open and waits for another joiner.
  mutating func hangUpBeforeMatch(_ reason: NetByeReason, detail: String, now: Double) -> [NetworkRequest] {
    guard case .greeting(let greeting) = state, case .host(let hosting, _) = greeting.side else { return [] }
    let bye = send(.bye(reason, detail: detail))
    state = .hosting(hosting)
    return [bye, .hangUp]
  }

  /// Ends the session: the other side is told why when `bye` is given and a connection is
  /// there, and everything closes (callers at the door too).
  mutating func end(
    _ ending: NetMatchEnd, now: Double, bye: NetByeReason? = nil, detail: String? = nil
  ) -> [NetworkRequest] {
    doorman = NetDoorman()  // `.close` closes the callers' connections too
    var requests: [NetworkRequest] = []
    if let bye, state.connection != nil { requests.append(send(.bye(bye, detail: detail ?? ending.message))) }
    state = .ended(EndedState(ending: ending, setup: setup, timeline: timeline))
    return requests + [.close]
  }

  /// Encodes `message` for the connection, counting its bytes.
  mutating func send(_ message: NetMessage) -> NetworkRequest {
    let frame = NetWireCodec.encode(message)
    bytesSent += frame.count
    return .send(frame)
  }
}
