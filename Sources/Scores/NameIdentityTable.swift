// MARK: - NameIdentityTable

/// One of the mappings in `NameIdentityTables`, parsed: the code points a listed code point
/// becomes (possibly none). Code points not listed map to themselves.
struct NameIdentityTable: Sendable {
  /// Where each listed code point's replacement is in `scalars`: its offset shifted left by
  /// eight bits, or'd with its length.
  private let places: [UInt32: UInt32]
  /// Every replacement, one after another.
  private let scalars: [Unicode.Scalar]

  /// Parses `text` in the format `NameIdentityTables` describes: `KEY>VALUE;` and
  /// `KEY>VALUE*N;` entries in hex. The text is generated, so a malformed one is a
  /// programming error that stops the program, naming where it went wrong.
  init(parsing text: String) {
    var places: [UInt32: UInt32] = [:]
    var scalars: [Unicode.Scalar] = []
    var key: UInt32 = 0
    var number: UInt32 = 0
    var hasDigits = false
    var value: [UInt32] = []
    var readingCount = false
    for (offset, byte) in text.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"):
        let digit = byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : byte - UInt8(ascii: "A") + 10
        number = number << 4 | UInt32(digit)
        hasDigits = true
        continue
      case UInt8(ascii: ">"):
        key += number
      case UInt8(ascii: ","):
        value.append(number)
      case UInt8(ascii: "*"):
        if hasDigits { value.append(number) }
        readingCount = true
      case UInt8(ascii: ";"):
        if !readingCount && hasDigits { value.append(number) }
        let count = readingCount ? number : 1
        for step in 0..<count {
          places[key + step] = UInt32(scalars.count) << 8 | UInt32(value.count)
          for code in value {
            guard let scalar = Unicode.Scalar(code + step) else {
              preconditionFailure("NameIdentityTables: U+\(String(code + step, radix: 16)) near byte \(offset)")
            }
            scalars.append(scalar)
          }
        }
        key += count - 1
        value.removeAll(keepingCapacity: true)
        readingCount = false
      case UInt8(ascii: "\n"), UInt8(ascii: " "):
        continue
      default:
        preconditionFailure(
          "NameIdentityTables: unexpected byte \(byte) at \(offset); run scripts/generate-name-tables")
      }
      number = 0
      hasDigits = false
    }
    self.places = places
    self.scalars = scalars
  }

  /// The listed code points.
  var count: Int { places.count }

  /// What `scalar` becomes, or nil when it stays itself.
  func replacement(of scalar: Unicode.Scalar) -> ArraySlice<Unicode.Scalar>? {
    guard let place = places[scalar.value] else { return nil }
    let start = Int(place >> 8)
    return scalars[start..<start + Int(place & 0xFF)]
  }
}
