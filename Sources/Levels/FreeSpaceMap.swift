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
struct FreeSpaceMap {
  /// An axis-aligned box, world units; its inside excludes its edges.
  struct Box: Equatable {
    /// Left edge.
    var minX: Double
    /// Top edge.
    var minY: Double
    /// Right edge.
    var maxX: Double
    /// Bottom edge.
    var maxY: Double

    /// Whether a point lies strictly inside the box.
    func strictlyContains(x: Double, y: Double) -> Bool {
      x > minX && x < maxX && y > minY && y < maxY
    }

    /// Whether the box shares a point (its edges included) with `other`.
    func touches(_ other: Box) -> Bool {
      minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }
  }

  /// Where a centre may be at all (the field inset by the radius).
  let area: Box
  /// The grid lines across x, sorted, from `area.minX` to `area.maxX`.
  let xs: [Double]
  /// The grid lines across y, sorted, from `area.minY` to `area.maxY`.
  let ys: [Double]
  /// Open cells, row by row; `(xs.count − 1) × (ys.count − 1)` of them.
  let isOpen: [Bool]

  /// Maps the places in `area` a body of `radius` can be, among `obstacles`.
  init(area: Box, radius: Double, obstacles: [Box]) {
    self.area = area
    let blocked = obstacles.flatMap { box in
      [
        Box(minX: box.minX - radius, minY: box.minY, maxX: box.maxX + radius, maxY: box.maxY),
        Box(minX: box.minX, minY: box.minY - radius, maxX: box.maxX, maxY: box.maxY + radius),
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
        isOpen.append(!blocked.contains { $0.strictlyContains(x: x, y: y) })
      }
    }
    self.isOpen = isOpen
  }

  // MARK: - Cells

  /// Cells per row.
  var columns: Int { max(0, xs.count - 1) }
  /// Rows of cells.
  var rows: Int { max(0, ys.count - 1) }

  /// The box of the cell with this index (row by row).
  func box(ofCell index: Int) -> Box {
    let column = index % columns
    let row = index / columns
    return Box(minX: xs[column], minY: ys[row], maxX: xs[column + 1], maxY: ys[row + 1])
  }

  /// The open cells that share a point with `region` (edges included); a point is a region
  /// with no size.
  func openCells(touching region: Box) -> [Int] {
    let columnRange = (0..<columns).filter { xs[$0] <= region.maxX && xs[$0 + 1] >= region.minX }
    let rowRange = (0..<rows).filter { ys[$0] <= region.maxY && ys[$0 + 1] >= region.minY }
    var cells: [Int] = []
    for row in rowRange {
      for column in columnRange where isOpen[row * columns + column] {
        cells.append(row * columns + column)
      }
    }
    return cells
  }

  // MARK: - Search

  /// Whether a body can move from some cell of `starts` to some cell of `goals`.
  func connects(_ starts: [Int], to goals: [Int]) -> Bool {
    let goalSet = Set(goals)
    guard !goalSet.isEmpty else { return false }
    return GridSearch(width: columns, height: rows, isOpen: isOpen)
      .shortestDistance(from: starts) { goalSet.contains($0) } != nil
  }
}
