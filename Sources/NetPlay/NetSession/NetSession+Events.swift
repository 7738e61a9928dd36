import ArcadeKit

// MARK: - Network events

/// What the network reports: the port opened, a connection made, bytes, a drop, a failure.
extension NetSession {
  /// Takes what the network reports; returns what to send or do.
  public mutating func receive(_ event: NetworkEvent, now: Double) -> [NetworkRequest] {
    if case .caller = event {
      let (requests, admitted) = screen(event, now: now)
      return admitted.reduce(requests) { $0 + receive($1, now: now) }
    }
    if hasEnded { return [] }
    switch event {
    case .listening(let port, let addresses):
      guard case .opening = state else { return [] }  // only the port being opened reports it
      state = .hosting(HostingState(port: port, addresses: addresses))
      return []
    case .failed(let message):
      switch state {
      case .opening: return end(.couldNotListen(message), now: now)
      case .connecting: return end(.couldNotConnect(message), now: now)
      default: return []  // a reconnection attempt that failed: the next one follows
      }
    case .caller:
      return []  // screened above
    case .connected(let peer):
      return connected(to: peer, now: now)
    case .received(let bytes):
      return received(bytes, now: now)
    case .closing:
      return leave(now: now)
    case .disconnected(let reason):
      return disconnected(reason, now: now)
    }
  }

  /// A connection was made (the joiner's, or one the host let in at its door): it starts
  /// clean, whatever the last one left.
  private mutating func connected(to peer: String, now: Double) -> [NetworkRequest] {
    let connection = Connection(peer: peer)
    switch state {
    case .hosting(let hosting):
      state = .greeting(GreetingState(answering: hosting, on: connection, now: now))
      return []
    case .connecting:
      state = .greeting(GreetingState(joiningOn: connection, now: now))
      return [send(.hello(hello))]
    case .greeting, .playing:
      // A new connection takes the old one's place (the joiner back before the host saw it go).
      state.updateConnection { $0 = connection }
      return []
    case .waiting(var waiting):
      waiting.connection = connection
      state = .waiting(waiting)
      // Back after a drop: the joiner greets first, asking for what it missed.
      guard !role.isHost else { return [] }
      return [send(.hello(resumeHello(for: waiting.match)))]
    case .opening, .finished, .ended:
      return []
    }
  }

  /// Bytes on the connection: each whole message is handled in turn, until one ends the
  /// session or hangs up on the connection.
  private mutating func received(_ bytes: [UInt8], now: Double) -> [NetworkRequest] {
    // The rest from a connection already hung up on is dropped.
    guard state.updateConnection({ $0.decoder.append(bytes) }) != nil else { return [] }
    bytesReceived += bytes.count
    var requests: [NetworkRequest] = []
    while !hasEnded {
      let message: NetMessage?
      do {
        message = try nextMessage()
      } catch {
        return requests + refuse(error, now: now)
      }
      guard let message else { break }
      requests += handle(message, now: now)
    }
    return requests
  }

  /// The next whole message on the connection: nil until one is in, and once the connection
  /// is gone (hung up on by a message before it).
  private mutating func nextMessage() throws(NetProtocolError) -> NetMessage? {
    try state.updateConnection { connection throws(NetProtocolError) in try connection.decoder.next() } ?? nil
  }

  /// The connection dropped: before the match the host hosts again and the joiner gives up;
  /// during it the match waits for the other side to come back.
  private mutating func disconnected(_ reason: String, now: Double) -> [NetworkRequest] {
    switch state {
    case .greeting(let greeting):
      guard case .host(let hosting, _) = greeting.side else {
        return end(.couldNotConnect("The host closed the connection: \(reason)."), now: now)
      }
      state = .hosting(hosting)  // whoever came left before the match began: wait for another
      return []
    case .connecting:
      return end(.couldNotConnect("The host closed the connection: \(reason)."), now: now)
    case .playing(let playing):
      state = .waiting(WaitingState(dropped: playing, now: now))
      return []
    case .waiting(var waiting):
      waiting.connection = nil
      state = .waiting(waiting)
      return []
    case .opening, .hosting, .finished, .ended:
      return []
    }
  }
}
