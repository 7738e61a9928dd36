import ArcadeKit
import Drawing
import Testing

/// The one line editor of every prompt: editing at a cursor, the length limit, the visible part.
@Suite struct TextFieldTests {
  static func field(_ text: String, limit: Int = 24, keys: [Key] = []) -> TextField {
    var field = TextField(text, maximumLength: limit)
    for key in keys { field.handle(key) }
    return field
  }

  @Test func startsWithTheCursorAtTheEnd() {
    let field = Self.field("alice")
    #expect(field.text == "alice" && field.cursor == 5)
    #expect(TextField("too long", maximumLength: 3).text == "too")
  }

  // MARK: - A selected suggestion

  @Test func aSelectedTextIsReplacedByTheFirstCharacterTyped() {
    var field = TextField("Player", maximumLength: 24, selected: true)
    #expect(field.isAllSelected)
    for character in "Ann" { field.handle(.character(character)) }
    #expect(field.text == "Ann" && field.cursor == 3)
    #expect(!field.isAllSelected)
  }

  @Test func backspaceOrDeleteOnASelectedTextEmptiesIt() {
    for key in [Key.backspace, .delete] {
      var field = TextField("Player", maximumLength: 24, selected: true)
      field.handle(key)
      #expect(field.text == "" && field.cursor == 0, "\(key)")
    }
  }

  @Test func movingTheCursorKeepsASelectedTextAndEditsIt() {
    var end = TextField("Ann", maximumLength: 24, selected: true)
    end.handle(.end)
    end.handle(.character("e"))
    #expect(end.text == "Anne")
    var home = TextField("Ann", maximumLength: 24, selected: true)
    home.handle(.home)
    home.handle(.character("J"))
    #expect(home.text == "JAnn")
    var left = TextField("Ann", maximumLength: 24, selected: true)
    left.handle(.left)
    left.handle(.character("i"))
    #expect(left.text == "Anin")
  }

  @Test func aRefusedCharacterLeavesTheSelection() {
    var field = TextField("abc", maximumLength: 24, selected: true)
    field.handle(.character("!"), accepts: { $0.isLetter })
    #expect(field.text == "abc" && field.isAllSelected)
  }

  @Test func theViewMarksTheSelectedColumns() {
    let selected = TextField("Ann", maximumLength: 24, selected: true).view(width: 10)
    #expect(selected.text == "Ann_" && selected.selectedColumns == 3)
    #expect(TextField("Ann", maximumLength: 24).view(width: 10).selectedColumns == 0)
    #expect(!TextField("", maximumLength: 24, selected: true).isAllSelected)
  }

  @Test func typingInsertsAtTheCursor() {
    let field = Self.field("ace", keys: [.left, .left, .character("l"), .character("i")])
    #expect(field.text == "alice")
    #expect(field.cursor == 3)
  }

  @Test func backspaceDeletesBeforeAndDeleteAfterTheCursor() {
    var field = Self.field("alice", keys: [.left, .left, .backspace])
    #expect(field.text == "alce" && field.cursor == 2)
    field.handle(.delete)
    #expect(field.text == "ale" && field.cursor == 2)
    field.handle(.end)
    field.handle(.delete)
    #expect(field.text == "ale")
    field.handle(.home)
    field.handle(.backspace)
    #expect(field.text == "ale" && field.cursor == 0)
  }

  @Test func cursorStaysInsideTheText() {
    var field = Self.field("ab", keys: [.right, .right])
    #expect(field.cursor == 2)
    for _ in 0..<5 { field.handle(.left) }
    #expect(field.cursor == 0)
    field.handle(.control("e"))
    #expect(field.cursor == 2)
    field.handle(.control("a"))
    #expect(field.cursor == 0)
  }

  @Test func ctrlUClearsAndEnterIsLeftToThePrompt() {
    var field = Self.field("alice")
    let handled = [field.handle(.enter), field.handle(.escape), field.handle(.control("u"))]
    #expect(handled == [false, false, true])
    #expect(field.text.isEmpty && field.cursor == 0)
  }

  @Test func theLimitStopsTyping() {
    var field = Self.field("abc", limit: 4)
    let fitted = field.insert("d")
    let refused = !field.insert("e")
    #expect(fitted && refused)
    #expect(field.text == "abcd")
  }

  @Test func theLimitCanCountScalars() {
    // "é" as e + combining acute is one character but two scalars.
    var scalars = TextField(maximumLength: 3, counting: .unicodeScalars)
    let accepted = [scalars.insert("e\u{301}"), scalars.insert("e\u{301}"), scalars.insert("x")]
    #expect(accepted == [true, false, true])
    #expect(scalars.length == 3)
    var characters = TextField(maximumLength: 3)
    let all = (0..<4).map { _ in characters.insert("e\u{301}") }
    #expect(all == [true, true, true, false])
    #expect(characters.length == 3)
  }

  @Test func acceptsFiltersTypedCharacters() {
    var field = TextField(maximumLength: 10)
    for character in "a#b" { field.handle(.character(character)) { $0 != "#" } }
    #expect(field.text == "ab")
  }

  @Test func viewShowsTheEndCursorAsAnUnderscore() {
    let view = Self.field("alice").view(width: 10)
    #expect(view == TextField.View(text: "alice_", cursorColumn: 5, cursorInside: false))
    let inside = Self.field("alice", keys: [.home, .right]).view(width: 10)
    #expect(inside == TextField.View(text: "alice", cursorColumn: 1, cursorInside: true))
  }

  @Test func viewScrollsToKeepTheCursorInAWidth() {
    let end = Self.field("abcdefgh").view(width: 4)
    #expect(end == TextField.View(text: "fgh_", cursorColumn: 3, cursorInside: false))
    let start = Self.field("abcdefgh", keys: [.home]).view(width: 4)
    #expect(start == TextField.View(text: "abcd", cursorColumn: 0, cursorInside: true))
  }

  @Test func viewCountsWideCharactersTwice() {
    let view = Self.field("日本語").view(width: 5)
    #expect(view.text == "本語_")
    #expect(view.cursorColumn == 4)
    #expect(Canvas.columns(of: view.text) <= 5)
  }
}

/// Pasting into a field: one call, the text as typing would enter it, within the limit.
@Suite struct TextFieldPasteTests {
  @Test func aPasteGoesInAtTheCursorWithoutControlsOrLineBreaks() {
    var field = TextField("ad", maximumLength: 24)
    field.moveCursor(by: -1)
    let inserted = field.paste("b\r\n\u{1B}\u{7F}\u{85}\u{202E}c")
    #expect(inserted)
    #expect(field.text == "abcd" && field.cursor == 3)
  }

  @Test func aPasteStopsAtTheLimitAndAcceptsDecides() {
    var field = TextField(maximumLength: 5)
    field.paste("a#b#c#d#e#f#g") { $0 != "#" }
    #expect(field.text == "abcde")
    let insertedWhenFull = field.paste("x")
    #expect(!insertedWhenFull, "a full field takes nothing")
    var scalars = TextField(maximumLength: 3, counting: .unicodeScalars)
    scalars.paste("e\u{301}e\u{301}")
    #expect(scalars.text == "e\u{301}", "a character goes in whole or not at all")
  }

  @Test func joiningScalarsJoinTheirCharacterAndASelectionIsReplaced() {
    var field = TextField("Player", maximumLength: 4, selected: true)
    field.paste("👍🏽🇺🇸e\u{301}ab")
    #expect(field.text == "👍🏽🇺🇸e\u{301}a")
    var untouched = TextField("Player", maximumLength: 8, selected: true)
    let insertedNothing = untouched.paste("\n\t")
    #expect(!insertedNothing)
    #expect(untouched.text == "Player" && untouched.isAllSelected, "a paste with nothing typable changes nothing")
  }

  /// Sixteen mebibytes of marks after one letter and a mebibyte of letters: each paste reads
  /// what the field can hold and no more.
  @Test func aHugePasteIsReadOnlyAsFarAsTheFieldHolds() {
    var field = TextField(maximumLength: 10)
    field.paste(String(repeating: "x", count: 1 << 20))
    #expect(field.text == String(repeating: "x", count: 10))
    var marks = TextField(maximumLength: 10)
    marks.paste("e" + String(repeating: "\u{301}", count: 1 << 16) + "f")
    #expect(marks.text.unicodeScalars.count == TextField.maximumScalarsPerCharacter + 1)
    #expect(marks.text.last == "f")
  }
}
