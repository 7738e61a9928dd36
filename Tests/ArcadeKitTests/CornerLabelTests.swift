import ArcadeKit
import Testing

/// A label over a game goes to a blank right-hand corner, bottom first, and never over what the
/// game drew there.
@Suite struct CornerLabelTests {
  @Test func theBottomCornerWhenBlankElseTheTopElseNowhere() {
    var blank = Canvas(size: Size(width: 30, height: 5))
    let wroteOnBlank = blank.labelInFreeCorner(" note ")
    #expect(wroteOnBlank)
    // (`lines()` leaves out trailing blanks: the label's last space.)
    #expect(blank.lines()[4] == String(repeating: " ", count: 25) + "note")

    var bottomTaken = Canvas(size: Size(width: 30, height: 5))
    _ = bottomTaken.text("[ STARBOARD ]", x: 17, y: 4)
    let wroteOverButton = bottomTaken.labelInFreeCorner(" note ")
    #expect(wroteOverButton)
    #expect(bottomTaken.lines()[4].hasSuffix("[ STARBOARD ]"), "the button stays")
    #expect(bottomTaken.lines()[0] == String(repeating: " ", count: 25) + "note")

    var bothTaken = bottomTaken
    _ = bothTaken.text("SCORE 10", x: 22, y: 0)
    let before = bothTaken
    let wroteWithNoRoom = bothTaken.labelInFreeCorner(" other ")
    #expect(!wroteWithNoRoom)
    #expect(bothTaken == before)
  }

  /// Before: Balls' field box takes the top row and its status line the bottom one, so a
  /// daily retry was never labelled practice. The label goes into the box's top line.
  @Test func intoABoxsTopLineWhenNoCornerIsBlank() {
    var canvas = Canvas(size: Size(width: 30, height: 5))
    _ = canvas.text("  \u{250C}" + String(repeating: "\u{2500}", count: 22) + "\u{2510}", x: 0, y: 0)
    _ = canvas.text("Level 2               Score 0", x: 0, y: 4)
    let wrote = canvas.labelInFreeCorner(" practice ")
    #expect(wrote)
    #expect(canvas.lines()[0] == "  \u{250C}" + String(repeating: "\u{2500}", count: 12) + " practice \u{2510}")
    #expect(canvas.lines()[4] == "Level 2               Score 0", "the status line stays")

    var ascii = Canvas(size: Size(width: 30, height: 5))
    _ = ascii.text("+" + String(repeating: "-", count: 5) + "+", x: 23, y: 0)
    _ = ascii.text("Level 2               Score 0", x: 0, y: 4)
    let tooNarrow = ascii
    let wroteInNarrowBox = ascii.labelInFreeCorner(" practice ")
    #expect(!wroteInNarrowBox, "a box too narrow for the label keeps its line")
    #expect(ascii.lines() == tooNarrow.lines())
  }
}
