/// What happened on the network; sent to the scene that asked for it as `.effect(.network(…))`.
public enum NetworkEvent: Sendable, Hashable {
  /// The listening port is open: `port` on each of `addresses` (the ones to give a friend).
  case listening(port: Int, addresses: [String])
  /// A connection is up (a joiner arrived, or the connect went through), with `peer`'s address.
  case connected(peer: String)
  /// Bytes arrived on the connection, in order (any split: framing is the receiver's).
  case received([UInt8])
  /// The connection ended (`reason` says how); a listening port stays open.
  case disconnected(reason: String)
  /// A request could not be carried out; `message` tells the player why.
  case failed(message: String)
  /// A caller at the host's port: a connection that has not yet said who it is. The scene
  /// admits it as the connection (`NetworkRequest.admit`) or dismisses it; until then it is
  /// none of the match's business, and none of its bytes are recorded in a replay.
  case caller(Int, CallerEvent)
  /// The arcade is closing (the player quit, a signal, the terminal gone): the scene's last
  /// network requests (a goodbye) are carried out, then the network closes.
  case closing
}
