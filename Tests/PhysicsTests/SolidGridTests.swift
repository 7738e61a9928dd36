import Physics
import Testing

@Suite struct SolidGridTests {
  @Test func cellsAreReadRowByRowFromTheTopLeft() throws {
    let grid = try mazeGrid(["#..", "..#"])
    #expect(grid.width == 3)
    #expect(grid.height == 2)
    #expect(grid.isSolid(x: 0, y: 0))
    #expect(!grid.isSolid(x: 1, y: 0))
    #expect(grid.isSolid(x: 2, y: 1))
    #expect(!grid.isSolid(x: 0, y: 1))
  }

  @Test func everythingOutsideTheGridIsSolid() throws {
    let grid = try SolidGrid(width: 2, height: 2)
    #expect(!grid.isSolid(x: 0, y: 0))
    #expect(grid.isSolid(x: -1, y: 0))
    #expect(grid.isSolid(x: 0, y: -1))
    #expect(grid.isSolid(x: 2, y: 0))
    #expect(grid.isSolid(x: 0, y: 2))
    #expect(grid.isSolid(x: .max, y: .min))
  }

  @Test func settingACellTogglesItAndOutsideIsIgnored() throws {
    var grid = try SolidGrid(width: 2, height: 2)
    grid.setSolid(true, x: 1, y: 0)
    #expect(grid.isSolid(x: 1, y: 0))
    grid.setSolid(false, x: 1, y: 0)
    #expect(!grid.isSolid(x: 1, y: 0))
    grid.setSolid(true, x: 5, y: 5)
    #expect(grid.cells == [false, false, false, false])
  }

  @Test func wrongCellCountIsATypedError() {
    #expect(throws: SolidGridError.cellCountMismatch(expected: 6, actual: 5)) {
      try SolidGrid(width: 3, height: 2, cells: [true, false, true, false, true])
    }
    #expect(
      SolidGridError.cellCountMismatch(expected: 6, actual: 5).description
        == "grid needs 6 cells (width × height, row by row) but got 5"
    )
  }

  @Test func negativeSizeIsATypedError() {
    #expect(throws: SolidGridError.negativeSize(width: -1, height: 2)) {
      try SolidGrid(width: -1, height: 2)
    }
  }

  @Test func overflowingSizeIsATypedError() {
    #expect(throws: SolidGridError.tooLarge(width: .max, height: 2)) {
      try SolidGrid(width: .max, height: 2)
    }
  }

  @Test func cellRectanglesTileTheWorldFromTheOrigin() throws {
    let grid = try SolidGrid(width: 4, height: 4)
    #expect(grid.rect(x: 1, y: 2, cellSize: 8) == WorldRect(minX: 8, minY: 16, maxX: 16, maxY: 24))
    #expect(grid.cell(containing: Vector2(x: 15.5, y: 16), cellSize: 8)! == (1, 2))
    #expect(grid.cell(containing: Vector2(x: -1e300, y: 1e300), cellSize: 8)! == (-1, 4))
    #expect(grid.cell(containing: Vector2(x: .nan, y: 0), cellSize: 8) == nil)
  }
}
