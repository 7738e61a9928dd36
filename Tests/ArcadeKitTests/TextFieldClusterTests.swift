import ArcadeKit
import Drawing
import PropertyBased
import Testing

/// Text is grapheme clusters: scalars a terminal sends one by one may merge with the character
/// before them, and the field neither traps nor loses its cursor, whatever is typed.
@Suite struct TextFieldClusterTests {
  /// Scalar sequences that merge into one character, as a keyboard sends them: one key each.
  static let merging: [(name: String, scalars: [Unicode.Scalar])] = [
    ("thumbs up with a skin tone", ["\u{1F44D}", "\u{1F3FD}"]),
    ("flag of the United States", ["\u{1F1FA}", "\u{1F1F8}"]),
    ("Korean jamo", ["\u{1100}", "\u{1161}"]),
    ("Korean jamo with a final", ["\u{1100}", "\u{1161}", "\u{11A8}"]),
    ("e and a combining acute", ["e", "\u{301}"]),
    ("family joined by ZWJ", ["\u{1F468}", "\u{200D}", "\u{1F469}", "\u{200D}", "\u{1F467}"]),
  ]

  static func typed(_ scalars: [Unicode.Scalar], into field: inout TextField) {
    for scalar in scalars { field.handle(.character(Character(scalar))) }
  }

  @Test(arguments: merging.indices)
  func scalarsThatMergeMakeOneCharacterAndTheCursorStaysOnTheText(index: Int) {
    let (name, scalars) = Self.merging[index]
    let cluster = String(String.UnicodeScalarView(scalars))
    var field = TextField(maximumLength: 24)
    Self.typed(scalars, into: &field)
    #expect(field.text == cluster, "\(name)")
    #expect(field.cursor == 1 && field.length == 1, "\(name)")
    field.handle(.character("x"))
    #expect(field.text == cluster + "x" && field.cursor == 2, "\(name)")
    field.handle(.left)
    field.handle(.left)
    field.handle(.character("a"))
    #expect(field.text == "a" + cluster + "x" && field.cursor == 1, "\(name)")
    field.handle(.right)
    field.handle(.backspace)
    #expect(field.text == "ax" && field.cursor == 1, "\(name)")
    field.handle(.end)
    Self.typed(scalars, into: &field)
    #expect(field.text == "ax" + cluster && field.cursor == 3, "\(name)")
    _ = field.view(width: 4)
  }

  @Test(arguments: merging.indices)
  func theSameScalarsTypedInTheMiddleMergeThere(index: Int) {
    let (name, scalars) = Self.merging[index]
    let cluster = String(String.UnicodeScalarView(scalars))
    var field = TextField("ab", maximumLength: 24)
    field.handle(.left)
    Self.typed(scalars, into: &field)
    #expect(field.text == "a" + cluster + "b" && field.cursor == 2, "\(name)")
    field.handle(.delete)
    #expect(field.text == "a" + cluster && field.cursor == 2, "\(name)")
  }

  @Test func aModifierStillJoinsTheLastCharacterOfAFullField() {
    var field = TextField("ab\u{1F44D}", maximumLength: 3)
    let refused = !field.insert("c")
    #expect(refused)
    field.handle(.character("\u{1F3FD}"))
    #expect(field.text == "ab\u{1F44D}\u{1F3FD}" && field.cursor == 3)
  }

  @Test func aRegionalIndicatorTypedBeforeAFlagRegroupsWithoutLosingTheCursor() {
    var field = TextField("\u{1F1FA}\u{1F1F8}", maximumLength: 24)
    field.handle(.home)
    field.handle(.character("\u{1F1EB}"))
    // 🇫🇺🇸 is 🇫🇺 then a lone 🇸: the cursor is after the character the new scalar joined.
    #expect(field.text.unicodeScalars.count == 3 && field.text.count == 2)
    #expect(field.cursor == 1)
    field.handle(.end)
    #expect(field.cursor == 2)
    _ = field.view(width: 3)
  }

  @Test func oneCharacterHoldsABoundedNumberOfScalars() {
    var field = TextField(maximumLength: 4)
    field.handle(.character("e"))
    for _ in 0..<10_000 { field.handle(.character("\u{301}")) }
    #expect(field.text.count == 1)
    #expect(field.text.unicodeScalars.count == TextField.maximumScalarsPerCharacter)
  }

  @Test func theViewMeasuresEachCharacterAsTheCanvasDrawsIt() {
    var field = TextField(maximumLength: 24)
    Self.typed(["\u{1F44D}", "\u{1F3FD}", "\u{1F1FA}", "\u{1F1F8}", "e", "\u{301}"], into: &field)
    let view = field.view(width: 20)
    #expect(view.cursorColumn == Canvas.columns(of: field.text))
    #expect(view.cursorColumn == 2 + 2 + 1)
    var canvas = Canvas(size: Size(width: 20, height: 1))
    #expect(canvas.text(view.text, x: 0, y: 0) == view.cursorColumn + 1)
  }

  // MARK: - Properties

  static let keys: [Key] = [
    .character("\u{1F44D}"), .character("\u{1F3FD}"), .character("\u{1F1FA}"), .character("\u{1F1F8}"),
    .character("\u{1F1EB}"), .character("\u{1100}"), .character("\u{1161}"), .character("\u{11A8}"),
    .character("e"), .character("\u{301}"), .character("\u{200D}"), .character("\u{1F468}"),
    .character("\u{1F469}"), .character("\u{FE0F}"), .character("\u{2764}"), .character("日"),
    .character("a"), .character("\u{FFFD}"), .left, .right, .home, .end, .backspace, .delete, .control("u"),
  ]

  @Test func anyKeysNeverTrapAndKeepTheCursorAndLimitTrue() async {
    await propertyCheck(
      count: 3000,
      input: Gen.int(in: 0..<Self.keys.count).array(of: 0...40), Gen.int(in: 0...8), Gen.bool,
      Gen.int(in: 1...12)
    ) { picks, limit, scalars, width in
      var field = TextField(maximumLength: limit, counting: scalars ? .unicodeScalars : .characters)
      for pick in picks {
        field.handle(Self.keys[pick])
        #expect(field.cursor >= 0 && field.cursor <= field.text.count)
        #expect(field.length <= limit)
        #expect(field.length == (scalars ? field.text.unicodeScalars.count : field.text.count))
        let view = field.view(width: width)
        #expect(view.cursorColumn <= Canvas.columns(of: view.text))
      }
      field.handle(.end)
      #expect(field.cursor == field.text.count)
    }
  }
}
