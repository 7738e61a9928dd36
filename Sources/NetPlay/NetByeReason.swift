/// Why a side ends the match on purpose; sent in a `bye` so the other can say so.
public enum NetByeReason: UInt8, Sendable, Hashable, CaseIterable {
  /// The player left.
  case left = 1
  /// The other side broke the protocol (the detail says how).
  case protocolError = 2
  /// The two sides cannot play together (another game or other rules).
  case incompatible = 3
  /// The two simulations differ: the state hashes did not match.
  case desync = 4
  /// A match is already being played here.
  case busy = 5
}
