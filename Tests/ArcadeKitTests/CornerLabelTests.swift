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
}
