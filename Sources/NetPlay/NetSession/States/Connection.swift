extension NetSession {
  /// One connection to the other side, from `.connected` until it drops or is hung up on: its
  /// address, the decoder of its bytes, its message budget, and whether it greeted. A new
  /// connection starts clean, so nothing of the last one reaches it.
  struct Connection: Sendable {
    /// The other side's address.
    let peer: String
    /// Cuts the connection's bytes into messages.
    var decoder = NetStreamDecoder()
    /// Holds the connection's messages to a budget.
    var budget = NetMessageBudget()
    /// Whether the other side's `hello` came on this connection (once only).
    var greeted = false

    /// A connection just made to `peer`, nothing heard on it yet.
    init(peer: String) {
      self.peer = peer
    }
  }
}
