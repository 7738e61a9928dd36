/// A grid of solid or empty cells (the Maze board), stored row by row from the top-left.
///
/// Cells outside the grid count as solid, so the grid's border is a wall.
public struct SolidGrid: Sendable, Hashable {
  /// Number of columns.
  public let width: Int
  /// Number of rows.
  public let height: Int
  /// `cells[y * width + x]` is true when the cell at column x, row y is solid.
  public private(set) var cells: [Bool]

  /// Creates a grid from its cells, row by row from the top-left.
  public init(width: Int, height: Int, cells: [Bool]) throws(SolidGridError) {
    guard width >= 0, height >= 0 else { throw .negativeSize(width: width, height: height) }
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow else { throw .tooLarge(width: width, height: height) }
    guard cells.count == count else {
      throw .cellCountMismatch(expected: count, actual: cells.count)
    }
    self.width = width
    self.height = height
    self.cells = cells
  }

  /// Creates a grid with every cell empty.
  public init(width: Int, height: Int) throws(SolidGridError) {
    guard width >= 0, height >= 0 else { throw .negativeSize(width: width, height: height) }
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow else { throw .tooLarge(width: width, height: height) }
    try self.init(width: width, height: height, cells: Array(repeating: false, count: count))
  }

  // MARK: - Cells

  /// Whether the cell at column `x`, row `y` is solid; outside the grid is always solid.
  public func isSolid(x: Int, y: Int) -> Bool {
    guard x >= 0, y >= 0, x < width, y < height else { return true }
    return cells[y * width + x]
  }

  /// Sets a cell; positions outside the grid are ignored (they are solid by definition).
  public mutating func setSolid(_ solid: Bool, x: Int, y: Int) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    cells[y * width + x] = solid
  }

  /// The world rectangle of a cell, for a grid whose top-left corner is at the origin.
  public func rect(x: Int, y: Int, cellSize: Double) -> WorldRect {
    WorldRect(
      minX: Double(x) * cellSize, minY: Double(y) * cellSize,
      maxX: Double(x + 1) * cellSize, maxY: Double(y + 1) * cellSize
    )
  }

  /// The column and row containing a world point (the floor of point / cellSize), or nil when
  /// the point is not finite or the cell size is not positive. Points beyond the grid report
  /// −1 or `width`/`height` on that axis (all solid alike), so huge coordinates cannot overflow.
  public func cell(containing point: Vector2, cellSize: Double) -> (x: Int, y: Int)? {
    guard point.isFinite, cellSize > 0, cellSize.isFinite else { return nil }
    return (
      GridCollider.index(point.x / cellSize, limit: width),
      GridCollider.index(point.y / cellSize, limit: height)
    )
  }
}
