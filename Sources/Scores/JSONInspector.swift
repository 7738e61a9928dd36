// MARK: - JSONInspector

/// Reads a score file's JSON once, into a `JSONValue`, or says what is wrong with it: where the
/// syntax breaks (line and column), or a key that appears twice in one object (keeping one
/// would make the next save drop the other's entries). `JSONField` then reads its shapes.
///
/// The store is read here rather than by Foundation's `JSONDecoder`, whose code and ISO 8601
/// dates added 2.4 MB to the arcade's peak memory the first time a game read its board.
struct JSONInspector {
  /// The first problem found, as a sentence with its place in the file.
  enum Finding: Equatable {
    case syntax(line: Int, column: Int, expected: String)
    case duplicateKey(key: String, at: String)

    /// A sentence for a person.
    var description: String {
      switch self {
      case .syntax(let line, let column, let expected):
        "not JSON: line \(line), column \(column): expected \(expected)"
      case .duplicateKey(let key, let path):
        "the key \"\(key)\" appears twice in \(path.isEmpty ? "the top-level object" : path);"
          + " merge the two by hand"
      }
    }
  }

  /// Objects and arrays nested deeper than this are refused rather than recursed into.
  static let maximumDepth = 256

  private let bytes: [UInt8]
  private var offset = 0
  private var path: [String] = []

  /// The value `bytes` hold, or (value nil) the first problem found: a syntax error or a key
  /// given twice.
  static func read(_ bytes: [UInt8]) -> (value: JSONValue?, finding: Finding?) {
    var inspector = JSONInspector(bytes: bytes)
    let value: JSONValue
    do throws(Stop) {
      value = try inspector.value(depth: 0)
      inspector.skipWhitespace()
      if inspector.offset < bytes.count { throw inspector.syntax("the end of the file") }
    } catch {
      return (nil, error.finding)
    }
    return (value, nil)
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// A finding carried out of the recursion.
  private struct Stop: Error { let finding: Finding }

  // MARK: - Grammar

  private mutating func value(depth: Int) throws(Stop) -> JSONValue {
    skipWhitespace()
    guard depth < Self.maximumDepth else { throw syntax("at most \(Self.maximumDepth) levels of nesting") }
    guard let byte = peek() else { throw syntax("a value") }
    switch byte {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw syntax("a value")
    }
  }

  private mutating func object(depth: Int) throws(Stop) -> JSONValue {
    offset += 1
    skipWhitespace()
    var members: [String: JSONValue] = [:]
    if peek() == UInt8(ascii: "}") {
      offset += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek() == UInt8(ascii: "\"") else { throw syntax("a key in quotes") }
      let key = try string()
      guard members[key] == nil else {
        throw Stop(finding: .duplicateKey(key: key, at: path.joined(separator: ".")))
      }
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else { throw syntax("\":\" after a key") }
      offset += 1
      path.append(key)
      members[key] = try value(depth: depth + 1)
      path.removeLast()
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): offset += 1
      case UInt8(ascii: "}"):
        offset += 1
        return .object(members)
      default: throw syntax("\",\" or \"}\"")
      }
    }
  }

  private mutating func array(depth: Int) throws(Stop) -> JSONValue {
    offset += 1
    skipWhitespace()
    var elements: [JSONValue] = []
    if peek() == UInt8(ascii: "]") {
      offset += 1
      return .array(elements)
    }
    while true {
      path.append(String(elements.count))
      elements.append(try value(depth: depth + 1))
      path.removeLast()
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): offset += 1
      case UInt8(ascii: "]"):
        offset += 1
        return .array(elements)
      default: throw syntax("\",\" or \"]\"")
      }
    }
  }

  /// Reads a string and returns its text, escapes decoded (so "\u0061" and "a" are one key).
  /// The text is made once, from its bytes, at the closing quote.
  private mutating func string() throws(Stop) -> String {
    offset += 1
    let start = offset
    // The decoded bytes, once an escape means they differ from the file's.
    var decoded: [UInt8]?
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        if let decoded { return String(decoding: decoded, as: UTF8.self) }
        return String(decoding: bytes[start..<(offset - 1)], as: UTF8.self)
      case UInt8(ascii: "\\"):
        if decoded == nil { decoded = Array(bytes[start..<offset]) }
        offset += 1
        let scalar = try escape()
        UTF8.encode(scalar) { decoded?.append($0) }
      case 0..<0x20:
        throw syntax("\\u escapes instead of control characters in a string")
      default:
        offset += 1
        decoded?.append(byte)
      }
    }
    throw syntax("the closing quote of a string")
  }

  /// Reads the escape after a backslash and returns the character it stands for.
  private mutating func escape() throws(Stop) -> Unicode.Scalar {
    guard let escaped = peek() else { throw syntax("an escape") }
    offset += 1
    switch escaped {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(escaped)
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      var unit = try hexUnit()
      if (0xD800..<0xDC00).contains(unit), peek() == UInt8(ascii: "\\"),
        offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u")
      {
        offset += 2
        let low = try hexUnit()
        unit = 0x10000 + ((unit - 0xD800) << 10) + (low &- 0xDC00) & 0x3FF
      }
      return Unicode.Scalar(unit) ?? "\u{FFFD}"
    default:
      offset -= 1
      throw syntax("one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after a backslash")
    }
  }

  private mutating func hexUnit() throws(Stop) -> UInt32 {
    var unit: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Self.hexValue(byte) else { throw syntax("four hex digits after \\u") }
      unit = unit * 16 + digit
      offset += 1
    }
    return unit
  }

  /// Reads a number and returns its text (a store's numbers are whole: `JSONField` converts).
  private mutating func number() throws(Stop) -> String {
    let start = offset
    if peek() == UInt8(ascii: "-") { offset += 1 }
    guard let first = peek(), Self.isDigit(first) else { throw syntax("a digit") }
    offset += 1
    if first != UInt8(ascii: "0") { while let byte = peek(), Self.isDigit(byte) { offset += 1 } }
    if peek() == UInt8(ascii: ".") {
      offset += 1
      guard let byte = peek(), Self.isDigit(byte) else { throw syntax("a digit after \".\"") }
      while let byte = peek(), Self.isDigit(byte) { offset += 1 }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      offset += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
      guard let byte = peek(), Self.isDigit(byte) else { throw syntax("a digit in the exponent") }
      while let byte = peek(), Self.isDigit(byte) { offset += 1 }
    }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  private mutating func literal(_ word: String) throws(Stop) {
    for expected in word.utf8 {
      guard peek() == expected else { throw syntax("\(word)") }
      offset += 1
    }
  }

  // MARK: - Bytes

  private func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private mutating func skipWhitespace() {
    while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
  }

  /// A syntax finding at the current offset, with its line and column (1-based, in bytes).
  private func syntax(_ expected: String) -> Stop {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return Stop(finding: .syntax(line: line, column: offset - lineStart + 1, expected: expected))
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: nil
    }
  }
}
