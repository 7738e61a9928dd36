extension NetSession {
  /// A match once started, kept while it plays, waits and after a win: its setup, both sides'
  /// inputs, the round trip, the state hashes not yet compared, and the pace of pings and of
  /// the joiner's reconnections (kept across waits and connections: one a second).
  struct Match: Sendable {
    /// The setup both sides play: the host's own, or what the joiner received.
    let setup: NetMatchSetup
    /// Both sides' inputs by step.
    var timeline: LockstepTimeline
    /// The round trip smoothed over the pings (seconds): the host's from `ready` on, the
    /// joiner's from its first pong.
    var roundTrip: Double?
    /// This side's state hashes by step, until the other side's for the step come.
    var localHashes: [Int: UInt64] = [:]
    /// The other side's state hashes by step, until this side reaches the step.
    var remoteHashes: [Int: UInt64] = [:]
    /// When the last ping went out.
    var lastPing = -Double.infinity
    /// When the joiner last tried to reconnect.
    var lastReconnect = -Double.infinity

    /// A match starting at step 0 with `inputDelay` steps of `neutral` input on both sides.
    init(setup: NetMatchSetup, inputDelay: Int, neutral: [UInt8], roundTrip: Double?) {
      self.setup = setup
      timeline = LockstepTimeline(inputDelay: inputDelay, neutral: neutral)
      self.roundTrip = roundTrip
    }
  }
}
