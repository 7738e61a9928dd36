// MARK: - PlayerName

/// Makes a player's name safe to store and to draw: no control characters, no terminal
/// escape sequences, no bidi overrides, trimmed, and at most `maximumLength` characters.
public enum PlayerName {
  /// The longest name kept, in characters (grapheme clusters).
  public static let maximumLength = 24
  /// The longest detail note kept, in characters.
  public static let maximumDetailLength = 40
  /// What an empty (or entirely unsafe) name becomes.
  public static let fallback = "Player"

  /// The name as it will be stored and drawn; never empty.
  public static func sanitize(_ raw: String) -> String {
    let cleaned = inert(raw, maximumLength: maximumLength)
    return cleaned.isEmpty ? fallback : cleaned
  }

  /// A detail note made inert like a name; nil when nothing is left.
  public static func sanitizeDetail(_ raw: String) -> String? {
    let cleaned = inert(raw, maximumLength: maximumDetailLength)
    return cleaned.isEmpty ? nil : cleaned
  }

  /// A board's title made inert like a name, at most `maximumTitleLength` characters.
  public static func sanitizeTitle(_ raw: String) -> String {
    inert(raw, maximumLength: maximumTitleLength)
  }

  /// The longest board title kept, in characters.
  public static let maximumTitleLength = 80

  /// The name offered at name entry: `$USER` (then `$LOGNAME`) sanitised, else "Player".
  public static func defaultName(environment: [String: String]) -> String {
    sanitize(environment["USER"] ?? environment["LOGNAME"] ?? "")
  }

  // MARK: - Cleaning

  /// Removes escape sequences and invisible or dangerous characters, turns other spacing
  /// into single spaces, trims, and caps the length.
  static func inert(_ raw: String, maximumLength: Int) -> String {
    var scalars = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in withoutEscapeSequences(raw.unicodeScalars) {
      if isSpacing(scalar) {
        pendingSpace = !scalars.isEmpty
        continue
      }
      if isUnsafe(scalar) { continue }
      if pendingSpace {
        scalars.append(" ")
        pendingSpace = false
      }
      scalars.append(scalar)
    }
    let text = String(scalars)
    guard text.count > maximumLength else { return text }
    var capped = String(text.prefix(maximumLength))
    while capped.last == " " { capped.removeLast() }
    return capped
  }

  /// Drops whole escape sequences, not just their ESC, so `ESC[31m` leaves no `[31m`
  /// behind. Handles 7-bit (ESC …) and 8-bit (C1 CSI/OSC/DCS…) introducers; an unterminated
  /// string sequence swallows the rest, as a terminal would.
  private static func withoutEscapeSequences(
    _ input: String.UnicodeScalarView
  ) -> [Unicode.Scalar] {
    var output: [Unicode.Scalar] = []
    var iterator = input.makeIterator()
    var lookahead: Unicode.Scalar? = nil

    func next() -> Unicode.Scalar? {
      if let held = lookahead {
        lookahead = nil
        return held
      }
      return iterator.next()
    }

    /// Skips a control sequence body: parameter and intermediate bytes up to a final byte.
    func skipControlSequence() {
      while let scalar = next() {
        if (0x40...0x7E).contains(scalar.value) { return }
        if !(0x20...0x3F).contains(scalar.value) {
          lookahead = scalar  // malformed: leave what follows to the normal rules
          return
        }
      }
    }

    /// Skips a string sequence body (OSC, DCS, SOS, PM, APC) up to BEL or ST.
    func skipStringSequence() {
      while let scalar = next() {
        switch scalar.value {
        case 0x07, 0x9C: return
        case 0x1B:
          if let after = next(), after != "\\" { lookahead = after }
          return
        default: continue
        }
      }
    }

    while let scalar = next() {
      switch scalar.value {
      case 0x1B:
        guard let introducer = next() else { return output }
        switch introducer {
        case "[": skipControlSequence()
        case "]", "P", "X", "^", "_": skipStringSequence()
        default:
          // ESC, optional intermediates (0x20–0x2F), then one final character.
          var current: Unicode.Scalar? = introducer
          while let c = current, (0x20...0x2F).contains(c.value) { current = next() }
          if let c = current, c.value < 0x20 || c.value == 0x7F { lookahead = c }
        }
      case 0x9B: skipControlSequence()
      case 0x90, 0x98, 0x9D, 0x9E, 0x9F: skipStringSequence()
      default: output.append(scalar)
      }
    }
    return output
  }

  /// Characters that separate words; they collapse to one space.
  private static func isSpacing(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x2028, 0x2029: true
    default: scalar.properties.generalCategory == .spaceSeparator
    }
  }

  /// Control characters (C0, DEL, C1), format characters such as bidi overrides and
  /// zero-width spaces (but not the joiners emoji and some scripts need), and surrogates.
  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200C, 0x200D: return false
    default: break
    }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: return true
    default: return false
    }
  }
}
