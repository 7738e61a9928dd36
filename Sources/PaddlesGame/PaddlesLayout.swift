import ArcadeKit
import Drawing
import GameKit

// MARK: - PaddlesLayout

/// Where the status line, the walls and the field go on a screen of a given size.
///
/// Row 0 holds the status line, row 1 the top wall, the last row the bottom wall; the field
/// between them is scaled with square braille dots (2 × 4 per cell), so the puck stays round.
struct PaddlesLayout {
  /// The whole screen.
  let screen: Size
  /// The cells the field may use.
  let fieldArea: Rect
  /// World ↔ dots mapping of the field.
  let viewport: Viewport

  /// Lays out a screen.
  init(screen: Size) {
    self.screen = screen
    fieldArea = Rect(x: 0, y: 2, width: screen.width, height: screen.height - 3)
    viewport = Viewport(
      worldWidth: SidewaysArena.width, worldHeight: SidewaysArena.height, area: fieldArea,
      pixelsPerCellX: 2, pixelsPerCellY: 4)
  }

  /// The row of the status line.
  var statusRow: Int { 0 }
  /// The row of the top wall.
  var topWallRow: Int { fieldArea.y - 1 }
  /// The row of the bottom wall.
  var bottomWallRow: Int { fieldArea.maxY }
  /// The columns the field covers.
  var fieldColumns: Range<Int> {
    let cells = viewport.worldCells
    return cells.x..<cells.maxX
  }

  /// A cell of the screen as a field point (x along, y across), or nil outside the field rows.
  func worldPoint(column: Int, row: Int) -> (x: Double, y: Double)? {
    guard fieldArea.contains(x: column, y: row) || row == topWallRow || row == bottomWallRow
    else { return nil }
    return viewport.world(column: column, row: row)
  }

  /// The half of the field a cell lies in: player 1's (left) or player 2's (right).
  func half(column: Int, row: Int) -> PlayerSlot? {
    guard let point = worldPoint(column: column, row: row) else { return nil }
    return point.x < SidewaysArena.width / 2 ? .one : .two
  }
}
