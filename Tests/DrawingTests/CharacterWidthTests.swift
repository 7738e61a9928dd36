import Testing

@testable import Drawing

/// The one width function: tricky scalars pinned, and the canvas drawing exactly that many cells.
struct CharacterWidthTests {
  /// (scalar, columns, what it is).
  static let table: [(Unicode.Scalar, Int, String)] = [
    ("a", 1, "ASCII letter"),
    (" ", 1, "space"),
    ("é", 1, "precomposed Latin"),
    ("\u{00AD}", 1, "soft hyphen (as wcwidth)"),
    ("\u{0000}", 0, "NUL"),
    ("\u{001B}", 0, "ESC"),
    ("\u{007F}", 0, "DEL"),
    ("\u{009B}", 0, "C1 CSI"),
    ("\u{0301}", 0, "combining acute"),
    ("\u{20DD}", 0, "combining enclosing circle"),
    ("\u{200B}", 0, "zero-width space"),
    ("\u{200D}", 0, "zero-width joiner"),
    ("\u{200C}", 0, "zero-width non-joiner"),
    ("\u{202E}", 0, "right-to-left override"),
    ("\u{FEFF}", 0, "byte order mark"),
    ("\u{FE0F}", 0, "variation selector 16 (emoji)"),
    ("\u{FE0E}", 0, "variation selector 15 (text)"),
    ("\u{E0100}", 0, "variation selector 17"),
    ("\u{E0067}", 0, "tag g (flag sequences)"),
    ("李", 2, "CJK ideograph"),
    ("한", 2, "Hangul syllable"),
    ("あ", 2, "Hiragana"),
    ("\u{3000}", 2, "ideographic space"),
    ("Ａ", 2, "full-width A"),
    ("ｱ", 1, "half-width katakana"),
    ("\u{1100}", 2, "Hangul leading jamo"),
    ("\u{20000}", 2, "CJK extension B"),
    ("☕", 2, "hot beverage U+2615"),
    ("⌚", 2, "watch U+231A"),
    ("⚽", 2, "soccer ball U+26BD"),
    ("🚀", 2, "rocket U+1F680"),
    ("🎉", 2, "party popper U+1F389"),
    ("😀", 2, "grinning face U+1F600"),
    ("🧩", 2, "puzzle piece U+1F9E9"),
    ("🪐", 2, "ringed planet U+1FA90"),
    ("🀄", 2, "mahjong red dragon U+1F004"),
    ("🈁", 2, "squared katakana koko U+1F201"),
    ("🏽", 2, "skin tone modifier U+1F3FD"),
    ("👨", 2, "man U+1F468"),
    ("🇫", 1, "regional indicator F (a flag is two)"),
    ("❤", 1, "heavy black heart U+2764 (text by default)"),
    ("☺", 1, "smiling face U+263A (text by default)"),
    ("🌡", 1, "thermometer U+1F321 (text by default)"),
    ("✓", 1, "check mark"),
    ("─", 1, "box drawing"),
    ("▀", 1, "half block"),
    ("⠿", 1, "braille"),
  ]

  @Test func trickyScalarsHaveTheirPinnedWidths() {
    for (scalar, columns, name) in Self.table {
      #expect(CharacterWidth.of(scalar) == columns, "\(name) U+\(String(scalar.value, radix: 16, uppercase: true))")
    }
  }

  /// Text is measured scalar by scalar, as the canvas draws it: joiners and selectors vanish
  /// and a family is as wide as its members.
  @Test func textIsMeasuredAsTheCanvasDrawsIt() {
    let cases: [(String, Int)] = [
      ("abc", 3), ("李小龙", 6), ("e\u{301}", 1), ("☕ Joe", 6), ("🚀🚀", 4), ("🇫🇷", 2),
      ("❤\u{FE0F}", 1), ("👨\u{200D}👩\u{200D}👧", 6), ("👍🏽", 2), ("a\u{1B}[31mb", 6),
      ("\u{1100}\u{1161}", 2), ("\u{1100}\u{1161}\u{11A8}", 2), ("\u{1F3FD}", 2), ("a\u{1F3FD}", 3),
    ]
    for (text, columns) in cases {
      #expect(Canvas.columns(of: text) == columns, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
      var canvas = Canvas(size: Size(width: 20, height: 1))
      let end = canvas.text(text, x: 0, y: 0)
      #expect(end == columns)
    }
  }

  /// A character of several scalars takes the cells its drawing takes: a skin tone joins its
  /// emoji (terminals that combine them and terminals that do not then agree), jamo compose
  /// into their syllable, a flag is its two letters, a ZWJ family its members, and a combining
  /// mark is not drawn. Each is measured alike by the character and by the text.
  @Test func aClusterOfScalarsTakesTheCellsItIsDrawnIn() {
    let cases: [(String, String, Int)] = [
      ("\u{1F44D}\u{1F3FD}|", "\u{1F44D}|", 2),
      ("\u{1F1FA}\u{1F1F8}|", "\u{1F1FA}\u{1F1F8}|", 2),
      ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}|", "\u{1F468}\u{1F469}\u{1F467}|", 6),
      ("e\u{301}|", "e|", 1),
      ("\u{1100}\u{1161}|", "\u{AC00}|", 2),
      ("\u{1100}\u{1161}\u{11A8}|", "\u{AC01}|", 2),
    ]
    for (text, drawn, columns) in cases {
      var canvas = Canvas(size: Size(width: 20, height: 1))
      let end = canvas.text(text, x: 0, y: 0)
      #expect(canvas.lines() == [drawn], "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
      #expect(end == columns + 1)
      let character = text.first ?? " "
      #expect(text.count == 2)
      #expect(CharacterWidth.of(character) == columns)
      #expect(Canvas.columns(of: text) == columns + 1)
    }
  }

  /// The scalars measured without a property lookup measure as the lookup does, scalar by
  /// scalar, over the whole Basic Multilingual Plane from U+0300 (the ranges all lie in it).
  @Test func theCommonRangesAgreeWithThePropertyLookup() {
    var checked = 0
    for value in UInt32(0x300)...0xFFFF where CharacterWidth.isCommonNarrow(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(CharacterWidth.of(scalar) == CharacterWidth.lookedUp(scalar), "U+\(String(value, radix: 16))")
      checked += 1
    }
    // The four ranges: 24 punctuation, 112 arrows, 253 box drawing, blocks and shapes, 256 Braille.
    #expect(checked == 24 + 112 + 253 + 256)
  }
}
