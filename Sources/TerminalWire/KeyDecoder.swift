import ArcadeKit

/// Turns one byte or one decoded character from the terminal into a `Key`.
enum KeyDecoder {
  /// Decodes a character value into a key; nil for characters with no meaning here.
  static func character(_ value: UInt32) -> Key? {
    switch value {
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case 0: return nil
    case 1...26: return Unicode.Scalar(value + 96).map { .control(Character($0)) }
    case 28...31: return nil
    default: return Unicode.Scalar(value).flatMap(typed)
    }
  }

  /// The key for a typed character beyond ASCII's controls, or nil when it must not be typed.
  ///
  /// Everything a keyboard or an input method types is a key, including what takes no column
  /// of its own but joins the character before (combining marks, Hangul vowel jamo, skin tones,
  /// joiners, variation selectors, emoji tags): a text field builds characters from them.
  /// Control characters (C0, DEL, C1) and the other invisible format characters (bidi
  /// overrides, zero-width spaces, byte order marks) are not keys.
  static func typed(_ scalar: Unicode.Scalar) -> Key? {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return nil }
    if CharacterWidth.of(scalar) > 0 { return .character(Character(scalar)) }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark: return .character(Character(scalar))
    case .format:
      let joins = value == 0x200C || value == 0x200D || (0xE0020...0xE007F).contains(value)
      return joins ? .character(Character(scalar)) : nil
    default:
      // Variation selectors, Hangul vowel and trailing jamo.
      let joins = (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
        || (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
      return joins ? .character(Character(scalar)) : nil
    }
  }
}
