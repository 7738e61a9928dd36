import ArcadeKit

// MARK: - Steps

/// The match's steps: this side's inputs going out, both sides' inputs coming together on the
/// match's clock, and the state hashes that prove both sides simulate alike.
extension NetSession {
  /// The step the match's clock has reached (while waiting or after it, the step simulated;
  /// 0 before the start).
  public func targetStep(now: Double) -> Int {
    guard case .playing(let playing) = state else { return timeline?.simulated ?? 0 }
    return playing.targetStep(now: now)
  }

  /// How many inputs this side should add now: one per step of the clock, `inputDelay` ahead.
  public func localInputsWanted(now: Double) -> Int {
    guard case .playing(let playing) = state else { return 0 }
    let timeline = playing.match.timeline
    let wanted = playing.targetStep(now: now) + timeline.inputDelay + 1
    let bound = timeline.simulated + timeline.inputDelay + Int(Self.waitAfter * Self.stepsPerSecond)
    return max(0, min(wanted, bound) - timeline.local.count)
  }

  /// Adds this side's next input and sends it.
  public mutating func addLocal(_ input: [UInt8]) -> [NetworkRequest] {
    addLocal([input])
  }

  /// Adds this side's next inputs, for consecutive steps, and sends them in one message.
  public mutating func addLocal(_ inputs: [[UInt8]]) -> [NetworkRequest] {
    guard let first = inputs.first,
      let step = state.updateMatch({ match in
        let step = match.timeline.addLocal(first)
        for input in inputs.dropFirst() { _ = match.timeline.addLocal(input) }
        return step
      })
    else { return [] }
    var requests: [NetworkRequest] = []
    guard state.connection != nil else { return requests }
    for start in stride(from: 0, to: inputs.count, by: NetWireCodec.maximumInputs) {
      let piece = Array(inputs[start..<min(start + NetWireCodec.maximumInputs, inputs.count)])
      requests.append(send(.inputs(first: step + start, piece)))
    }
    return requests
  }

  /// The two inputs of the next step when both are in and the clock has reached it, as
  /// (player 1, player 2): the host is player 1.
  public mutating func nextStep(now: Double) -> (one: [UInt8], two: [UInt8])? {
    guard case .playing(let playing) = state, playing.match.timeline.simulated < playing.targetStep(now: now),
      let (local, remote) = state.updateMatch({ $0.timeline.advance() }) ?? nil
    else { return nil }
    return role.isHost ? (local, remote) : (remote, local)
  }

  /// Records this side's state hash after `step` steps, sends it and compares.
  public mutating func recordHash(step: Int, value: UInt64, now: Double) -> [NetworkRequest] {
    guard state.updateMatch({ $0.localHashes[step] = value }) != nil else { return [] }
    let sent = state.connection != nil ? [send(.hash(step: step, value: value))] : []
    return sent + compareHashes(step, now: now)
  }

  /// Whether both sides are at the very start with nothing sent: the first `inputDelay`
  /// steps (filled alike on both sides) simulated, and no input from either. A game where
  /// nothing moves before someone acts (Paddles at "Ready?") may sleep there: the other side
  /// stops at the same step, and the first input from either wakes both.
  public var isAtRest: Bool {
    guard isAtStart, let timeline else { return false }
    return timeline.simulated == timeline.inputDelay
  }

  /// Whether neither side has sent an input yet (only the first `inputDelay` steps, filled
  /// alike on both sides, exist): a game that may rest adds none of its own until it acts.
  public var isAtStart: Bool {
    guard case .playing(let playing) = state else { return false }
    let timeline = playing.match.timeline
    let start = timeline.inputDelay
    return timeline.local.count == start && timeline.remote.count == start
  }

  /// Starts the match's clock again from the step reached (after resting: no step is owed
  /// for the time slept).
  public mutating func restartClock(now: Double) {
    guard case .playing(var playing) = state else { return }
    playing.startTime = now - Double(playing.match.timeline.simulated) / Self.stepsPerSecond
    state = .playing(playing)
  }

  /// Compares both sides' hashes for `step` once both are in: a difference ends the match.
  mutating func compareHashes(_ step: Int, now: Double) -> [NetworkRequest] {
    let pair = state.updateMatch { match -> (mine: UInt64, theirs: UInt64)? in
      guard let mine = match.localHashes[step], let theirs = match.remoteHashes[step] else { return nil }
      match.localHashes[step] = nil
      match.remoteHashes[step] = nil
      return (mine, theirs)
    }
    guard let (mine, theirs) = pair ?? nil, mine != theirs else { return [] }
    return end(.desync(step: step), now: now, bye: .desync)
  }
}
