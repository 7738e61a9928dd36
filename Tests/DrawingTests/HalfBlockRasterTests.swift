import Drawing
import TestSupport
import Testing

@Suite struct HalfBlockRasterTests {
  @Test func rasterHasTwoSquarePixelsPerCell() {
    let raster = HalfBlockRaster(cells: Size(width: 10, height: 5))
    #expect(raster.width == 10)
    #expect(raster.height == 10)
  }

  @Test func filledCircleIsRoundAndSymmetric() {
    // Radius 3 pixels centred on the pixel corner (5, 5): six pixels across and six down.
    var raster = HalfBlockRaster(cells: Size(width: 10, height: 5))
    raster.fillCircle(centerX: 5, centerY: 5, radius: 3, color: .yellow)
    var canvas = Canvas(size: Size(width: 10, height: 5))
    raster.draw(into: &canvas, at: 0, 0)
    let expected = """

        ▄████▄
        ██████
        ▀████▀

      """
    #expect(TextSnapshot.difference(canvas, expected) == nil)
    #expect(canvas[3, 2].style.foreground == .yellow)
  }

  @Test func circlePixelsMatchTheDistanceRule() {
    var raster = HalfBlockRaster(cells: Size(width: 10, height: 5))
    raster.fillCircle(centerX: 5, centerY: 5, radius: 3, color: .red)
    // Centre (5.5, 2.5) is at distance sqrt(0.25 + 6.25) < 3; (7.5, 2.5) at sqrt(6.25 + 6.25) > 3.
    #expect(raster[5, 2] == .red)
    #expect(raster[7, 2] == nil)
    #expect(raster[2, 4] == .red)
    #expect(raster[1, 4] == nil)
    let painted = (0..<10).flatMap { y in (0..<10).map { x in (x, y) } }.filter { raster[$0.0, $0.1] != nil }
    #expect(painted.count == 32)
  }

  @Test func circleOutsideTheRasterIsClipped() {
    var raster = HalfBlockRaster(cells: Size(width: 4, height: 2))
    raster.fillCircle(centerX: -100, centerY: 2, radius: 3, color: .red)
    raster.fillCircle(centerX: 2, centerY: 2, radius: .infinity, color: .red)
    raster.fillCircle(centerX: .nan, centerY: 2, radius: 3, color: .red)
    raster.fillCircle(centerX: 0, centerY: 0, radius: 1000, color: .blue)
    #expect(raster[0, 0] == .blue)
    #expect(raster[3, 3] == .blue)
    #expect(raster[4, 0] == nil)
  }

  // MARK: - Glyphs

  @Test func topOnlyBottomOnlyAndBothHalvesUseTheMatchingBlock() {
    var raster = HalfBlockRaster(cells: Size(width: 3, height: 1))
    raster[0, 0] = .red
    raster[1, 1] = .green
    raster[2, 0] = .blue
    raster[2, 1] = .blue
    var canvas = Canvas(size: Size(width: 3, height: 1))
    raster.draw(into: &canvas, at: 0, 0)
    #expect(canvas.lines() == ["▀▄█"])
    #expect(canvas[0, 0].style.foreground == .red)
    #expect(canvas[1, 0].style.foreground == .green)
    #expect(canvas[2, 0].style.foreground == .blue)
  }

  @Test func transparentPixelsLeaveTheCanvasAlone() {
    let raster = HalfBlockRaster(cells: Size(width: 3, height: 1))
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas.text("abc", x: 0, y: 0)
    raster.draw(into: &canvas, at: 0, 0)
    #expect(canvas.lines() == ["abc"])
  }

  @Test func twoColoursInOneCellUseUpperHalfWithForegroundAndBackground() {
    var raster = HalfBlockRaster(cells: Size(width: 1, height: 1))
    raster[0, 0] = .red
    raster[0, 1] = .blue
    var canvas = Canvas(size: Size(width: 1, height: 1))
    raster.draw(into: &canvas, at: 0, 0)
    #expect(canvas[0, 0] == Cell("▀", style: Style(foreground: .red, background: .blue)))
  }

  /// Cells showing the one kept (a wall drawn before) stay; the others take the raster, their
  /// backgrounds kept; nine cells wide, so a run of eight transparent ones is skipped whole.
  @Test func cellsShowingTheKeptCellStayAsTheyAre() {
    var raster = HalfBlockRaster(cells: Size(width: 11, height: 1))
    for column in [0, 1, 9, 10] { raster[column, 1] = .black }
    var canvas = Canvas(size: Size(width: 11, height: 1))
    let wall = Cell("█", style: Style(foreground: .gray))
    let felt = Cell(" ", style: Style(background: .green))
    canvas.fill(canvas.bounds, with: felt)
    canvas[1, 0] = wall
    raster.draw(into: &canvas, at: 0, 0, keeping: wall)
    #expect(canvas[0, 0] == Cell("▄", style: Style(foreground: .black, background: .green)))
    #expect(canvas[1, 0] == wall)
    #expect((2...8).allSatisfy { canvas[$0, 0] == felt })
    #expect(canvas[9, 0] == canvas[0, 0] && canvas[10, 0] == canvas[0, 0])
  }

  @Test func monochromeDrawsTwoColouredCellsAsFullBlocks() {
    var raster = HalfBlockRaster(cells: Size(width: 2, height: 1))
    raster[0, 0] = .red
    raster[0, 1] = .blue
    raster[1, 0] = .red
    var canvas = Canvas(
      size: Size(width: 2, height: 1), capabilities: Capabilities(unicode: true, colorDepth: .monochrome))
    raster.draw(into: &canvas, at: 0, 0)
    #expect(canvas.lines() == ["█▀"])
  }

  @Test func asciiFallbackUsesTheGivenGlyph() {
    var raster = HalfBlockRaster(cells: Size(width: 3, height: 1))
    raster[0, 0] = .red
    raster[1, 1] = .blue
    raster[2, 0] = .blue
    raster[2, 1] = .red
    var canvas = Canvas(size: Size(width: 3, height: 1), capabilities: .minimal)
    raster.draw(into: &canvas, at: 0, 0) { $0 == .red ? "o" : "x" }
    #expect(canvas.lines() == ["oxx"])
    var plain = Canvas(size: Size(width: 3, height: 1), capabilities: .minimal)
    raster.draw(into: &plain, at: 0, 0)
    #expect(plain.lines() == ["###"])
  }

  @Test func drawingAtAnOffsetIsClippedToTheCanvas() {
    var raster = HalfBlockRaster(cells: Size(width: 3, height: 2))
    raster.fillRect(x: 0, y: 0, width: 3, height: 4, color: .red)
    var canvas = Canvas(size: Size(width: 4, height: 3))
    raster.draw(into: &canvas, at: 2, 2)
    raster.draw(into: &canvas, at: -2, -1)
    #expect(canvas.lines() == ["█", "", "  ██"])
  }
}
