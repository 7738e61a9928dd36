// MARK: - LevelIdentity

/// A level's stable identity: its game and a hash of its canonical text, written as the game,
/// a dash and 16 hex digits.
///
/// Comments, spacing and key order do not change it; any change to what the game plays does.
/// Scores are kept per identity.
public struct LevelIdentity: Equatable, Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The game the level belongs to: its `game:` value.
  public var game: String
  /// FNV-1a 64-bit hash of the canonical text's UTF-8 bytes.
  public var hash: UInt64

  /// Creates an identity from its parts.
  public init(game: String, hash: UInt64) {
    self.game = game
    self.hash = hash
  }

  /// Creates the identity of a level from its canonical text.
  public init(game: String, canonicalText: String) {
    self.init(game: game, hash: Self.fnv1a64(canonicalText.utf8))
  }

  /// `game-` followed by 16 lower-case hex digits.
  public var description: String {
    let hex = String(hash, radix: 16)
    return "\(game)-" + String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// Orders by game, then hash, so lists of identities are stable.
  public static func < (lhs: LevelIdentity, rhs: LevelIdentity) -> Bool {
    (lhs.game, lhs.hash) < (rhs.game, rhs.hash)
  }

  /// FNV-1a, 64-bit: small, dependency-free and the same on every platform and Swift version.
  public static func fnv1a64(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
