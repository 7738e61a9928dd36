import ArcadeKit
import Drawing
import Physics

// MARK: - BallsLayout

/// Where things go on a screen of a given size: the framed field and the status line.
///
/// Used for drawing and for mouse clicks alike, so a click lands where the player sees it.
public struct BallsLayout: Hashable, Sendable {
  /// The row of the status line (the last row).
  public let statusRow: Int
  /// Maps the world onto the cells inside the frame (half blocks: two pixels per cell).
  public let viewport: Viewport

  /// The layout for a screen of `size` and a world `field`.
  public init(size: Size, field: WorldRect) {
    statusRow = size.height - 1
    // One cell of frame around the field, and the status line below the frame.
    let area = Rect(x: 1, y: 1, width: size.width - 2, height: size.height - 3)
    viewport = Viewport(worldWidth: field.width, worldHeight: field.height, area: area)
  }

  /// The cells the field covers.
  public var fieldCells: Rect { viewport.worldCells }

  /// The world point under a cell, or nil when the cell is outside the field.
  public func worldPoint(column: Int, row: Int, field: WorldRect) -> Vector2? {
    guard fieldCells.contains(x: column, y: row) else { return nil }
    let point = viewport.world(column: column, row: row)
    return Vector2(
      x: min(max(point.x, field.minX), field.maxX - 1),
      y: min(max(point.y, field.minY), field.maxY - 1))
  }
}
