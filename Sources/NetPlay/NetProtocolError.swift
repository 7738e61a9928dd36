/// What was wrong with what the other side sent; each reads as a sentence for the player.
public enum NetProtocolError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The bytes do not start with `ARCN`: not an arcade at all.
  case notAnArcade
  /// An arcade that speaks another protocol version.
  case version(UInt8)
  /// A frame longer than `NetProtocol.maximumPayload`.
  case oversized(Int)
  /// A kind byte this version does not know.
  case unknownKind(UInt8)
  /// A payload that does not read as its kind says (`what` was expected).
  case malformed(kind: String, what: String)
  /// A message that makes no sense now (an input before the match started, say).
  case unexpected(String)

  public var description: String {
    switch self {
    case .notAnArcade:
      return "The other side is not an arcade: its first bytes are not ARCN."
    case .version(let version):
      return
        "The other arcade speaks network version \(version); this one speaks \(NetProtocol.version): use the same arcade version on both sides."
    case .oversized(let length):
      return "The other side sent a message of \(length) bytes; the limit is \(NetProtocol.maximumPayload)."
    case .unknownKind(let kind):
      return "The other side sent a message of unknown kind \(kind)."
    case .malformed(let kind, let what):
      return "The other side sent a broken \(kind) message: expected \(what)."
    case .unexpected(let what):
      return "The other side sent \(what)."
    }
  }
}
