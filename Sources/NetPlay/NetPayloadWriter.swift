/// Builds a payload: big-endian integers and length-prefixed UTF-8 text.
struct NetPayloadWriter {
  private(set) var bytes: [UInt8] = []

  mutating func byte(_ value: UInt8) { bytes.append(value) }

  mutating func uint16(_ value: UInt16) {
    bytes.append(UInt8(value >> 8))
    bytes.append(UInt8(value & 0xFF))
  }

  mutating func uint32(_ value: UInt32) {
    for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
  }

  mutating func uint64(_ value: UInt64) {
    for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8((value >> UInt64(shift)) & 0xFF)) }
  }

  /// A count or step, clamped to what 32 bits hold (no message ever needs more).
  mutating func count(_ value: Int) { uint32(UInt32(clamping: value)) }

  /// Text: its UTF-8 length (4 bytes) and bytes.
  mutating func text(_ value: String) {
    let utf8 = Array(value.utf8)
    count(utf8.count)
    bytes += utf8
  }
}
