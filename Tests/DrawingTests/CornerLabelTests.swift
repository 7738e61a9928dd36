import Drawing
import Testing

/// A label over a game goes to a blank right-hand corner, bottom first, else into a line or a
/// wall, and never over what the game drew there.
@Suite struct CornerLabelTests {
  @Test func theBottomCornerWhenBlankElseTheTopElseOneRowInElseNowhere() {
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

    // Both edges taken (Maze's status and help lines): one row in from the bottom.
    var bothTaken = bottomTaken
    _ = bothTaken.text("SCORE 10", x: 22, y: 0)
    let wroteOneRowIn = bothTaken.labelInFreeCorner(" other ")
    #expect(wroteOneRowIn)
    #expect(bothTaken.lines()[3] == String(repeating: " ", count: 24) + "other")
    #expect(bothTaken.lines()[0].hasSuffix("SCORE 10") && bothTaken.lines()[4].hasSuffix("[ STARBOARD ]"))

    var allTaken = Canvas(size: Size(width: 30, height: 5))
    for y in 0..<5 { _ = allTaken.text("row \(y) taken", x: 16, y: y) }
    let before = allTaken
    let wroteWithNoRoom = allTaken.labelInFreeCorner(" other ")
    #expect(!wroteWithNoRoom)
    #expect(allTaken == before)
  }

  /// Before: Paddles' scores fill the top row, its walls the rows under and at the bottom, and
  /// "1 watching" covered the computer's score. The label goes into the top wall, before its
  /// end, as into a box's line.
  @Test func intoAWallUnderTheScoresWhenNoRowIsBlank() {
    var canvas = Canvas(size: Size(width: 30, height: 5))
    _ = canvas.text("Player 1: 0       Computer: 0", x: 0, y: 0)
    _ = canvas.text(String(repeating: "\u{2584}", count: 26), x: 2, y: 1)
    for y in 2...3 { _ = canvas.text("\u{2588}", x: 24, y: y) }  // the computer's paddle
    _ = canvas.text(String(repeating: "\u{2580}", count: 26), x: 2, y: 4)
    let wrote = canvas.labelInFreeCorner(" 1 watching ")
    #expect(wrote)
    #expect(canvas.lines()[0] == "Player 1: 0       Computer: 0", "the scores stay")
    #expect(
      canvas.lines()[1] == "  " + String(repeating: "\u{2584}", count: 13) + " 1 watching \u{2584}")
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
    let wroteInNarrowBox = ascii.labelInFreeCorner(" practice ")
    #expect(wroteInNarrowBox)
    #expect(ascii.lines()[0] == "                       +-----+", "a box too narrow for the label keeps its line")
    #expect(ascii.lines()[4] == "Level 2               Score 0")
    #expect(ascii.lines()[3] == String(repeating: " ", count: 21) + "practice", "one row in instead")
  }
}
