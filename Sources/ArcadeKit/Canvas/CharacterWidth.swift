/// How many terminal columns a Unicode scalar occupies (0, 1 or 2), without a C `wcwidth`.
///
/// A compact table of the zero-width and East Asian wide ranges; good enough for names and
/// messages, and the same on every platform so snapshots do not depend on the C library.
public enum CharacterWidth {
  /// Columns taken by `scalar`: 0 for combining and control characters, 2 for wide ones, else 1.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
    if v < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if v == 0x200B { return 0 }
    for range in wideRanges where range.contains(v) { return 2 }
    return 1
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
