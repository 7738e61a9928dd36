import ArcadeKit
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
