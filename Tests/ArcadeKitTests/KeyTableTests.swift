import ArcadeKit
import Drawing
import TestSupport
import Testing

/// The one key-table layout of every help screen, and the left-aligned panel that shows it.
@Suite struct KeyTableTests {
  static let keys = [
    KeyHelp("W / S", "up and down"),
    KeyHelp("Space / Enter", "serve, and a new game after a win"),
  ]

  @Test func descriptionsShareOneColumnAndWrapUnderIt() {
    #expect(
      KeyTable.lines(of: Self.keys, width: 50) == [
        "W / S          up and down",
        "Space / Enter  serve, and a new game after a win",
      ])
    #expect(
      KeyTable.lines(of: Self.keys, width: 30) == [
        "W / S          up and down",
        "Space / Enter  serve, and a",
        "               new game after",
        "               a win",
      ])
  }

  @Test func aKeyWiderThanTheColumnGetsItsOwnRow() {
    let rows = KeyTable.rows(of: KeyHelp("a very long key", "does a thing"), keyWidth: 5, width: 30)
    #expect(rows == [KeyHelp("a very long key", ""), KeyHelp("", "does a thing")])
  }

  @Test func leadingPanelStartsEveryLineAtOneColumn() {
    var canvas = Canvas(size: Size(width: 30, height: 7))
    canvas.centeredPanel(title: "T", lines: ["a  one", "bb two", "", "close"], alignment: .leading)
    let expected = """
                ┌ T ─────┐
                │ a  one │
                │ bb two │
                │        │
                │ close  │
                └────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func panelInAnAreaStaysInsideItAndWrapsToItsWidth() {
    var canvas = Canvas(size: Size(width: 30, height: 7))
    let area = Rect(x: 2, y: 0, width: 12, height: 7)
    let rect = canvas.centeredPanel(title: "A long title", lines: ["one two three four"], in: area)
    #expect(rect.intersection(area) == rect)
    let expected = """

        ┌ A long t ┐
        │ one two  │
        │  three   │
        │   four   │
        └──────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }
}
