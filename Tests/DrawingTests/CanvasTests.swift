import Drawing
import TestSupport
import Testing

@Suite struct CanvasTests {
  // MARK: - Clipping

  /// Coordinates inside, on and far beyond every edge of a 10×4 canvas.
  static let probes: [Int] = Array(-12...14) + [-1_000_000, 1_000_000]

  @Test(arguments: [Size(width: 0, height: 0), Size(width: 10, height: 4)])
  func writesOutsideAreIgnoredWithoutTrapping(size: Size) {
    for x in CanvasTests.probes {
      for y in CanvasTests.probes {
        var canvas = Canvas(size: size)
        let inside = x >= 0 && y >= 0 && x < size.width && y < size.height
        canvas[x, y] = Cell("@")
        #expect(canvas[x, y].scalar == (inside ? "@" : " "), "cell (\(x), \(y))")
        let written = canvas.cells.filter { $0.scalar == "@" }.count
        #expect(written == (inside ? 1 : 0), "write at (\(x), \(y)) landed \(written) times")
        canvas.text("ab日c", x: x, y: y)
        canvas.fill(Rect(x: x, y: y, width: 3, height: 2), with: Cell("#"))
        canvas.box(Rect(x: x, y: y, width: 4, height: 3), title: "T")
        canvas.centeredText("hello", in: Rect(x: x, y: y, width: 3, height: 1), y: y)
        #expect(canvas.cells.count == size.width * size.height)
      }
    }
  }

  @Test func extremeCoordinatesReadBlankAndWriteNothing() {
    var canvas = Canvas(size: Size(width: 10, height: 4))
    for x in [Int.min, -1, 10, Int.max] {
      for y in [Int.min, -1, 4, Int.max] {
        canvas[x, y] = Cell("@")
        #expect(canvas[x, y] == .blank)
      }
    }
    #expect(canvas.cells.allSatisfy { $0 == .blank })
  }

  @Test func writesJustPastARowEndDoNotWrapToTheNextRow() {
    var canvas = Canvas(size: Size(width: 10, height: 4))
    canvas[10, 0] = Cell("@")
    canvas[-1, 1] = Cell("@")
    canvas.text("abcdef", x: 7, y: 0)
    #expect(canvas.lines() == ["       abc", "", "", ""])
  }

  @Test func fillIsClippedToTheCanvas() {
    var canvas = Canvas(size: Size(width: 10, height: 4))
    canvas.fill(Rect(x: 8, y: -1, width: 5, height: 3), with: Cell("#"))
    canvas.fill(Rect(x: -3, y: 3, width: 4, height: 9), with: Cell("%"))
    #expect(canvas.lines() == ["        ##", "        ##", "", "%"])
  }

  // MARK: - Text

  /// A fill stores its first row and copies it to the rows below; blanking stores a few cells
  /// and doubles them. Every width and height, at every offset, lands exactly in its rectangle,
  /// as a cell-by-cell fill puts it.
  @Test func fillsOfEverySizeCoverExactlyTheirRectangle() {
    let size = Size(width: 150, height: 5)
    let mark = Cell("#", style: Style(foreground: .red, background: .blue, attributes: .bold))
    for width in [0, 1, 2, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 149, 150, 151] {
      for (x, y, height) in [(0, 0, 1), (1, 1, 3), (-3, 2, 9), (7, -1, 2)] {
        var canvas = Canvas(size: size)
        canvas.fill(canvas.bounds, with: Cell("."))
        canvas.fill(Rect(x: x, y: y, width: width, height: height), with: mark)
        var expected = Canvas(size: size)
        for row in 0..<size.height {
          for column in 0..<size.width {
            let inside = column >= x && column < x + width && row >= y && row < y + height
            expected[column, row] = inside ? mark : Cell(".")
          }
        }
        #expect(canvas == expected, "fill of \(width)×\(height) at (\(x), \(y))")
        canvas.reset(size: size, capabilities: .full)
        #expect(canvas == Canvas(size: size), "reset after a fill of \(width)×\(height)")
      }
    }
  }

  @Test func controlCharactersAreDropped() {
    var canvas = Canvas(size: Size(width: 10, height: 2))
    let end = canvas.text("a\u{1B}b\tc\nd\u{7F}e\u{9B}f\u{0}", x: 0, y: 0)
    #expect(canvas.lines() == ["abcdef", ""])
    #expect(end == 6)
  }

  @Test func combiningMarksAreDropped() {
    var canvas = Canvas(size: Size(width: 10, height: 1))
    let end = canvas.text("e\u{301}x", x: 2, y: 0)
    #expect(canvas.lines() == ["  ex"])
    #expect(end == 4)
  }

  @Test func wideCharacterTakesTwoCells() {
    var canvas = Canvas(size: Size(width: 10, height: 1))
    let end = canvas.text("日x", x: 1, y: 0)
    #expect(end == 4)
    #expect(canvas[1, 0].scalar == "日")
    #expect(canvas[2, 0].isContinuation)
    #expect(canvas[3, 0].scalar == "x")
    #expect(canvas.lines() == [" 日x"])
    #expect(Canvas.columns(of: "日x") == 3)
  }

  @Test func wideCharacterThatDoesNotFitLeavesABlankInsteadOfHalfAGlyph() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.text("abc日", x: 0, y: 0)
    #expect(canvas[3, 0].scalar == " ")
    #expect(!canvas.cells.contains { $0.scalar == "日" })
    #expect(canvas.lines() == ["abc"])
  }

  @Test func centeredTextSitsInTheMiddleOfItsRectangle() {
    var canvas = Canvas(size: Size(width: 11, height: 1))
    canvas.centeredText("abc", in: canvas.bounds, y: 0)
    #expect(canvas.lines() == ["    abc"])
  }

  // MARK: - Wrap

  @Test func wrapBreaksAtSpaces() {
    #expect(Canvas.wrap("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
    #expect(Canvas.wrap("  spaced   out  ", width: 20) == ["spaced out"])
  }

  @Test func wrapSplitsWordsLongerThanTheWidth() {
    #expect(Canvas.wrap("abcdefghijkl mn", width: 5) == ["abcde", "fghij", "kl mn"])
  }

  @Test func wrapWithNoWidthGivesNoLines() {
    #expect(Canvas.wrap("anything", width: 0).isEmpty)
    #expect(Canvas.wrap("", width: 10).isEmpty)
  }

  @Test func wrapKeepsWideCharactersWithinTheWidth() {
    let lines = Canvas.wrap("日本語日本語", width: 4)
    #expect(lines == ["日本", "語日", "本語"])
    #expect(lines.allSatisfy { Canvas.columns(of: $0) <= 4 })
    // A wide character in a 1-column line cannot fit; it still makes progress instead of looping.
    #expect(Canvas.wrap("日本", width: 1) == ["日", "本"])
  }

  // MARK: - Boxes

  @Test func boxDrawsUnicodeFrame() {
    var canvas = Canvas(size: Size(width: 12, height: 4))
    canvas.fill(canvas.bounds, with: Cell("x"))
    canvas.box(Rect(x: 0, y: 0, width: 12, height: 3), title: "Hi")
    let expected = """
      ┌ Hi ──────┐
      │          │
      └──────────┘
      xxxxxxxxxxxx
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil)
  }

  /// A title longer than the box is cut by columns (a wide character that would cross the
  /// limit is left out), keeping a space on each side and the corners.
  @Test func boxTitleIsCutToTheColumnsInsideItsCorners() {
    var canvas = Canvas(size: Size(width: 10, height: 3))
    canvas.box(canvas.bounds, title: "Longer than this")
    var wide = Canvas(size: Size(width: 9, height: 3))
    wide.box(wide.bounds, title: "日本語の題")
    #expect(
      TextSnapshot.difference(
        canvas,
        """
        ┌ Longer ┐
        │        │
        └────────┘
        """) == nil)
    #expect(
      TextSnapshot.difference(
        wide,
        """
        ┌ 日本 ─┐
        │       │
        └───────┘
        """) == nil)
  }

  @Test func boxDrawsAsciiFrameWithoutUnicodeCapability() {
    var canvas = Canvas(size: Size(width: 6, height: 3), capabilities: .minimal)
    canvas.box(canvas.bounds)
    let expected = """
      +----+
      |    |
      +----+
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil)
    #expect(canvas.plainText.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test func boxTooSmallToFrameDrawsNothing() {
    var canvas = Canvas(size: Size(width: 5, height: 5))
    canvas.box(Rect(x: 1, y: 1, width: 1, height: 3))
    canvas.box(Rect(x: 1, y: 1, width: 3, height: 1))
    #expect(canvas.cells.allSatisfy { $0 == .blank })
  }

  // MARK: - Panels

  @Test func centeredPanelFramesItsLinesInTheMiddle() {
    var canvas = Canvas(size: Size(width: 30, height: 7))
    let rect = canvas.centeredPanel(title: "T", lines: ["hello"])
    #expect(rect == Rect(x: 10, y: 2, width: 9, height: 3))
    let expected = """


                ┌ T ────┐
                │ hello │
                └───────┘


      """
    #expect(TextSnapshot.difference(canvas, expected) == nil)
  }

  @Test func centeredPanelOnATinyCanvasNeverTrapsAndStaysInside() {
    let lines = ["a rather long line that must be wrapped many times over", "", "日本語のテキスト", "x"]
    for width in 0...14 {
      for height in 0...8 {
        for capabilities in [Capabilities.full, .minimal] {
          var canvas = Canvas(size: Size(width: width, height: height), capabilities: capabilities)
          let rect = canvas.centeredPanel(title: "A long panel title", lines: lines)
          #expect(rect.intersection(canvas.bounds) == rect, "\(width)×\(height): \(rect)")
          #expect(canvas.cells.count == width * height)
        }
      }
    }
  }

  // MARK: - Snapshots

  @Test func linesDropTrailingSpacesAndContinuationCells() {
    var canvas = Canvas(size: Size(width: 6, height: 2))
    canvas.text("日 a", x: 0, y: 1)
    #expect(canvas.lines() == ["", "日 a"])
    #expect(canvas.plainText == "\n日 a")
  }
}
