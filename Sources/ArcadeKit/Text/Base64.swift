/// Base64 (RFC 4648): the standard alphabet with `=` padding (§4: the terminal's clipboard,
/// OSC 52), and base64url without padding (§5: the share codes). The one implementation.
package enum Base64 {
  /// Which of the two.
  package enum Alphabet: Sendable {
    /// `A–Z a–z 0–9 + /`, padded to a multiple of four with `=`.
    case standard
    /// `A–Z a–z 0–9 - _`, unpadded.
    case url

    var symbols: [UInt8] {
      switch self {
      case .standard: Base64.standardSymbols
      case .url: Base64.urlSymbols
      }
    }
  }

  private static let standardSymbols = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
  private static let urlSymbols = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// `bytes` written in `alphabet`.
  public static func encode(_ bytes: [UInt8], _ alphabet: Alphabet = .standard) -> [UInt8] {
    let symbols = alphabet.symbols
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      var value = 0
      for byte in chunk { value = value << 8 | Int(byte) }
      value <<= 8 * (3 - chunk.count)
      for position in 0...chunk.count { out.append(symbols[(value >> (18 - 6 * position)) & 63]) }
      if alphabet == .standard { out += Array(repeating: UInt8(ascii: "="), count: 3 - chunk.count) }
      index += 3
    }
    return out
  }

  /// The bytes `text` writes in base64url (no padding), or nil when it is not base64url.
  package static func decodeURL(_ text: Substring) -> [UInt8]? {
    var values: [Int] = []
    values.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      guard let value = urlSymbols.firstIndex(of: byte) else { return nil }
      values.append(value)
    }
    guard values.count % 4 != 1 else { return nil }
    var out: [UInt8] = []
    var index = 0
    while index < values.count {
      let chunk = values[index..<min(index + 4, values.count)]
      var value = 0
      for item in chunk { value = value << 6 | item }
      value <<= 6 * (4 - chunk.count)
      for position in 0..<(chunk.count - 1) { out.append(UInt8((value >> (16 - 8 * position)) & 255)) }
      index += 4
    }
    return out
  }
}
