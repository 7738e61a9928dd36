import ArcadeKit
import Drawing

// MARK: - HolesLayout

/// Where things go on a screen of a given size: status line, framed table, tilt line.
///
/// Rendering and mouse hit-testing both use it, so a click lands where the table is drawn.
struct HolesLayout: Hashable, Sendable {
  /// The screen size this layout is for.
  let screen: Size
  /// Maps the world onto half-block pixels (holes, ball).
  let blocks: Viewport

  /// Lays out a `worldWidth` × `worldHeight` table on `screen`.
  init(screen: Size, worldWidth: Double, worldHeight: Double) {
    self.screen = screen
    // Row 0 status, row 1 frame, the table, a frame row, and the tilt line at the bottom.
    let area = Rect(x: 1, y: 2, width: screen.width - 2, height: screen.height - 4)
    blocks = Viewport(
      worldWidth: worldWidth, worldHeight: worldHeight, area: area, pixelsPerCellX: 1,
      pixelsPerCellY: 2)
  }

  /// The cells the table covers.
  var table: Rect { blocks.worldCells }

  /// The frame around the table.
  var frame: Rect {
    Rect(x: table.x - 1, y: table.y - 1, width: table.width + 2, height: table.height + 2)
  }

  /// The status line's row.
  var statusRow: Int { 0 }

  /// The tilt line's row.
  var tiltRow: Int { screen.height - 1 }
}
