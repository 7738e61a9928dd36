import Drawing

/// A key press, decoded from whatever the terminal sent.
public enum Key: Hashable, Sendable {
  /// A printable character (letters keep their case).
  case character(Character)
  /// A control chord such as Ctrl-S, as the lowercase letter.
  case control(Character)
  case up, down, left, right
  case enter, escape, tab, backTab, backspace, delete
  case home, end, pageUp, pageDown
  /// The Insert key (no scene binds it by default; the settings file may).
  case insert
  /// F1 to F12; with modifiers, terminfo's numbers beyond them (Shift-F1 is F13, Ctrl-F1 F25,
  /// Ctrl-Shift-F1 F37, Alt-F1 F49, Alt-Shift-F1 F61), as ncurses' `KEY_F(n)` numbers them.
  case function(Int)

  /// The key for a typed character beyond ASCII's controls, or nil when it must not be typed.
  ///
  /// Everything a keyboard or an input method types is a key, including what takes no column
  /// of its own but joins the character before (combining marks, Hangul vowel jamo, skin tones,
  /// joiners, variation selectors, emoji tags): a text field builds characters from them.
  /// Control characters (C0, DEL, C1) and the other invisible format characters (bidi
  /// overrides, zero-width spaces, byte order marks) are not keys.
  public static func typed(_ scalar: Unicode.Scalar) -> Key? {
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
      let joins =
        (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
        || (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
      return joins ? .character(Character(scalar)) : nil
    }
  }

  // MARK: - Direction families

  /// The direction of arrows, hjkl and WASD (either case), or nil for other keys.
  ///
  /// Every screen accepts all three families so vi users, gamers and everyone else feel at home.
  public var direction: Direction? {
    switch self {
    case .up: return .up
    case .down: return .down
    case .left: return .left
    case .right: return .right
    case .character(let c):
      switch c {
      case "k", "K", "w", "W": return .up
      case "j", "J", "s", "S": return .down
      case "h", "H", "a", "A": return .left
      case "l", "L", "d", "D": return .right
      default: return nil
      }
    default: return nil
    }
  }

  /// Only the arrow keys' direction (for screens where letters mean something else).
  package var arrowDirection: Direction? {
    switch self {
    case .up: return .up
    case .down: return .down
    case .left: return .left
    case .right: return .right
    default: return nil
    }
  }

  /// Whether this is Enter or Space: the keys that confirm or fire.
  package var isConfirm: Bool { self == .enter || self == .character(" ") }

  /// Whether this is the given letter in either case.
  package func isLetter(_ letter: Character) -> Bool {
    guard case .character(let c) = self else { return false }
    return c.lowercased() == letter.lowercased()
  }
}
