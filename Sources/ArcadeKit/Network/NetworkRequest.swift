/// What a scene asks of the network (through `Effect.network`); the host's `NetworkLink`
/// carries it out and answers with `NetworkEvent`s.
public enum NetworkRequest: Sendable, Hashable {
  /// Waits for one opponent on `port` (all addresses); `.listening` or `.failed` comes back,
  /// then `.connected` when someone joins. The port stays open for a reconnection.
  case listen(port: Int)
  /// Connects to `host` (a name or address) on `port`; `.connected` or `.failed` comes back.
  case connect(host: String, port: Int)
  /// Sends bytes on the connection, in order; nothing is sent when there is none.
  case send([UInt8])
  /// Makes caller `id` the connection (closing any other): its next bytes come as `.received`.
  case admit(caller: Int)
  /// Sends `farewell` to caller `id` (when it can take it at once) and closes it; the port and
  /// the connection stay as they are.
  case dismiss(caller: Int, farewell: [UInt8])
  /// Drops the connection (a peer that broke the protocol) but keeps listening.
  case hangUp
  /// Closes everything: the connection and the listening port.
  case close
}
