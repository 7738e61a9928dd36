import Drawing
import TestSupport
import Testing

@Suite struct BrailleRasterTests {
  /// Unicode's braille dot numbering: dots 1–3 and 7 down the left column, 4–6 and 8 down the right.
  static let dots: [(x: Int, y: Int, scalar: UInt32)] = [
    (0, 0, 0x2801), (0, 1, 0x2802), (0, 2, 0x2804), (1, 0, 0x2808),
    (1, 1, 0x2810), (1, 2, 0x2820), (0, 3, 0x2840), (1, 3, 0x2880),
  ]

  @Test func eachDotMapsToItsBrailleCodePoint() {
    for dot in BrailleRasterTests.dots {
      var raster = BrailleRaster(cells: Size(width: 1, height: 1))
      raster.set(x: dot.x, y: dot.y, color: .green)
      #expect(raster.isSet(x: dot.x, y: dot.y))
      var canvas = Canvas(size: Size(width: 1, height: 1))
      raster.draw(into: &canvas, at: 0, 0)
      #expect(canvas[0, 0].scalar.value == dot.scalar, "dot (\(dot.x), \(dot.y))")
      #expect(canvas[0, 0].style.foreground == .green)
    }
  }

  @Test func allEightDotsMakeTheFullBrailleCell() {
    var raster = BrailleRaster(cells: Size(width: 1, height: 1))
    for dot in BrailleRasterTests.dots { raster.set(x: dot.x, y: dot.y, color: .white) }
    var canvas = Canvas(size: Size(width: 1, height: 1))
    raster.draw(into: &canvas, at: 0, 0)
    #expect(canvas.lines() == ["⣿"])
  }

  @Test func dotsInTheSecondCellLandInIt() {
    var raster = BrailleRaster(cells: Size(width: 2, height: 2))
    raster.set(x: 3, y: 7, color: .red)
    var canvas = Canvas(size: Size(width: 2, height: 2))
    raster.draw(into: &canvas, at: 0, 0)
    #expect(canvas.lines() == ["", " ⢀"])
    #expect(!raster.isSet(x: 2, y: 7))
  }

  @Test func dotsOutsideAreIgnored() {
    var raster = BrailleRaster(cells: Size(width: 1, height: 1))
    for (x, y) in [(-1, 0), (0, -1), (2, 0), (0, 4), (Int.min, Int.max)] {
      raster.set(x: x, y: y, color: .red)
      #expect(!raster.isSet(x: x, y: y))
    }
    var canvas = Canvas(size: Size(width: 1, height: 1))
    raster.draw(into: &canvas, at: 0, 0)
    #expect(canvas.lines() == [""])
  }

  @Test func filledCircleIsRoundAndSymmetric() {
    // Radius 3 dots centred on the dot corner (4, 4) of an 8×8-dot raster.
    var raster = BrailleRaster(cells: Size(width: 4, height: 2))
    raster.fillCircle(centerX: 4, centerY: 4, radius: 3, color: .cyan)
    var canvas = Canvas(size: Size(width: 4, height: 2))
    raster.draw(into: &canvas, at: 0, 0)
    let expected = """
      ⢠⣶⣶⡄
      ⠘⠿⠿⠃
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil)
  }

  @Test func asciiFallbackUsesTheGivenGlyph() {
    var raster = BrailleRaster(cells: Size(width: 3, height: 1))
    raster.set(x: 0, y: 0, color: .red)
    raster.set(x: 5, y: 3, color: .red)
    var canvas = Canvas(size: Size(width: 3, height: 1), capabilities: .minimal)
    raster.draw(into: &canvas, at: 0, 0)
    #expect(canvas.lines() == [". ."])
    var starred = Canvas(size: Size(width: 3, height: 1), capabilities: .minimal)
    raster.draw(into: &starred, at: 0, 0, asciiGlyph: "*")
    #expect(starred.lines() == ["* *"])
  }

  @Test func cellTakesTheColourOfTheLastDot() {
    var raster = BrailleRaster(cells: Size(width: 1, height: 1))
    raster.set(x: 0, y: 0, color: .red)
    raster.set(x: 1, y: 1, color: .blue)
    var canvas = Canvas(size: Size(width: 1, height: 1))
    raster.draw(into: &canvas, at: 0, 0)
    #expect(canvas[0, 0] == Cell("⠑", style: Style(foreground: .blue)))
  }

  @Test func dotsDrawnOverADimCellAreNotDimAndKeepItsBackground() {
    var raster = BrailleRaster(cells: Size(width: 1, height: 1))
    raster.fillCircle(centerX: 1, centerY: 2, radius: 2, color: .brightYellow)
    var canvas = Canvas(size: Size(width: 1, height: 1))
    canvas[0, 0] = Cell("┊", style: Style(foreground: .gray, background: .green, attributes: [.dim, .reverse]))
    raster.draw(into: &canvas, at: 0, 0)
    #expect(canvas[0, 0].style == Style(foreground: .brightYellow, background: .green))
  }
}
