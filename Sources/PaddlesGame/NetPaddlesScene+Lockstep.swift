import ArcadeKit
import Levels
import NetPlay

// MARK: - The lockstep drive

/// Stepping a network match: this side's inputs go out a few steps ahead, and each step is
/// simulated from both sides' inputs once both are in, exactly alike on both sides.
extension NetPaddlesScene {
  public mutating func step() -> [Command] {
    if !matchIsAnimating {
      // Only the door keeps time: the match (and its replay) sees no step.
      doorClock += 1 / stepsPerSecond
      return commands(session.dismissLateCallers(now: doorClock))
    }
    recording.countStep()
    guard begun else {
      begun = true
      return commands(session.begin(now: clock))
    }
    clock += 1 / stepsPerSecond
    doorClock += 1 / stepsPerSecond
    var requests = session.dismissLateCallers(now: doorClock) + session.update(now: clock)
    // At "Ready?" neither side sends anything until someone serves: both then rest at the same step.
    let holding = phase == .ready && !pendingServe && session.isAtStart
    let wanted = holding ? 0 : session.localInputsWanted(now: clock)
    if wanted > 0 { requests += session.addLocal((0..<wanted).map { _ in takeLocalInput().bytes }) }
    var commands: [Command] = []
    while let (one, two) = session.nextStep(now: clock) {
      guard let first = PaddleInput(bytes: one), let second = PaddleInput(bytes: two) else {
        requests += session.reject("a paddle input no arcade sends", now: clock)
        break
      }
      commands += simulate(first, second, requests: &requests)
    }
    return self.commands(requests) + commands
  }

  /// This terminal's input for the next step it sends: the drive's motion, a drag, a serve.
  private mutating func takeLocalInput() -> PaddleInput {
    let input = PaddleInput(move: capture.motion(of: localSide), place: pendingPlace, serve: pendingServe)
    pendingPlace = nil
    pendingServe = false
    return input
  }

  /// One step of the match from both players' inputs, exactly alike on both sides.
  private mutating func simulate(
    _ one: PaddleInput, _ two: PaddleInput, requests: inout [NetworkRequest]
  ) -> [Command] {
    guard var match else { return [] }
    var commands: [Command] = []
    switch phase {
    case .ready:
      if one.serve || two.serve { phase = .playing }
    case .playing:
      match.apply(one, for: .one)
      match.apply(two, for: .two)
      let events = match.step()
      cues.step(after: events, puckY: match.puck.center.y)
      if PaddlesCues.sounds(events) { commands.append(.perform(.sound)) }
      for event in events {
        if case .win(let winner) = event {
          phase = .over
          cues.clear()
          session.finish(now: clock)
          commands.append(.perform(.submitScore(result(winner: winner, match: match))))
        }
      }
    case .over:
      break
    }
    self.match = match
    steps += 1
    if steps % NetSession.hashInterval == 0 {
      requests += session.recordHash(step: steps, value: match.stateHash(phase: phase), now: clock)
    }
    return commands
  }

  // MARK: - The result

  /// The result kept on this side's board (`paddles/network-first-to-3`, "network matches,
  /// first to 3" wherever boards are named): the margin, won or lost, with this side's replay of the match.
  private func result(winner: PlayerSide, match: PaddlesMatch) -> ScoreSubmission {
    let mine = match.scores[localSide.rawValue]
    let theirs = match.scores[1 - localSide.rawValue]
    let outcome = winner == localSide ? "won" : "lost"
    let side = localSide == .one ? "hosted" : "joined"
    return ScoreSubmission(
      game: PaddlesGame.id, board: PaddlesBoards.networkBoard(winScore: match.winScore, arena: match.arena),
      boardTitle: PaddlesBoards.networkTitle(winScore: match.winScore, arena: match.arena),
      score: mine - theirs, detail: "\(outcome) \(mine)\u{2013}\(theirs), \(side)",
      seed: session.setup?.seed ?? 0,
      replay: recording.replay(header: replayHeader(match: match), score: mine - theirs), recordsEveryResult: true)
  }

  /// How this side's match began, for its replay: the side, the arena's text, the options
  /// and the keys. The replay holds what the network brought, so the other player's inputs
  /// are in it too.
  private func replayHeader(match: PaddlesMatch) -> ReplayHeader {
    let level = match.arena.source
    return ReplayHeader(
      game: PaddlesGame.id, board: PaddlesBoards.networkBoard(winScore: match.winScore, arena: match.arena),
      rulesVersion: PaddlesReplays.networkRulesVersion,
      seed: session.setup?.seed ?? 0,
      levels: [ReplayLevel(identity: level.identity.description, text: level.canonicalText)],
      options: [
        ReplayOption("network", localSide == .one ? "host" : "joiner"), ReplayOption("win-score", "\(match.winScore)"),
      ],
      keys: ReplayHeader.keyLines(keyBindings, for: PaddlesGame.keyContext))
  }
}
