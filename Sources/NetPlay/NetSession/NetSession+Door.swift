import ArcadeKit

// MARK: - The door

/// The host's door: callers at its port are held apart (`NetDoorman`) until they greet, and
/// only a greeting that fits becomes the connection.
extension NetSession {
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

  /// Whether callers wait at the host's door (their deadlines need the time:
  /// `dismissLateCallers`).
  public var hasCallers: Bool { doorman.hasCallers }

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
      guard let match = state.match else {
        return turnAway(.protocolError, "No match is being played here to resume.")
      }
      guard resume.matchID == match.setup.matchID else { return turnAway(.busy, Self.busy) }
    } else {
      guard case .hosting = state else { return turnAway(.busy, Self.busy) }
    }
    return ([.admit(caller: id)], [.connected(peer: peer), .received(bytes)])
  }

  /// What a second joiner is told while a match is on (or being set up).
  static let busy = "A match is already being played at this address."
}
