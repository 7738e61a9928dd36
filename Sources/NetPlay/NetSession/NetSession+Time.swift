import ArcadeKit

// MARK: - Time

/// The session's timeouts, pings and reconnections, on the clock the host gives it.
extension NetSession {
  /// Keeps time: starts waiting when the other side's inputs stop, ends after `giveUpAfter`,
  /// pings, and has the joiner reconnect after a drop.
  public mutating func update(now: Double) -> [NetworkRequest] {
    switch state {
    case .connecting(let connecting):
      guard now - connecting.since >= Self.giveUpAfter, case .joiner(let host, let port) = role else { return [] }
      return end(
        .couldNotConnect("No answer from \(host):\(port) within \(Int(Self.giveUpAfter)) seconds."), now: now)
    case .greeting(let greeting):
      guard now - greeting.since >= Self.giveUpAfter else { return [] }
      let silent = "The other side said nothing for \(Int(Self.giveUpAfter)) seconds."
      if hostsBeforeMatch { return hangUpBeforeMatch(.protocolError, detail: silent, now: now) }
      return end(.protocolError(silent), now: now)
    case .playing(let playing):
      let timeline = playing.match.timeline
      if timeline.waitsForRemote,
        Double(playing.targetStep(now: now) - timeline.simulated) > Self.waitAfter * Self.stepsPerSecond
      {
        state = .waiting(WaitingState(stalled: playing, now: now))
      }
      return ping(now: now)
    case .waiting(let waiting):
      if now - waiting.since >= Self.giveUpAfter { return end(.opponentGone, now: now) }
      if waiting.connection != nil { return ping(now: now) }
      guard case .joiner(let host, let port) = role, now - waiting.match.lastReconnect >= Self.pingInterval else {
        return []
      }
      state.updateMatch { $0.lastReconnect = now }
      return [.connect(host: host, port: port)]
    case .opening, .hosting, .finished, .ended:
      return []
    }
  }

  /// Seconds until `update` has something to do (a timeout, a ping); nil when only the
  /// network can move the session on (the host waiting for a joiner).
  public func secondsUntilUpdate(now: Double) -> Double? {
    switch state {
    case .connecting(let connecting): return max(0, connecting.since + Self.giveUpAfter - now)
    case .greeting(let greeting): return max(0, greeting.since + Self.giveUpAfter - now)
    case .playing: return 1 / Self.stepsPerSecond
    case .waiting(let waiting):
      let last = waiting.connection != nil ? waiting.match.lastPing : waiting.match.lastReconnect
      return max(0, min(waiting.since + Self.giveUpAfter, last + Self.pingInterval) - now)
    case .opening, .hosting, .finished, .ended: return nil
    }
  }

  /// Pings the other side, once a second while the connection is greeted.
  mutating func ping(now: Double) -> [NetworkRequest] {
    guard let connection = state.connection, connection.greeted,
      let match = state.match, now - match.lastPing >= Self.pingInterval
    else { return [] }
    state.updateMatch { $0.lastPing = now }
    return [send(.ping(stamp: UInt32(clamping: Int((now * 1000).rounded(.down)))))]
  }
}
