// MARK: - LevelTextDecoder

/// Decodes level-file bytes into lines of Unicode scalars, rejecting what a text editor
/// would hide or mangle: invalid UTF-8, control characters, tabs and lone carriage returns.
///
/// A leading byte-order mark is skipped; CRLF line endings are accepted as LF.
enum LevelTextDecoder {
  static func decodeLines(_ bytes: [UInt8], path: String) throws(LevelError) -> [[Unicode.Scalar]] {
    var lines: [[Unicode.Scalar]] = []
    var current: [Unicode.Scalar] = []
    var line = 1
    var index = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }

    func fail(_ message: String) -> LevelError {
      LevelError(path: path, line: line, column: current.count + 1, message: message)
    }

    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        lines.append(current)
        current = []
        line += 1
        index += 1
        continue
      }
      if byte == 0x0D {
        guard index + 1 < bytes.count, bytes[index + 1] == 0x0A else {
          throw fail(
            "carriage return without a line feed; save the file with LF (or CRLF) line endings")
        }
        index += 1
        continue
      }
      if byte < 0x80 {
        switch byte {
        case 0x09: throw fail("tab character; use spaces instead of tabs")
        case 0x00: throw fail("NUL byte (U+0000); level files are text, is this a binary file?")
        case 0x01..<0x20, 0x7F:
          throw fail("control character U+\(hex(UInt32(byte), digits: 4)) is not allowed")
        default: break
        }
        current.append(Unicode.Scalar(byte))
        index += 1
        continue
      }
      guard let (scalar, length) = decodeMultibyte(bytes, at: index) else {
        throw fail(
          "invalid UTF-8 (byte 0x\(hex(UInt32(byte), digits: 2))); level files must be UTF-8 text")
      }
      if let problem = forbiddenReason(scalar) { throw fail(problem) }
      current.append(scalar)
      index += length
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  // MARK: - UTF-8

  /// Decodes one multi-byte UTF-8 sequence strictly (no overlongs, no surrogates, ≤ U+10FFFF).
  private static func decodeMultibyte(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    let lead = bytes[index]
    let length: Int
    var value: UInt32
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF:
      length = 2
      value = UInt32(lead & 0x1F)
    case 0xE0:
      length = 3
      value = 0
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF:
      length = 3
      value = UInt32(lead & 0x0F)
    case 0xED:
      length = 3
      value = 0x0D
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      value = 0
      secondRange = 0x90...0xBF
    case 0xF1...0xF3:
      length = 4
      value = UInt32(lead & 0x07)
    case 0xF4:
      length = 4
      value = 4
      secondRange = 0x80...0x8F
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length {
      let continuation = bytes[index + offset]
      let allowed = offset == 1 ? secondRange : 0x80...0xBF
      guard allowed.contains(continuation) else { return nil }
      value = (value << 6) | UInt32(continuation & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }

  /// Characters that are valid UTF-8 but would hide or reorder what a person sees.
  private static func forbiddenReason(_ scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x80...0x9F:
      return "control character U+\(hex(scalar.value, digits: 4)) is not allowed"
    case 0x2028, 0x2029:
      return
        "line or paragraph separator U+\(hex(scalar.value, digits: 4)) is not allowed; use a plain line feed"
    case 0x202A...0x202E, 0x2066...0x2069:
      return "bidirectional control U+\(hex(scalar.value, digits: 4)) is not allowed"
    case 0xFEFF:
      return "byte-order mark U+FEFF is only allowed at the very start of the file"
    default:
      return nil
    }
  }

  static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
