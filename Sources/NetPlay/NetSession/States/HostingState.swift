extension NetSession {
  /// The host's port is open and it waits for a joiner (nothing moves: the screen sleeps).
  /// A joiner let in at the door leads to `GreetingState`, which comes back here if that
  /// connection goes wrong before the match starts.
  struct HostingState: Sendable {
    /// The port the host listens on.
    let port: Int
    /// The addresses to give the opponent.
    let addresses: [String]
  }
}
