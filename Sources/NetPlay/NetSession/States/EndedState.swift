extension NetSession {
  /// The session is over and everything is closed: how it ended, and what there was of the
  /// match (the setup once known, the inputs once started).
  struct EndedState: Sendable {
    /// How the session ended.
    let ending: NetMatchEnd
    /// The match's setup, if it was known (the host's own; the joiner's once received).
    let setup: NetMatchSetup?
    /// Both sides' inputs, if the match had started.
    let timeline: LockstepTimeline?
  }
}
