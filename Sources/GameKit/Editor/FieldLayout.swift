import ArcadeKit
import Drawing

// MARK: - FieldLayout

/// Where a level's field lies on the screen: the largest rectangle of cells inside an area that
/// keeps the field's shape (a cell is about twice as tall as it is wide), centred. The editor
/// draws with it and hit-tests the mouse with it, so the two always agree.
public struct FieldLayout: Hashable, Sendable {
  /// The cells the field covers.
  public let cells: Rect
  /// The field's size, world units.
  public let width: Double
  /// The field's height, world units.
  public let height: Double

  /// The field of `width` × `height` world units in `area`.
  public init(width: Double, height: Double, in area: Rect) {
    self.width = width
    self.height = height
    guard area.width > 0, area.height > 0, width > 0, height > 0 else {
      cells = Rect(x: area.x, y: area.y, width: 0, height: 0)
      return
    }
    var across = area.width
    var down = Int((Double(across) * height / (2 * width)).rounded())
    if down > area.height {
      down = area.height
      across = min(area.width, Int((Double(down) * 2 * width / height).rounded()))
    }
    across = max(1, across)
    down = max(1, down)
    cells = Rect(
      x: area.x + (area.width - across) / 2, y: area.y + (area.height - down) / 2, width: across, height: down)
  }

  /// The cell a world point falls in (clamped to the field).
  public func cell(x: Double, y: Double) -> (x: Int, y: Int) {
    let column = Int((x / width * Double(cells.width)).rounded(.down))
    let row = Int((y / height * Double(cells.height)).rounded(.down))
    return (cells.x + max(0, min(cells.width - 1, column)), cells.y + max(0, min(cells.height - 1, row)))
  }

  /// The world point at the middle of the cell at (`x`, `y`) on the screen.
  public func point(cellX x: Int, cellY y: Int) -> (x: Double, y: Double) {
    (
      (Double(x - cells.x) + 0.5) / Double(max(1, cells.width)) * width,
      (Double(y - cells.y) + 0.5) / Double(max(1, cells.height)) * height
    )
  }

  /// The world size of one cell.
  public var cellSize: (x: Double, y: Double) {
    (width / Double(max(1, cells.width)), height / Double(max(1, cells.height)))
  }
}
