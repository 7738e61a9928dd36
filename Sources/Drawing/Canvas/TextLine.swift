// MARK: - TextLine

/// A line of text made without the heap: its UTF-8 is kept inline (up to `capacity` bytes),
/// for the lines a frame makes every time (status lines, key hints). Written as a string is,
/// literals and interpolations (`"Score: \(score)"`), and drawn with `Canvas.text(_:x:y:style:)`.
///
/// A `String` longer than 15 bytes is a heap allocation, so a status line built as one costs
/// an allocation (and an interpolation a few) every frame; this costs none. What does not fit
/// is dropped whole scalars at a time, and the line is then marked `isTruncated`: no screen
/// shows that much on one line.
public struct TextLine: Sendable {
  /// The most UTF-8 bytes a line holds.
  public static let capacity = 384

  private var bytes: InlineArray<384, UInt8>
  /// How many bytes of `bytes` are the line.
  public private(set) var utf8Count = 0
  /// Whether something appended did not fit (and was dropped).
  public private(set) var isTruncated = false
  /// Whether every scalar is printable ASCII (a space to a tilde): then each is one column.
  private(set) var isPrintableASCII = true

  /// An empty line.
  public init() {
    bytes = InlineArray(repeating: 0)
  }

  /// The line holding `text` (as much of it as fits).
  public init(_ text: String) {
    self.init()
    append(text)
  }

  /// Whether the line is empty.
  public var isEmpty: Bool { utf8Count == 0 }

  /// The byte at `index` (below `utf8Count`).
  func byte(at index: Int) -> UInt8 { bytes[index] }

  // MARK: - Appending

  /// Appends `text`, as much as fits.
  public mutating func append(_ text: String) {
    // Its bytes as they are when it fits whole (a string's UTF-8 is valid); else scalar by scalar.
    let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
      guard !isTruncated, utf8Count + utf8.count <= Self.capacity else { return false }
      appendWhole(utf8)
      return true
    }
    if copied == true { return }
    for scalar in text.unicodeScalars { append(scalar) }
  }

  /// Appends a literal, as much as fits.
  public mutating func append(_ literal: StaticString) {
    guard literal.hasPointerRepresentation else {
      append(literal.unicodeScalar)
      return
    }
    literal.withUTF8Buffer { utf8 in
      if !isTruncated, utf8Count + utf8.count <= Self.capacity {
        appendWhole(utf8)
      } else {
        for scalar in String(decoding: utf8, as: UTF8.self).unicodeScalars { append(scalar) }
      }
    }
  }

  /// Appends `utf8`, valid and known to fit, in one copy; then notes whether it was all
  /// printable ASCII (a literal of a status line is, most often).
  private mutating func appendWhole(_ utf8: UnsafeBufferPointer<UInt8>) {
    guard let source = utf8.baseAddress, !utf8.isEmpty else { return }
    let start = utf8Count
    var span = bytes.mutableSpan
    span.withUnsafeMutableBufferPointer { target in
      target.baseAddress.map { ($0 + start).update(from: source, count: utf8.count) }
    }
    utf8Count &+= utf8.count
    if isPrintableASCII && !Self.isPrintableASCII(utf8) { isPrintableASCII = false }
  }

  /// Whether every byte is printable ASCII (0x20 to 0x7E), eight bytes a step: a byte below
  /// 0x20 or from 0x7F up sets its top bit in one of `byte - 0x20`, `byte + 1` or `byte`.
  /// (A borrow or carry into the next byte comes only from a byte that fails itself.)
  private static func isPrintableASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = UnsafeRawPointer(utf8.baseAddress) else { return true }
    var offset = 0
    while offset &+ 8 <= utf8.count {
      let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      let tops = (word &- 0x2020_2020_2020_2020) | (word &+ 0x0101_0101_0101_0101) | word
      if tops & 0x8080_8080_8080_8080 != 0 { return false }
      offset &+= 8
    }
    while offset < utf8.count {
      if !CharacterWidth.isPrintableASCII(UInt32(utf8[offset])) { return false }
      offset &+= 1
    }
    return true
  }

  /// Appends another line.
  public mutating func append(_ line: TextLine) {
    if !isTruncated, utf8Count + line.utf8Count <= Self.capacity {
      let wasPrintableASCII = isPrintableASCII
      line.withUTF8 { appendWhole($0) }
      isPrintableASCII = wasPrintableASCII && line.isPrintableASCII
    } else {
      for scalar in line.unicodeScalars { append(scalar) }
    }
    if line.isTruncated { isTruncated = true }
  }

  /// Appends one scalar as UTF-8, when it fits (and nothing before it was dropped).
  public mutating func append(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    let length = value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x1_0000 ? 3 : 4
    guard !isTruncated, utf8Count + length <= Self.capacity else {
      isTruncated = true
      return
    }
    if !CharacterWidth.isPrintableASCII(value) { isPrintableASCII = false }
    switch length {
    case 1:
      bytes[utf8Count] = UInt8(value)
    case 2:
      bytes[utf8Count] = UInt8(0xC0 | value >> 6)
      bytes[utf8Count + 1] = UInt8(0x80 | value & 0x3F)
    case 3:
      bytes[utf8Count] = UInt8(0xE0 | value >> 12)
      bytes[utf8Count + 1] = UInt8(0x80 | (value >> 6) & 0x3F)
      bytes[utf8Count + 2] = UInt8(0x80 | value & 0x3F)
    default:
      bytes[utf8Count] = UInt8(0xF0 | value >> 18)
      bytes[utf8Count + 1] = UInt8(0x80 | (value >> 12) & 0x3F)
      bytes[utf8Count + 2] = UInt8(0x80 | (value >> 6) & 0x3F)
      bytes[utf8Count + 3] = UInt8(0x80 | value & 0x3F)
    }
    utf8Count += length
  }

  /// Appends `number` in decimal digits (a leading "-" when negative), as `"\(number)"` writes it.
  public mutating func append(_ number: Int) {
    if number < 0 { append("-" as Unicode.Scalar) }
    // The magnitude as unsigned, so Int.min has one too.
    let magnitude = number.magnitude
    var divisor: UInt = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      append(Unicode.Scalar(UInt8(48 + (magnitude / divisor) % 10)))
      divisor /= 10
    }
  }

  // MARK: - Reading

  /// The line's scalars, decoded from its bytes as they are read.
  public var unicodeScalars: Scalars { Scalars(line: self) }

  /// The scalars of a line, in order.
  public struct Scalars: Sequence, IteratorProtocol {
    let line: TextLine
    var offset = 0

    public mutating func next() -> Unicode.Scalar? {
      guard offset < line.utf8Count else { return nil }
      return line.withUTF8 { UTF8Scalars.decode($0, at: &offset) }
    }
  }

  /// Calls `body` with the line's UTF-8 bytes where they are (the line is not copied: it is
  /// almost 400 bytes, and a frame reads a dozen lines).
  func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    let count = utf8Count
    return bytes.span.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<count])) }
  }
}

// MARK: - UTF8Scalars

/// The scalars of valid UTF-8 bytes (a `TextLine`'s, which were written from scalars), read
/// in place: for drawing and measuring a line without copying it.
struct UTF8Scalars: Sequence, IteratorProtocol {
  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func next() -> Unicode.Scalar? {
    guard offset < bytes.count else { return nil }
    return Self.decode(bytes, at: &offset)
  }

  /// The scalar whose UTF-8 starts at `offset` (below `bytes.count`), moving `offset` past it.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: inout Int) -> Unicode.Scalar {
    let lead = UInt32(bytes[offset])
    if lead < 0x80 {
      offset &+= 1
      return Unicode.Scalar(UInt8(lead))
    }
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    var value = lead & (0x7F >> UInt32(length))
    var index = offset &+ 1
    let end = Swift.min(offset &+ length, bytes.count)
    while index < end {
      value = value << 6 | UInt32(bytes[index]) & 0x3F
      index &+= 1
    }
    offset = end
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }
}

// MARK: - Written as a string

extension TextLine: ExpressibleByStringInterpolation {
  /// Literals are static strings: their bytes are in the binary, read with no checks (a
  /// `String`'s are found through its representation first, and a frame appends dozens).
  public init(stringLiteral value: StaticString) {
    self.init()
    append(value)
  }

  public init(stringInterpolation: StringInterpolation) {
    self = stringInterpolation.line
  }

  /// `"Balls: \(count)"` as a line: literals, strings, numbers, scalars and lines appended in turn.
  public struct StringInterpolation: StringInterpolationProtocol {
    var line = TextLine()

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: StaticString) { line.append(literal) }
    public mutating func appendInterpolation(_ text: String) { line.append(text) }
    public mutating func appendInterpolation(_ text: Substring) {
      for scalar in text.unicodeScalars { line.append(scalar) }
    }
    public mutating func appendInterpolation(_ number: Int) { line.append(number) }
    public mutating func appendInterpolation(_ scalar: Unicode.Scalar) { line.append(scalar) }
    public mutating func appendInterpolation(_ other: TextLine) { line.append(other) }
  }
}

extension TextLine: Equatable, CustomStringConvertible {
  public static func == (a: TextLine, b: TextLine) -> Bool {
    guard a.utf8Count == b.utf8Count, a.isTruncated == b.isTruncated else { return false }
    for index in 0..<a.utf8Count where a.bytes[index] != b.bytes[index] { return false }
    return true
  }

  /// The line as a `String` (this one allocates: for messages and tests, not for frames).
  public var description: String {
    var text = ""
    text.unicodeScalars.append(contentsOf: unicodeScalars)
    return text
  }
}
