/// Which end of the match this arcade is.
public enum NetRole: Sendable, Hashable {
  /// Opens a port, waits for one opponent and sends the match to play (player 1, left).
  case host(port: Int, setup: NetMatchSetup)
  /// Connects to a host and plays the match it sends (player 2, right).
  case joiner(host: String, port: Int)

  /// Whether this is the hosting side.
  public var isHost: Bool {
    if case .host = self { return true }
    return false
  }
}
