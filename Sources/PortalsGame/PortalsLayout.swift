import ArcadeKit
import Drawing
import Physics

// MARK: - PortalsLayout

/// Where a Portals screen puts things: the status line on top, the galaxy below it inside a
/// frame (its edges are walls), drawn in braille dots.
public struct PortalsLayout: Hashable, Sendable {
  /// The screen's size.
  public let screen: Size

  /// Lays out a screen of `screen`.
  public init(screen: Size) {
    self.screen = screen
  }

  /// The status line's row.
  public var statusRow: Int { 0 }

  /// The world fitted inside the frame, two braille dots per cell across and four down.
  public var viewport: Viewport {
    let area = Rect(x: 1, y: 2, width: max(1, screen.width - 2), height: max(1, screen.height - 3))
    return Viewport(
      worldWidth: PortalsLevel.worldWidth, worldHeight: PortalsLevel.worldHeight, area: area, pixelsPerCellX: 2,
      pixelsPerCellY: 4)
  }

  /// The frame around the galaxy: one cell outside the cells the world covers.
  public var frame: Rect {
    let world = viewport.worldCells
    return Rect(x: world.x - 1, y: world.y - 1, width: world.width + 2, height: world.height + 2)
  }

  /// The world point at the centre of a cell.
  public func world(column: Int, row: Int) -> Vector2 {
    let point = viewport.world(column: column, row: row)
    return Vector2(x: point.x, y: point.y)
  }

  /// How far from a planet's centre a press still picks it: its radius and half a cell's
  /// height, so a planet smaller than a cell can be hit.
  public var pickReach: Double {
    guard viewport.scale > 0 else { return PortalsLevel.planetRadius }
    return PortalsLevel.planetRadius + Double(viewport.pixelsPerCellY) / viewport.scale / 2
  }
}
