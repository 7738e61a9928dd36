extension NetSession {
  /// The other side's inputs stopped coming (a slow or dropped connection): the match waits
  /// for them, and ends after `giveUpAfter` seconds without them. A dropped connection is
  /// made again (the joiner reconnects every second, the host lets its joiner back in); once
  /// it is greeted and the next input is in, the match goes on (`PlayingState`).
  struct WaitingState: Sendable {
    /// When the wait began.
    let since: Double
    /// The connection, while there is one (none after a drop, until the other side is back).
    var connection: Connection?
    /// The match, as it stopped.
    var match: Match

    /// The other side's inputs stopped while the connection stays.
    init(stalled playing: PlayingState, now: Double) {
      since = now
      connection = playing.connection
      match = playing.match
    }

    /// The connection dropped during the match.
    init(dropped playing: PlayingState, now: Double) {
      since = now
      connection = nil
      match = playing.match
    }
  }
}
