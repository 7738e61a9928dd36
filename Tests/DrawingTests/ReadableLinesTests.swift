import Drawing
import Testing

/// Plain mode reads a frame's text, not its cells (`Canvas.readableLines`): the text drawn, in
/// reading order, without what an overlay covered, box drawing, drawings with no words, or the
/// layer a game narrates instead; a line drawn all reversed is the selection.
@Suite struct ReadableLinesTests {
  static let plain = Capabilities(unicode: true, colorDepth: .full256, plain: true)

  @Test func textIsReadInReadingOrderAndTheSelectionSaysSo() {
    var canvas = Canvas(size: Size(width: 30, height: 8), capabilities: Self.plain)
    canvas.box(canvas.bounds, title: "Games")
    // Drawn out of order: the second line first, then the first, then a word beside it.
    canvas.text("Paddles", x: 3, y: 3, style: .highlighted)
    canvas.text("Balls", x: 3, y: 2)
    canvas.text("pop chains", x: 12, y: 2, style: .dim)
    canvas.text("█▀▀█ ░░", x: 3, y: 5)  // a drawing: no words
    canvas.text("──── Esc back ────", x: 3, y: 6)
    #expect(
      canvas.readableLines() == [
        ReadableLine(row: 0, text: "Games", selected: false),
        ReadableLine(row: 2, text: "Balls  pop chains", selected: false),
        ReadableLine(row: 3, text: "Paddles", selected: true),
        ReadableLine(row: 6, text: "Esc back", selected: false),
      ])
    #expect(canvas.readableLines()[2].written == "Paddles  (selected)")
  }

  @Test func whatAnOverlayCoversIsNotReadAndANarratedLayerIsSkipped() {
    var canvas = Canvas(size: Size(width: 30, height: 6), capabilities: Self.plain)
    canvas.textLayer = 0
    canvas.text("Score 120   Lives 3", x: 0, y: 0)
    canvas.text("a long line under the panel", x: 0, y: 2)
    canvas.textLayer = 1
    canvas.box(Rect(x: 4, y: 1, width: 14, height: 3))
    canvas.text("Paused", x: 6, y: 2)
    #expect(canvas.readableLines().map(\.text) == ["Score 120  Lives 3", "Paused"])
    #expect(canvas.readableLines(skippingLayer: 0).map(\.text) == ["Paused"])
    #expect(canvas.readableLines(from: 1).map(\.text) == ["Paused"], "an overlay's own text")
  }

  @Test func aNarratedLayersPanelsAreStillRead() {
    var canvas = Canvas(size: Size(width: 40, height: 9), capabilities: Self.plain)
    canvas.text("Time 3.98 s  Par 7.00 s", x: 0, y: 0)
    canvas.centeredPanel(title: "Goal", lines: ["Gold medal!", "Enter: next level"])
    #expect(canvas.readableLines(skippingLayer: 0).map(\.text) == ["Goal", "Gold medal!", "Enter: next level"])
  }

  @Test func noTextIsKeptWhenTheFrameIsDrawnNotRead() {
    var canvas = Canvas(size: Size(width: 20, height: 2), capabilities: .full)
    canvas.text("Balls", x: 0, y: 0)
    #expect(canvas.textRuns.isEmpty)
    #expect(canvas.readableLines().isEmpty)
    canvas.reset(size: canvas.size, capabilities: Self.plain)
    canvas.text("Maze", x: 0, y: 1)
    canvas.reset(size: canvas.size, capabilities: Self.plain)
    #expect(canvas.textRuns.isEmpty, "each frame reads its own text")
  }
}
