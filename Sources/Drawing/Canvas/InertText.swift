// MARK: - InertText

/// Text from outside (file names, board ids, JSON keys, arguments) made harmless before it
/// is printed to a terminal: every character that a terminal would act on instead of show
/// becomes a visible escape, so a crafted name cannot set the window title or clear the
/// screen. The game screens need no such step: the canvas drops those characters.
public enum InertText {
  /// `text` with control characters (C0 but newline and tab, DEL, C1) and bidirectional
  /// overrides written as `\x1B`, `\u{202E}`-style escapes; a backslash stays a backslash.
  public static func of(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isActive) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isActive(scalar) else {
        result.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      let escape =
        scalar.value < 0x100
        ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
        : "\\u{\(hex)}"
      result.append(contentsOf: escape.unicodeScalars)
    }
    return String(result)
  }

  /// Whether a terminal would act on `scalar` rather than draw it.
  public static func isActive(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00..<0x20, 0x7F..<0xA0: true
    // Bidirectional embeddings, overrides and isolates reorder what follows them.
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
    default: false
    }
  }
}
