import Drawing
import TestSupport
import Testing

/// The one list of symbols the arcade may draw, and the check every snapshot makes against it.
@Suite struct SafeGlyphsTests {
  static let console = Capabilities(unicode: true, colorDepth: .sixteen, consoleFont: true)

  @Test func aSymbolMissingFromXtermsFontFailsTheSnapshotEvenWhenTheTextMatches() {
    var canvas = Canvas(size: Size(width: 3, height: 1), capabilities: .full)
    canvas.text("a⚑", x: 0, y: 0)
    let problem = TextSnapshot.difference(canvas, "a⚑")
    #expect(problem?.contains("U+2691") == true)
  }

  @Test func brailleAndHalfBlocksAreForFullFontsOnly() {
    for scalar: Unicode.Scalar in ["\u{2847}", "▀", "▄", "▓", "✓"] {
      #expect(SafeGlyphs.allows(scalar, with: .full), "\(scalar)")
      #expect(!SafeGlyphs.allows(scalar, with: Self.console), "\(scalar)")
    }
    for scalar: Unicode.Scalar in ["─", "│", "┌", "█", "▒", "▶", "•", "←", "…", "✗"] {
      #expect(SafeGlyphs.allows(scalar, with: Self.console), "\(scalar)")
      #expect(!SafeGlyphs.allows(scalar, with: .minimal), "\(scalar)")
    }
  }

  /// xterm's default bold font (misc-fixed 6x13B) draws "…" as "_": the ellipsis is drawn
  /// without bold, keeping the rest of its style, and a snapshot check flags a bold one.
  @Test func anEllipsisIsNeverDrawnBold() {
    var canvas = Canvas(size: Size(width: 5, height: 1), capabilities: .full)
    let style = Style(foreground: .blue, background: .brightWhite, attributes: [.bold, .reverse])
    canvas.text("cut…", x: 0, y: 0, style: style)
    #expect(canvas[2, 0].style == style)
    #expect(canvas[3, 0].scalar == "…")
    #expect(canvas[3, 0].style == Style(foreground: .blue, background: .brightWhite, attributes: .reverse))
    #expect(SafeGlyphs.boldWhereTheBoldFontLacksThem(on: canvas).isEmpty)
    canvas[4, 0] = Cell("…", style: .bold)
    #expect(SafeGlyphs.boldWhereTheBoldFontLacksThem(on: canvas) == ["…"])
  }

  @Test func lettersFromThePlayersOwnTextAreNotJudged() {
    var canvas = Canvas(size: Size(width: 8, height: 1), capabilities: .full)
    canvas.text("Zoë 李", x: 0, y: 0)
    #expect(SafeGlyphs.unlisted(on: canvas).isEmpty)
  }

  @Test func theBoxAndRastersFallBackOnTheConsole() {
    var canvas = Canvas(size: Size(width: 6, height: 3), capabilities: Self.console)
    canvas.box(canvas.bounds, title: nil)
    var dots = BrailleRaster(cells: Size(width: 1, height: 1))
    dots.fillCircle(centerX: 1, centerY: 2, radius: 1, color: .brightYellow)
    dots.draw(into: &canvas, at: 1, 1, asciiGlyph: "O")
    var blocks = HalfBlockRaster(cells: Size(width: 1, height: 1))
    blocks[0, 0] = .red
    blocks.draw(into: &canvas, at: 2, 1)
    #expect(SafeGlyphs.unlisted(on: canvas).isEmpty)
    #expect(canvas.lines()[1].hasPrefix("│O#"))
  }
}
