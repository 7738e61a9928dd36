import ArcadeKit
import Drawing
import Levels
import Physics

// MARK: - MazeBoardLayout

/// Where each grid cell lands on the screen: cells are 2k columns × k rows (square on a
/// terminal), as large as fit; a grid too large even at k = 1 scrolls to keep `focus` in view.
///
/// Rendering and mouse hit-testing both compute it from the same inputs, so they always agree.
struct MazeBoardLayout: Hashable, Sendable {
  /// The screen area the board may use.
  let area: Rect
  /// Grid columns and rows.
  let gridWidth: Int
  let gridHeight: Int
  /// Columns and rows of one cell on screen.
  let cellColumns: Int
  let cellRows: Int
  /// Screen position of the top-left corner of cell (0, 0); left of or above `area` when scrolled.
  let originX: Int
  let originY: Int

  /// Fits a grid into `area`, at most `maxScale` rows per cell, scrolled around `focus`.
  init(
    gridWidth: Int, gridHeight: Int, area: Rect, focus: MazeLevel.Position, maxScale: Int = 8
  ) {
    self.area = area
    self.gridWidth = max(1, gridWidth)
    self.gridHeight = max(1, gridHeight)
    let fit = min(area.width / (2 * self.gridWidth), area.height / self.gridHeight)
    let scale = max(1, min(maxScale, fit))
    cellColumns = 2 * scale
    cellRows = scale
    originX = MazeBoardLayout.origin(
      start: area.x, length: area.width, cells: self.gridWidth, cellLength: cellColumns,
      focus: focus.column)
    originY = MazeBoardLayout.origin(
      start: area.y, length: area.height, cells: self.gridHeight, cellLength: cellRows,
      focus: focus.row)
  }

  /// Centres the grid when it fits; otherwise puts the focus cell in the middle, without
  /// showing space beyond either edge of the grid.
  private static func origin(start: Int, length: Int, cells: Int, cellLength: Int, focus: Int)
    -> Int
  {
    let total = cells * cellLength
    if total <= length { return start + (length - total) / 2 }
    let wanted = focus * cellLength + cellLength / 2 - length / 2
    return start - max(0, min(total - length, wanted))
  }

  // MARK: - Mapping

  /// The screen rectangle of a cell (may lie partly outside `area` when scrolled).
  func rect(column: Int, row: Int) -> Rect {
    Rect(
      x: originX + column * cellColumns, y: originY + row * cellRows, width: cellColumns,
      height: cellRows)
  }

  /// The screen rectangle of the whole grid, clipped to the area.
  var gridRect: Rect {
    Rect(x: originX, y: originY, width: gridWidth * cellColumns, height: gridHeight * cellRows)
      .intersection(area)
  }

  /// The grid cell under a screen cell, or nil when outside the grid or the area.
  func cell(atX x: Int, y: Int) -> MazeLevel.Position? {
    guard area.contains(x: x, y: y) else { return nil }
    let dx = x - originX
    let dy = y - originY
    guard dx >= 0, dy >= 0 else { return nil }
    let position = MazeLevel.Position(column: dx / cellColumns, row: dy / cellRows)
    guard position.column < gridWidth, position.row < gridHeight else { return nil }
    return position
  }

  /// The world point at the centre of a screen cell (for clicks; may be outside the grid).
  func worldPoint(x: Int, y: Int) -> Vector2 {
    Vector2(
      x: (Double(x - originX) + 0.5) / Double(cellColumns) * MazePhysics.cellSize,
      y: (Double(y - originY) + 0.5) / Double(cellRows) * MazePhysics.cellSize)
  }

  /// Braille dots per world unit horizontally and vertically (2 and 4 dots per screen cell).
  var dotsPerUnitX: Double { Double(cellColumns * 2) / MazePhysics.cellSize }
  var dotsPerUnitY: Double { Double(cellRows * 4) / MazePhysics.cellSize }
}
