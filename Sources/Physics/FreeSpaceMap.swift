// MARK: - FreeSpaceMap

/// Where the centre of a round body can be in a rectangular field with rectangular obstacles,
/// as a grid for `GridSearch`: which places it can move between, and which it cannot.
///
/// The grid's lines are exactly the edges of the area and of the obstacles (uneven cells, not
/// a fixed raster), so every cell is wholly inside an obstacle or wholly clear of all of them
/// and a gap is judged by its true width: a gap wider than the body's diameter is open, one
/// no wider is closed (the body would have to touch both sides at once). An obstacle blocks
/// centres within `radius` of it; the rounded corners of that zone are left open (the zone
/// is taken as two crossed boxes), so the map never closes a gap the body could pass.
public struct FreeSpaceMap: Sendable {
  /// Where a centre may be at all (the field inset by the radius).
  public let area: WorldRect
  /// The grid lines across x, sorted, from `area.minX` to `area.maxX`.
  public let xs: [Double]
  /// The grid lines across y, sorted, from `area.minY` to `area.maxY`.
  public let ys: [Double]
  /// Open cells, row by row; `(xs.count − 1) × (ys.count − 1)` of them.
  public let isOpen: [Bool]

  /// Maps the places in `area` a body of `radius` can be, among `obstacles`.
  public init(area: WorldRect, radius: Double, obstacles: [WorldRect]) {
    self.area = area
    let blocked = obstacles.flatMap { box in
      [
        WorldRect(minX: box.minX - radius, minY: box.minY, maxX: box.maxX + radius, maxY: box.maxY),
        WorldRect(minX: box.minX, minY: box.minY - radius, maxX: box.maxX, maxY: box.maxY + radius),
      ]
    }
    func lines(_ low: Double, _ high: Double, _ edges: [Double]) -> [Double] {
      Array(Set([low, high] + edges.filter { $0 > low && $0 < high })).sorted()
    }
    xs = lines(area.minX, area.maxX, blocked.flatMap { [$0.minX, $0.maxX] })
    ys = lines(area.minY, area.maxY, blocked.flatMap { [$0.minY, $0.maxY] })
    var isOpen: [Bool] = []
    for row in 0..<max(0, ys.count - 1) {
      let y = (ys[row] + ys[row + 1]) / 2
      for column in 0..<max(0, xs.count - 1) {
        let x = (xs[column] + xs[column + 1]) / 2
        // Strictly inside: a centre on a blocked zone's edge touches without overlapping.
        isOpen.append(!blocked.contains { x > $0.minX && x < $0.maxX && y > $0.minY && y < $0.maxY })
      }
    }
    self.isOpen = isOpen
  }

  // MARK: - Cells

  /// Cells per row.
  public var columns: Int { max(0, xs.count - 1) }
  /// Rows of cells.
  public var rows: Int { max(0, ys.count - 1) }

  /// The box of the cell with this index (row by row).
  public func box(ofCell index: Int) -> WorldRect {
    let column = index % columns
    let row = index / columns
    return WorldRect(minX: xs[column], minY: ys[row], maxX: xs[column + 1], maxY: ys[row + 1])
  }

  /// The open cells that share a point with `region` (edges included); a point is a region
  /// with no size.
  public func openCells(touching region: WorldRect) -> [Int] {
    var cells: [Int] = []
    forEachOpenCell(touching: region) { cells.append($0) }
    return cells
  }

  /// The open cells that share a point with any of `regions`, each once, in the grid's order:
  /// one array for a thousand points (a level's flag samples), not one a point.
  public func openCells(touchingAny regions: [WorldRect]) -> [Int] {
    var touched = [Bool](repeating: false, count: isOpen.count)
    var cells: [Int] = []
    for region in regions {
      forEachOpenCell(touching: region) { cell in
        if !touched[cell] {
          touched[cell] = true
          cells.append(cell)
        }
      }
    }
    return cells.sorted()
  }

  /// Calls `body` with each open cell that shares a point with `region`, row by row.
  private func forEachOpenCell(touching region: WorldRect, _ body: (Int) -> Void) {
    guard let columnRange = Self.cells(between: xs, touching: region.minX, region.maxX),
      let rowRange = Self.cells(between: ys, touching: region.minY, region.maxY)
    else { return }
    for row in rowRange {
      for column in columnRange where isOpen[row * columns + column] { body(row * columns + column) }
    }
  }

  /// The cells between sorted `lines` (cell i from lines[i] to lines[i + 1]) that share a
  /// point with `low...high`, found by halving (a level's check asks this about a thousand
  /// times); nil when none does.
  static func cells(between lines: [Double], touching low: Double, _ high: Double) -> ClosedRange<Int>? {
    guard lines.count > 1, !low.isNaN, !high.isNaN else { return nil }
    /// The first index whose line is not before `value` (strictly after it, with `after`).
    func firstLine(from value: Double, after: Bool) -> Int {
      var (lower, upper) = (0, lines.count)
      while lower < upper {
        let middle = (lower + upper) / 2
        if after ? lines[middle] <= value : lines[middle] < value { lower = middle + 1 } else { upper = middle }
      }
      return lower
    }
    // Cell i touches when lines[i + 1] >= low and lines[i] <= high.
    let first = max(0, firstLine(from: low, after: false) - 1)
    let last = min(lines.count - 2, firstLine(from: high, after: true) - 1)
    return first <= last ? first...last : nil
  }

  // MARK: - Search

  /// Whether a body can move from some cell of `starts` to some cell of `goals`.
  public func connects(_ starts: [Int], to goals: [Int]) -> Bool {
    let goalSet = Set(goals)
    guard !goalSet.isEmpty else { return false }
    return GridSearch(width: columns, height: rows, isOpen: isOpen)
      .shortestDistance(from: starts) { goalSet.contains($0) } != nil
  }
}
