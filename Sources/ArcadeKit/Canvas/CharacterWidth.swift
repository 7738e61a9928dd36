/// How many terminal columns a Unicode scalar occupies (0, 1 or 2): the arcade's one width
/// function, without a C `wcwidth`.
///
/// The canvas draws one scalar per cell (a wide one also covers the next), so every layout
/// that ends on screen or on a terminal line measures with this, scalar by scalar
/// (`Canvas.columns(of:)`), as `wcwidth` and ncurses do: a zero-width joiner sequence is as
/// wide as its visible parts. The table is compact and the same on every platform, so
/// snapshots do not depend on the C library.
public enum CharacterWidth {
  /// Columns taken by `scalar`: 0 for control, combining and format characters (joiners,
  /// variation selectors), 2 for East Asian wide and full-width characters and for emoji
  /// shown as emoji by default (☕ 🚀 🎉), else 1. A regional indicator is 1, so a flag (two
  /// of them) is 2.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
    if v < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation, !regionalIndicators.contains(v) { return 2 }
    for range in wideRanges where range.contains(v) { return 2 }
    return 1
  }

  private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

  /// East Asian wide and full-width blocks (emoji are found by their property above).
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
    0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
    0x17000...0x18CFF, 0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
