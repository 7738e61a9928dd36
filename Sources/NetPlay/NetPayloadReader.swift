/// Reads a payload written by `NetPayloadWriter`, refusing anything short, long or not UTF-8.
struct NetPayloadReader {
  private let bytes: [UInt8]
  private var offset = 0
  /// The message being read, for the error ("hello").
  let kind: String

  init(_ bytes: [UInt8], kind: String) {
    self.bytes = bytes
    self.kind = kind
  }

  private func failure(_ what: String) -> NetProtocolError { .malformed(kind: kind, what: what) }

  private mutating func take(_ count: Int, _ what: String) throws(NetProtocolError) -> ArraySlice<UInt8> {
    guard count >= 0, bytes.count - offset >= count else { throw failure(what) }
    defer { offset += count }
    return bytes[offset..<offset + count]
  }

  mutating func byte(_ what: String) throws(NetProtocolError) -> UInt8 {
    try take(1, what).first ?? 0
  }

  mutating func uint16(_ what: String) throws(NetProtocolError) -> UInt16 {
    try take(2, what).reduce(0) { $0 << 8 | UInt16($1) }
  }

  mutating func uint32(_ what: String) throws(NetProtocolError) -> UInt32 {
    try take(4, what).reduce(0) { $0 << 8 | UInt32($1) }
  }

  mutating func uint64(_ what: String) throws(NetProtocolError) -> UInt64 {
    try take(8, what).reduce(0) { $0 << 8 | UInt64($1) }
  }

  /// A count or step no larger than `limit`.
  mutating func count(_ what: String, limit: Int) throws(NetProtocolError) -> Int {
    let value = Int(try uint32(what))
    guard value <= limit else { throw failure("\(what) of at most \(limit), not \(value)") }
    return value
  }

  /// Text of at most `limit` bytes, valid UTF-8.
  mutating func text(_ what: String, limit: Int) throws(NetProtocolError) -> String {
    let length = try count("the length of \(what)", limit: limit)
    let utf8 = try take(length, what)
    guard let text = String(validating: utf8, as: UTF8.self) else { throw failure("\(what) in UTF-8") }
    return text
  }

  /// Bytes left unread.
  mutating func bytes(_ count: Int, _ what: String) throws(NetProtocolError) -> [UInt8] {
    Array(try take(count, what))
  }

  /// Refuses bytes after the end of the message.
  func finish() throws(NetProtocolError) {
    guard offset == bytes.count else { throw failure("no bytes after the message (\(bytes.count - offset) more)") }
  }
}
