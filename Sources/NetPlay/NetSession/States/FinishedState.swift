extension NetSession {
  /// The game ended with a winner: no steps and no inputs any more, and what the other side
  /// sends is not read, but the connection stays until the player leaves the screen, so the
  /// state hash of the last step still goes out and is compared.
  struct FinishedState: Sendable {
    /// The connection the match was played on.
    var connection: Connection
    /// The match, as it ended.
    var match: Match

    /// Someone won the match being played.
    init(won playing: PlayingState) {
      connection = playing.connection
      match = playing.match
    }
  }
}
