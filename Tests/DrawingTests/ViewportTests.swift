import Drawing
import Testing

@Suite struct ViewportTests {
  /// A tall 320×480 world in a whole 80×24 terminal with half blocks (80×48 pixels).
  let viewport = Viewport(worldWidth: 320, worldHeight: 480, area: Rect(x: 0, y: 0, width: 80, height: 24))

  @Test func tallWorldKeepsSquarePixels() {
    // Height limits: 48 pixels for 480 units. The same 0.1 must apply across, not 80/320.
    #expect(viewport.scale == 0.1)
    let origin = viewport.pixel(x: 0, y: 0)
    let right = viewport.pixel(x: 100, y: 0)
    let down = viewport.pixel(x: 0, y: 100)
    #expect(right.x - origin.x == down.y - origin.y)
    #expect(right.y == origin.y)
    #expect(down.x == origin.x)
  }

  @Test func tallWorldIsCentredHorizontally() {
    #expect(viewport.offsetX == 24)
    #expect(viewport.offsetY == 0)
    let cells = viewport.worldCells
    #expect(cells == Rect(x: 24, y: 0, width: 32, height: 24))
    #expect(cells.x - viewport.area.x == viewport.area.maxX - cells.maxX)
  }

  @Test func worldCornersLandInTheWorldCells() {
    let topLeft = viewport.cell(x: 0, y: 0)
    let bottomRight = viewport.cell(x: 319.9, y: 479.9)
    #expect(topLeft.column == 24 && topLeft.row == 0)
    #expect(bottomRight.column == 55 && bottomRight.row == 23)
  }

  @Test func worldOfACellInvertsCellOfAPoint() {
    let onePixel = 1 / viewport.scale
    for row in 0..<24 {
      for column in 24..<56 {
        let point = viewport.world(column: column, row: row)
        let back = viewport.cell(x: point.x, y: point.y)
        #expect(back.column == column && back.row == row, "cell (\(column), \(row)) → \(point) → \(back)")
      }
    }
    for y in stride(from: 0.0, to: 480, by: 7) {
      for x in stride(from: 0.0, to: 320, by: 7) {
        let cell = viewport.cell(x: x, y: y)
        let centre = viewport.world(column: cell.column, row: cell.row)
        #expect(abs(centre.x - x) <= onePixel && abs(centre.y - y) <= onePixel, "(\(x), \(y)) → \(centre)")
      }
    }
  }

  @Test func offsetAreaAndBrailleDotsStaySquareAndInvert() {
    let braille = Viewport(
      worldWidth: 320, worldHeight: 480, area: Rect(x: 3, y: 2, width: 80, height: 24),
      pixelsPerCellX: 2, pixelsPerCellY: 4)
    // 160×96 dots: height limits again, 96 / 480.
    #expect(braille.scale == 0.2)
    #expect(braille.offsetX == 48)
    #expect(braille.worldCells == Rect(x: 27, y: 2, width: 32, height: 24))
    for row in 2..<26 {
      for column in 27..<59 {
        let point = braille.world(column: column, row: row)
        let back = braille.cell(x: point.x, y: point.y)
        #expect(back.column == column && back.row == row)
      }
    }
  }

  @Test func emptyAreaHasNoScaleAndDoesNotTrap() {
    let empty = Viewport(worldWidth: 320, worldHeight: 480, area: Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(empty.scale == 0)
    #expect(empty.world(column: 5, row: 5) == (0, 0))
    #expect(empty.worldCells.isEmpty)
  }
}
