import ArcadeKit
import Drawing
import TestSupport
import Testing

/// A `TextLine` reads, measures and draws as the `String` with the same text would.
@Suite struct TextLineTests {
  static let pieces = [
    "", "Score: ", "é", "•", "漢字", "🚀", "a\u{301}", "Balls", " [W/S ↑/↓]: ", "\u{1B}[31m", "👍\u{1F3FD}",
    "\u{1100}\u{1161}\u{11A8}", "\u{1F3FD}", "\u{1161}", "eight ok then\u{7F}more", "twelve bytes~ ",
  ]

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func interpolationWritesWhatAStringWould(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<300 {
      let word = Self.pieces[random.int(in: 0..<Self.pieces.count)]
      let number = [0, 7, -3, 42, 1_000_000, Int.max, Int.min][random.int(in: 0...6)]
      let scalar: Unicode.Scalar = ["x", "→", "█", "😀"][random.int(in: 0...3)]
      let line: TextLine = "\(word)(\(number)) \(scalar)\(word.dropFirst())."
      let string = "\(word)(\(number)) \(scalar)\(word.dropFirst())."
      #expect(line.description == string)
      #expect(Array(line.unicodeScalars) == Array(string.unicodeScalars))
      #expect(Canvas.columns(of: line) == Canvas.columns(of: string))
      #expect(!line.isTruncated)
      var drawn = Canvas(size: Size(width: 30, height: 2))
      var expected = drawn
      let end = drawn.text(line, x: random.int(in: -3...5), y: 1, style: .bold)
      let expectedEnd = expected.text(string, x: end - Canvas.columns(of: string), y: 1, style: .bold)
      #expect(drawn == expected && end == expectedEnd, "\(string)")
    }
  }

  @Test func aLineTooLongForItsCapacityKeepsWholeScalarsAndSaysSo() {
    var line = TextLine()
    for _ in 0..<TextLine.capacity { line.append("€" as Unicode.Scalar) }  // three bytes each
    #expect(line.isTruncated)
    #expect(line.utf8Count == TextLine.capacity / 3 * 3)
    #expect(line.description == String(repeating: "€", count: TextLine.capacity / 3))
    line.append("a")  // nothing after a drop, so no gap in the middle
    #expect(line.description.last == "€")
    #expect(TextLine(String(repeating: "a", count: TextLine.capacity)).isTruncated == false)
  }

  @Test func aColumnLimitStopsBeforeACharacterThatWouldCrossIt() {
    var canvas = Canvas(size: Size(width: 12, height: 1))
    let end = canvas.text("ab漢字cd" as TextLine, x: 1, y: 0, columns: 4)
    #expect(end == 5)
    #expect(canvas.lines() == [" ab漢"])
    canvas.text("xyz" as TextLine, x: 8, y: 0, columns: 0)
    #expect(canvas.lines() == [" ab漢"])
    #expect(canvas.text("plain" as TextLine, x: 7, y: 0, columns: 3) == 10)
    #expect(canvas.text("off" as TextLine, x: 10, y: 5) == 13, "off the canvas: nothing drawn, the end still told")
    #expect(canvas.lines() == [" ab漢  pla"])
  }

  /// Text is stored a cell a scalar while it is ASCII and the common symbols; from the first
  /// other scalar on it is drawn by the general rules, which still join what follows it.
  @Test func symbolsBeforeAnEmojiOrJamoLeaveThemToJoinWhatFollows() {
    let cases: [(String, String, Int)] = [
      ("→\u{1F44D}\u{1F3FD}|", "→\u{1F44D}|", 4),
      ("• \u{1100}\u{1161}\u{11A8}x", "• \u{AC01}x", 5),
      ("a─\u{301}b", "a─b", 3),
    ]
    for (text, drawn, end) in cases {
      var canvas = Canvas(size: Size(width: 12, height: 1))
      #expect(canvas.text(text, x: 0, y: 0) == end)
      #expect(canvas.lines() == [drawn])
      var fromLine = Canvas(size: Size(width: 12, height: 1))
      #expect(fromLine.text(TextLine(text), x: 0, y: 0) == end)
      #expect(fromLine == canvas)
    }
    // A control character anywhere in a piece appended whole sends the line the general way,
    // which drops it: eight bytes are checked a step, and the rest one by one.
    for text in ["eight ok then\u{7F}more", "sixteen bytes ok\u{1B}", "\u{7}"] {
      var fromLine = Canvas(size: Size(width: 24, height: 1))
      var fromString = fromLine
      fromLine.text(TextLine(text), x: 0, y: 0)
      fromString.text(text, x: 0, y: 0)
      #expect(fromLine == fromString && !fromLine.lines()[0].contains("\u{7F}"), "\(text.debugDescription)")
    }
    // Bold "…" keeps its colours but not bold (the bold font lacks it); bold "•" stays bold.
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.text("•…", x: 0, y: 0, style: .bold)
    #expect(canvas[0, 0].style == .bold && canvas[1, 0].style == .plain)
  }

  @Test func linesAppendedToLinesKeepTheirTextAndWidth() {
    let ascii: TextLine = "Score: \(3)"
    let arrows: TextLine = "\(ascii) [↑/↓]"
    #expect(arrows.description == "Score: 3 [↑/↓]")
    #expect(Canvas.columns(of: ascii) == 8 && Canvas.columns(of: arrows) == 14)
    #expect(Canvas.columns(of: "漢字 \(ascii)" as TextLine) == 13)
    #expect(Canvas.columns(of: "a\u{7}b" as TextLine) == 2, "a control character takes no column")
    var long = TextLine(String(repeating: "x", count: TextLine.capacity - 2))
    long.append(arrows)
    #expect(long.isTruncated && long.description.hasSuffix("xSc"), "as much as fits: two bytes")
  }

  @Test func equalLinesAreTheSameText() {
    #expect(("a\(1)" as TextLine) == "a1")
    #expect(("a\(1)" as TextLine) != "a12")
    #expect(TextLine() == "")
    #expect(TextLine().isEmpty)
  }
}
