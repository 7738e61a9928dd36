/// What a caller at the host's port did (`NetworkEvent.caller`): arrived, sent bytes, or left.
public enum CallerEvent: Sendable, Hashable {
  /// A connection was accepted from `peer`; it has said nothing yet.
  case arrived(peer: String)
  /// Bytes it sent, in order (a bounded read: a caller never sends much before it is admitted).
  case sent([UInt8])
  /// It closed its connection, or the connection was lost.
  case left
}
