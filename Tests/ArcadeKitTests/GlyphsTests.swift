import ArcadeKit
import Drawing
import Testing

/// Text that is data (key help, board titles, messages) drawn with the canvas's glyphs.
@Suite struct GlyphsTests {
  @Test func asciiWritesEveryUnicodeSymbolInASCII() {
    let g = Glyphs.ascii
    #expect(g.adapted("←↑↓→ hjkl") == "<^v> hjkl")
    #expect(g.adapted("Paddles \u{2014} 3\u{2013}1 • 12×12 · ▶…") == "Paddles - 3-1 * 12x12 . >...")
    #expect(g.adapted("Zoë") == "Zoë", "letters are the player's own and stay")
  }

  @Test func unicodeKeepsTheText() {
    #expect(Glyphs.unicode.adapted("Maze — ← …") == "Maze — ← …")
  }

  @Test func overlaysMapTheirDataOnAnASCIICanvas() {
    var canvas = Canvas(size: Size(width: 40, height: 10), capabilities: .minimal)
    HelpOverlayScene(title: "Keys \u{2014} all", keys: [KeyHelp("\u{2191} / \u{2193}", "up \u{2013} down")])
      .render(into: &canvas)
    #expect(canvas.plainText.unicodeScalars.allSatisfy { $0.isASCII }, "\(canvas.plainText)")
    #expect(canvas.plainText.contains("^ / v  up - down"))
    #expect(canvas.plainText.contains("Keys - all"))
    var notice = Canvas(size: Size(width: 40, height: 10), capabilities: .minimal)
    NoticeScene(title: "Saving", lines: ["Waiting for the score file…"]).render(into: &notice)
    #expect(notice.plainText.contains("Waiting for the score file..."))
  }
}
