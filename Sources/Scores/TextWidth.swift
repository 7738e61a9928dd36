// MARK: - TextWidth

/// How many terminal columns text takes: 2 for wide East Asian characters and emoji, 0 for
/// combining marks and joiners, 1 otherwise. An approximation of `wcwidth` that needs no C
/// locale, good enough to align names in a table.
public enum TextWidth {
  /// The columns `text` takes, summed over its characters.
  public static func columns(_ text: String) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  /// The columns one character (grapheme cluster) takes.
  public static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: { $0.value == 0xFE0F || isWide($0) }) { return 2 }
    if scalars.count > 1, scalars.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) }) {
      return 2
    }
    return isZeroWidth(first) ? 0 : 1
  }

  /// `text` padded with spaces on the right to `width` columns.
  public static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - columns(text)))
  }

  /// `text` padded with spaces on the left to `width` columns.
  public static func leftPadded(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - columns(text))) + text
  }

  // MARK: - Classes

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isEmojiPresentation { return true }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: true
    default: false
    }
  }
}
