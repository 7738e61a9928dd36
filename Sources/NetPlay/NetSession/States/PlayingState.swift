extension NetSession {
  /// The match is being played on a connection: steps are due by the match's clock. The
  /// other side's inputs stopping, or the connection dropping, leads to `WaitingState`; a
  /// win to `FinishedState`.
  struct PlayingState: Sendable {
    /// The connection the match is played on.
    var connection: Connection
    /// The match.
    var match: Match
    /// When step 0 is due (the match's clock).
    var startTime: Double

    /// The match starts on the greeted connection, step 0 due at `startTime`.
    init(started greeting: GreetingState, match: Match, startTime: Double) {
      connection = greeting.connection
      self.match = match
      self.startTime = startTime
    }

    /// The match goes on after a wait, its clock starting again from the step reached.
    init(resumed waiting: WaitingState, on connection: Connection, now: Double) {
      self.connection = connection
      match = waiting.match
      startTime = now - Double(waiting.match.timeline.simulated) / NetSession.stepsPerSecond
    }

    /// The step the match's clock has reached at `now`.
    func targetStep(now: Double) -> Int {
      max(0, Int(((now - startTime) * NetSession.stepsPerSecond).rounded(.down)))
    }
  }
}
