extension NetSession {
  /// Connected before the match: greetings and the setup are being exchanged, for at most
  /// `giveUpAfter` seconds. The host's `ready` or the joiner's `start` leads to
  /// `PlayingState`; a host whose joiner goes wrong or away goes back to `HostingState`.
  struct GreetingState: Sendable {
    /// What each side has of the match so far.
    enum Side: Sendable {
      /// The host, which hosts again as `hosting` if this connection goes wrong, and sent
      /// the setup at `setupSentAt` once the joiner greeted (its `ready` times the round trip).
      case host(hosting: HostingState, setupSentAt: Double?)
      /// The joiner, holding the host's setup once it came.
      case joiner(setup: NetMatchSetup?)
    }

    /// The connection being greeted.
    var connection: Connection
    /// When the connection was made.
    let since: Double
    /// What this side has of the match so far.
    var side: Side

    /// The host let a joiner in: its hello is answered with the setup.
    init(answering hosting: HostingState, on connection: Connection, now: Double) {
      self.connection = connection
      since = now
      side = .host(hosting: hosting, setupSentAt: nil)
    }

    /// The joiner reached the host: it greets first.
    init(joiningOn connection: Connection, now: Double) {
      self.connection = connection
      since = now
      side = .joiner(setup: nil)
    }

    /// The setup the joiner received (nil until it comes, and for the host, whose setup is
    /// its role's).
    var receivedSetup: NetMatchSetup? {
      if case .joiner(let setup) = side { return setup }
      return nil
    }
  }
}
