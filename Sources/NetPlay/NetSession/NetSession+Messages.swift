import ArcadeKit

// MARK: - Messages

/// What the other side sends, each message taken in the stage it belongs to and refused out
/// of turn: greetings, the setup, `ready` and `start`, inputs, hashes, pings, goodbyes.
extension NetSession {
  /// Handles one message from the connection, held to its budget first.
  mutating func handle(_ message: NetMessage, now: Double) -> [NetworkRequest] {
    guard let verdict = state.updateConnection({ $0.budget.admit(message, now: now) }) else { return [] }
    switch verdict {
    case .handle: break
    case .ignore: return []
    case .flood(let sentence):
      if hostsBeforeMatch { return hangUpBeforeMatch(.protocolError, detail: sentence, now: now) }
      return end(.protocolError(sentence), now: now, bye: .protocolError, detail: sentence)
    }
    switch message {
    case .hello(let theirs):
      return greet(theirs, now: now)
    case .setup(let received):
      return setupCame(received, now: now)
    case .ready:
      return readyCame(now: now)
    case .start(let delay):
      return startCame(inputDelay: delay, now: now)
    case .inputs(let first, let inputs):
      return inputsCame(first: first, inputs, now: now)
    case .hash(let step, let value):
      return hashCame(step: step, value: value, now: now)
    case .ping(let stamp):
      return [send(.pong(stamp: stamp))]
    case .pong(let stamp):
      let sample = now - Double(stamp) / 1000
      // Only while playing does the clock tick finely enough to time a round trip.
      if case .playing = state, sample >= 0, sample < Self.giveUpAfter {
        state.updateMatch { $0.roundTrip = $0.roundTrip.map { $0 * 0.75 + sample * 0.25 } ?? sample }
      }
      return []
    case .bye(let reason, let detail):
      let ending: NetMatchEnd
      switch reason {
      case .left: ending = .opponentLeft
      case .protocolError: ending = .protocolError("The other side ended the match: \(detail)")
      case .incompatible: ending = .incompatible(detail)  // written to read the same on both sides
      case .desync: ending = .desync(step: timeline?.simulated ?? 0)
      case .busy: ending = .couldNotConnect("The host turned this arcade away: \(detail)")
      }
      return end(ending, now: now)
    }
  }

  /// The other side's `hello`, once per connection: before the match the host answers with
  /// the setup; during it, only the match's own other side coming back may carry on.
  private mutating func greet(_ theirs: NetHello, now: Double) -> [NetworkRequest] {
    guard let connection = state.connection, !connection.greeted else {
      return refuse(.unexpected("a second greeting"), now: now)
    }
    guard theirs.game == hello.game, theirs.rulesVersion == hello.rulesVersion else {
      return end(.incompatible(incompatibility(with: theirs)), now: now, bye: .incompatible)
    }
    state.updateConnection { $0.greeted = true }
    switch role {
    case .host(_, let setup):
      if let match = state.match {
        // A match is on: only its joiner, coming back, may carry on. Its match id was checked
        // at the door (`welcome`); a replay holds this greeting but not the id, which is
        // random, so it is not compared again here.
        guard let resume = theirs.resume else {
          state.updateConnection { $0.greeted = false }
          return [send(.bye(.busy, detail: Self.busy)), .hangUp]
        }
        let requests = [send(.hello(resumeHello(for: match)))] + resend(from: resume.nextStepWanted)
        resumeIfInputsIn(now: now)
        return requests
      }
      guard theirs.resume == nil else {
        return hangUpBeforeMatch(.protocolError, detail: "No match is being played here to resume.", now: now)
      }
      guard case .greeting(var greeting) = state, case .host(let hosting, _) = greeting.side else { return [] }
      greeting.side = .host(hosting: hosting, setupSentAt: now)
      state = .greeting(greeting)
      return [send(.hello(hello)), send(.setup(setup))]
    case .joiner:
      guard let resume = theirs.resume else { return [] }
      guard resume.matchID == setup?.matchID else {
        return end(.protocolError("The host is playing another match now."), now: now, bye: .protocolError)
      }
      let requests = resend(from: resume.nextStepWanted)
      resumeIfInputsIn(now: now)
      return requests
    }
  }

  /// The host's setup reached the greeted joiner: it answers `ready`, or ends the session if
  /// it cannot play it.
  private mutating func setupCame(_ received: NetMatchSetup, now: Double) -> [NetworkRequest] {
    guard case .greeting(var greeting) = state, case .joiner(setup: .none) = greeting.side,
      greeting.connection.greeted
    else { return refuse(.unexpected("a setup out of turn"), now: now) }
    if let problem = validate(received) { return end(.incompatible(problem), now: now, bye: .incompatible) }
    greeting.side = .joiner(setup: received)
    state = .greeting(greeting)
    return [send(.ready)]
  }

  /// The joiner is ready (host): the setup's round trip sets the input delay, and the match
  /// starts, step 0 half a round trip after `start` goes out.
  private mutating func readyCame(now: Double) -> [NetworkRequest] {
    guard case .host(_, let setup) = role, case .greeting(let greeting) = state,
      case .host(_, let sentAt?) = greeting.side
    else { return refuse(.unexpected("\"ready\" out of turn"), now: now) }
    let trip = max(0, now - sentAt)
    let delay = LockstepTimeline.inputDelay(roundTrip: trip, stepsPerSecond: Self.stepsPerSecond)
    let match = Match(setup: setup, inputDelay: delay, neutral: neutralInput, roundTrip: trip)
    state = .playing(PlayingState(started: greeting, match: match, startTime: now + trip / 2))
    return [send(.start(inputDelay: delay))]
  }

  /// The host started the match (joiner, once it has the setup): step 0 is now.
  private mutating func startCame(inputDelay delay: Int, now: Double) -> [NetworkRequest] {
    guard case .greeting(let greeting) = state, let setup = greeting.receivedSetup else {
      return refuse(.unexpected("\"start\" out of turn"), now: now)
    }
    let match = Match(setup: setup, inputDelay: delay, neutral: neutralInput, roundTrip: nil)
    state = .playing(PlayingState(started: greeting, match: match, startTime: now))
    return []
  }

  /// The other side's inputs from step `first` on: a wait may end with them.
  private mutating func inputsCame(first: Int, _ inputs: [[UInt8]], now: Double) -> [NetworkRequest] {
    let outcome = state.updateMatch { match -> NetProtocolError? in
      do throws(NetProtocolError) {
        try match.timeline.receive(first: first, inputs)
      } catch {
        return error
      }
      guard match.timeline.remote.count <= match.timeline.simulated + Self.maximumInputsAhead else {
        return .unexpected("inputs far ahead of the match")
      }
      return nil
    }
    guard let outcome else { return refuse(.unexpected("inputs before the match started"), now: now) }
    if let refused = outcome { return refuse(refused, now: now) }
    resumeIfInputsIn(now: now)
    return []
  }

  /// The other side's state hash after `step` steps, compared once this side has its own.
  private mutating func hashCame(step: Int, value: UInt64, now: Double) -> [NetworkRequest] {
    let pending = state.updateMatch { match in
      match.remoteHashes[step] = value
      return match.remoteHashes.count
    }
    guard let pending else { return refuse(.unexpected("a state hash before the match started"), now: now) }
    guard pending <= Self.maximumPendingHashes else {
      return refuse(.unexpected("state hashes for steps the match has not reached"), now: now)
    }
    return compareHashes(step, now: now)
  }

  /// Plays on after a wait once the connection is greeted and the other side's input for the
  /// next step is in: when inputs arrive, or on the resuming greeting if nothing was missing
  /// (otherwise two sides holding all of each other's inputs would wait for each other).
  private mutating func resumeIfInputsIn(now: Double) {
    guard case .waiting(let waiting) = state, let connection = waiting.connection, connection.greeted,
      !waiting.match.timeline.waitsForRemote
    else { return }
    state = .playing(PlayingState(resumed: waiting, on: connection, now: now))
  }

  /// This side's greeting after a drop: it names the match and the other side's next step
  /// this side wants.
  func resumeHello(for match: Match) -> NetHello {
    var greeting = hello
    greeting.resume = NetResume(matchID: match.setup.matchID, nextStepWanted: match.timeline.remote.count)
    return greeting
  }

  /// This side's inputs from `step` on, sent again after a reconnection.
  private mutating func resend(from step: Int) -> [NetworkRequest] {
    guard let local = state.match?.timeline.local, step < local.count else { return [] }
    var requests: [NetworkRequest] = []
    var first = max(0, step)
    while first < local.count {
      let end = min(first + NetWireCodec.maximumInputs, local.count)
      requests.append(send(.inputs(first: first, Array(local[first..<end]))))
      first = end
    }
    return requests
  }
}
