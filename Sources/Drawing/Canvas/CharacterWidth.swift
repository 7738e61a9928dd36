/// How many terminal columns a Unicode scalar occupies (0, 1 or 2): the arcade's one width
/// function, without a C `wcwidth`.
///
/// The canvas draws one scalar per cell (a wide one also covers the next), so every layout
/// that ends on screen or on a terminal line measures with this, scalar by scalar
/// (`Canvas.columns(of:)`), as `wcwidth` and ncurses do: a zero-width joiner sequence is as
/// wide as its visible parts. Two scalars are drawn with the one before them, because
/// terminals disagree on them otherwise (`drawing(_:after:)`): a skin tone after its emoji is
/// not drawn, and Hangul jamo are composed into their syllable. A character (a grapheme
/// cluster, what a text field's cursor counts) is as wide as its scalars drawn so
/// (`of(_:)` for a `Character`). The table is compact and the same on every platform, so
/// snapshots do not depend on the C library.
public enum CharacterWidth {
  /// How the canvas draws one scalar of a text, given the scalar before it.
  public enum Drawing: Equatable, Sendable {
    /// Not drawn: zero width, or joined to the character before.
    case skipped
    /// Drawn in a cell of its own taking this many columns (1 or 2).
    case cell(Int)
    /// Drawn by replacing the scalar before it (in its cell) with this one: jamo composed.
    case composed(Unicode.Scalar)
  }

  /// How `scalar` is drawn after `previous` (the scalar before it in the text, as composed).
  ///
  /// An emoji modifier (a skin tone) after an emoji that takes one is not drawn: terminals
  /// that join them show one emoji two columns wide, others two emoji four wide, and only
  /// the emoji alone is two columns everywhere. A Hangul vowel jamo after a leading consonant
  /// (and a trailing consonant after such a syllable) becomes the precomposed syllable, two
  /// columns wide as terminals draw it.
  @inline(__always)
  public static func drawing(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Drawing {
    let v = scalar.value
    if v >= 0x300, let previous {
      let p = previous.value
      if (0x1F3FB...0x1F3FF).contains(v) && previous.properties.isEmojiModifierBase { return .skipped }
      if (0x1161...0x1175).contains(v) && (0x1100...0x1112).contains(p),
        let syllable = Unicode.Scalar(0xAC00 + ((p - 0x1100) * 21 + (v - 0x1161)) * 28)
      {
        return .composed(syllable)
      }
      if (0x11A8...0x11C2).contains(v) && (0xAC00...0xD7A3).contains(p) && (p - 0xAC00) % 28 == 0,
        let syllable = Unicode.Scalar(p + (v - 0x11A7))
      {
        return .composed(syllable)
      }
    }
    let columns = of(scalar)
    return columns == 0 ? .skipped : .cell(columns)
  }

  /// Columns taken by the scalars of `text` as the canvas draws them (`drawing(_:after:)`).
  public static func columns(of text: String.UnicodeScalarView) -> Int {
    columns(ofScalars: text)
  }

  /// Columns taken by `scalars` as the canvas draws them (`drawing(_:after:)`).
  static func columns<Scalars: Sequence<Unicode.Scalar>>(ofScalars text: Scalars) -> Int {
    var total = 0
    var previous: Unicode.Scalar?
    for scalar in text {
      // Printable ASCII (most of any line) is one column, whatever came before.
      if isPrintableASCII(scalar.value) {
        total += 1
        previous = scalar
        continue
      }
      switch drawing(scalar, after: previous) {
      case .skipped: previous = scalar
      case .cell(let columns):
        total += columns
        previous = scalar
      case .composed(let syllable): previous = syllable
      }
    }
    return total
  }

  /// Columns taken by `character` as the canvas draws it: what a text field's cursor steps
  /// over. The columns of a text are the sum over its characters.
  public static func of(_ character: Character) -> Int {
    columns(of: String(character).unicodeScalars)
  }

  /// Columns taken by `scalar`: 0 for control, combining and format characters (joiners,
  /// variation selectors), 2 for East Asian wide and full-width characters and for emoji
  /// shown as emoji by default (☕ 🚀 🎉), else 1. A regional indicator is 1, so a flag (two
  /// of them) is 2. Hangul vowel and trailing jamo are 0, as `wcwidth` has them (they join
  /// the consonant before).
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
    if v < 0x300 { return 1 }
    // What frames and status lines are drawn with, without the property lookups below (every
    // frame measures and draws them); `CharacterWidthTests` checks these ranges against them.
    return isCommonNarrow(v) ? 1 : lookedUp(scalar)
  }

  /// Whether `value` is printable ASCII, a space to a tilde: one column, drawn as it is,
  /// whatever comes before or after (the fast path of every line measured or drawn).
  @inline(__always)
  static func isPrintableASCII(_ value: UInt32) -> Bool {
    value &- 0x20 < 0x5F
  }

  /// Whether `value` is punctuation (dashes, bullet, ellipsis), an arrow, box drawing or a
  /// block, a geometric shape (● ▶ ■, up to U+25FC: U+25FD and U+25FE are emoji) or Braille:
  /// one column each, with no emoji among them and nothing of zero width. A switch, not a
  /// table: no array to make at start, and a few compares a scalar.
  static func isCommonNarrow(_ value: UInt32) -> Bool {
    switch value {
    case 0x2010...0x2027, 0x2190...0x21FF, 0x2500...0x25FC, 0x2800...0x28FF: true
    default: false
    }
  }

  /// The columns of a scalar from 0x300 on, from its Unicode properties.
  static func lookedUp(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return 0 }
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
