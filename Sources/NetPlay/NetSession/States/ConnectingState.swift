extension NetSession {
  /// The joiner's connection to the host is being made; `.connected` leads to
  /// `GreetingState`, and no answer within `giveUpAfter` seconds ends the session.
  struct ConnectingState: Sendable {
    /// When the connection was asked for (`begin`).
    var since: Double
  }
}
