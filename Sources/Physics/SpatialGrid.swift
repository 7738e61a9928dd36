/// A uniform-grid broadphase for many circles: finds overlapping pairs, or the circles overlapping
/// a query circle, without comparing every pair.
///
/// Build it once with the field's bounds and a cell size (about the largest diameter works well),
/// then call `rebuild` every step: storage is kept and reused, so a steady-state step allocates
/// nothing. Results are exactly what comparing every pair with `Circle.overlaps` gives (the same
/// strict test, bit for bit), including for circles outside the bounds, which are filed in the
/// nearest border cell. Radii should be zero or positive.
public struct SpatialGrid: Sendable {
  /// The most cells a grid will have; a smaller requested cell size is enlarged to fit.
  public static let maxCells = 1 << 18

  /// The area the grid covers; circles outside it still work, only more slowly.
  public let bounds: WorldRect
  /// The side of a grid cell actually used.
  public let cellSize: Double
  /// Number of grid columns.
  public let columns: Int
  /// Number of grid rows.
  public let rows: Int

  /// Start of each cell's run in the sorted arrays; `cellStart[c + 1]` is its end.
  private var cellStart: [Int32]
  /// Scratch for the counting sort: where the next item of each cell goes.
  private var cursor: [Int32]
  /// Cell of each circle, in the caller's order.
  private var cellOfCircle: [Int32]
  /// Circle data sorted by cell, so neighbouring cells are contiguous in memory.
  private var sortedX: [Double] = []
  private var sortedY: [Double] = []
  private var sortedRadius: [Double] = []
  private var sortedIndex: [Int32] = []
  /// The largest radius magnitude present: how far a neighbour can reach.
  private var maxRadius: Double = 0

  /// Number of circles in the last rebuild.
  public private(set) var count: Int = 0

  /// Creates an empty grid over `bounds`. A cell size that is not positive and finite, or too
  /// small for `maxCells`, is replaced by the smallest one that fits.
  public init(bounds: WorldRect, cellSize: Double) {
    // Unbounded or nonsensical bounds get a single cell: slow but still exact.
    let width = bounds.width.isFinite ? Swift.max(bounds.width, 0) : 0
    let height = bounds.height.isFinite ? Swift.max(bounds.height, 0) : 0
    let extent = Swift.max(width, height, 1)
    var size = cellSize > 0 && cellSize.isFinite ? cellSize : extent
    // Keep the grid within maxCells: grow the cell until the column × row count fits.
    while (width / size).rounded(.up) * (height / size).rounded(.up) > Double(Self.maxCells) {
      size *= 2
    }
    self.bounds = bounds
    self.cellSize = size
    columns = Int(Swift.max(1, (width / size).rounded(.up)))
    rows = Int(Swift.max(1, (height / size).rounded(.up)))
    cellStart = Array(repeating: 0, count: columns * rows + 1)
    cursor = Array(repeating: 0, count: columns * rows)
    cellOfCircle = []
  }

  // MARK: - Building

  /// Files the given circles, replacing the previous contents.
  public mutating func rebuild(circles: [Circle]) {
    rebuild(count: circles.count) { circles[$0] }
  }

  /// Files `count` circles given by index, replacing the previous contents (lets a game file its
  /// own ball structs without building an array of circles).
  public mutating func rebuild(count: Int, circleAt circle: (Int) -> Circle) {
    let count = Swift.max(0, Swift.min(count, Int(Int32.max)))
    self.count = count
    resize(&cellOfCircle, to: count, filler: 0)
    resize(&sortedX, to: count, filler: 0)
    resize(&sortedY, to: count, filler: 0)
    resize(&sortedRadius, to: count, filler: 0)
    resize(&sortedIndex, to: count, filler: 0)
    for c in cellStart.indices { cellStart[c] = 0 }

    var largest = 0.0
    for i in 0..<count {
      let item = circle(i)
      let cell = cellIndex(column: column(of: item.center.x), row: row(of: item.center.y))
      cellOfCircle[i] = Int32(cell)
      cellStart[cell + 1] += 1
      let magnitude = abs(item.radius)
      if magnitude > largest { largest = magnitude }
    }
    maxRadius = largest
    for c in 0..<(cellStart.count - 1) {
      cellStart[c + 1] += cellStart[c]
      cursor[c] = cellStart[c]
    }
    for i in 0..<count {
      let item = circle(i)
      let cell = Int(cellOfCircle[i])
      let slot = Int(cursor[cell])
      cursor[cell] += 1
      sortedX[slot] = item.center.x
      sortedY[slot] = item.center.y
      sortedRadius[slot] = item.radius
      sortedIndex[slot] = Int32(i)
    }
  }

  // MARK: - Queries

  /// Calls `body` once for every unordered pair of overlapping circles, with the smaller index first.
  public func forEachOverlappingPair(_ body: (Int, Int) -> Void) {
    sortedX.withUnsafeBufferPointer { xs in
      sortedY.withUnsafeBufferPointer { ys in
        sortedRadius.withUnsafeBufferPointer { radii in
          sortedIndex.withUnsafeBufferPointer { indices in
            cellStart.withUnsafeBufferPointer { starts in
              for cellRow in 0..<rows {
                for cellColumn in 0..<columns {
                  let cell = cellIndex(column: cellColumn, row: cellRow)
                  for a in Int(starts[cell])..<Int(starts[cell + 1]) {
                    let ax = xs[a]
                    let ay = ys[a]
                    let ar = radii[a]
                    let reach = self.reach(abs(ar) + maxRadius)
                    let lowColumn = Swift.max(cellColumn - reach, 0)
                    let highColumn = Swift.min(cellColumn + reach, columns - 1)
                    // Cells are sorted row-major, so every partner filed before `a` already
                    // found this pair: scan only forward (rest of this row, then rows below).
                    for scanRow in cellRow...Swift.min(cellRow + reach, rows - 1) {
                      let from =
                        scanRow == cellRow
                        ? a + 1 : Int(starts[cellIndex(column: lowColumn, row: scanRow)])
                      let to = Int(starts[cellIndex(column: highColumn, row: scanRow) + 1])
                      guard from < to else { continue }
                      for b in from..<to
                      where Circle.overlap(dx: xs[b] - ax, dy: ys[b] - ay, radiusSum: ar + radii[b]) {
                        let i = Int(indices[a])
                        let j = Int(indices[b])
                        if i < j { body(i, j) } else { body(j, i) }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// Every unordered pair of overlapping circles, written into `pairs` (cleared first; its
  /// storage is reused).
  public func overlappingPairs(into pairs: inout [CirclePair]) {
    pairs.removeAll(keepingCapacity: true)
    forEachOverlappingPair { pairs.append(CirclePair($0, $1)) }
  }

  /// Every unordered pair of overlapping circles.
  public func overlappingPairs() -> [CirclePair] {
    var pairs: [CirclePair] = []
    overlappingPairs(into: &pairs)
    return pairs
  }

  /// Calls `body` with the index of every filed circle that overlaps `query` (an explosion, say).
  public func forEachCircle(overlapping query: Circle, _ body: (Int) -> Void) {
    guard count > 0 else { return }
    let reach = self.reach(abs(query.radius) + maxRadius)
    let centerColumn = column(of: query.center.x)
    let centerRow = row(of: query.center.y)
    let lowColumn = Swift.max(centerColumn - reach, 0)
    let highColumn = Swift.min(centerColumn + reach, columns - 1)
    for scanRow in Swift.max(centerRow - reach, 0)...Swift.min(centerRow + reach, rows - 1) {
      let from = Int(cellStart[cellIndex(column: lowColumn, row: scanRow)])
      let to = Int(cellStart[cellIndex(column: highColumn, row: scanRow) + 1])
      for b in from..<to
      where Circle.overlap(
        dx: sortedX[b] - query.center.x, dy: sortedY[b] - query.center.y,
        radiusSum: query.radius + sortedRadius[b]
      ) {
        body(Int(sortedIndex[b]))
      }
    }
  }

  /// The indices of all filed circles overlapping `query`, in ascending order.
  public func circles(overlapping query: Circle) -> [Int] {
    var found: [Int] = []
    forEachCircle(overlapping: query) { found.append($0) }
    return found.sorted()
  }

  // MARK: - Cells

  /// How many cells away a circle can reach a partner, for a given reach distance.
  private func reach(_ distance: Double) -> Int {
    let cells = (distance / cellSize).rounded(.up)
    guard cells.isFinite else { return Swift.max(columns, rows) }
    return Int(Swift.min(Swift.max(cells, 0), Double(Swift.max(columns, rows))))
  }

  /// The column for an x coordinate, clamped into the grid (NaN goes to column 0).
  private func column(of x: Double) -> Int {
    clampedCell((x - bounds.minX) / cellSize, count: columns)
  }

  /// The row for a y coordinate, clamped into the grid (NaN goes to row 0).
  private func row(of y: Double) -> Int {
    clampedCell((y - bounds.minY) / cellSize, count: rows)
  }

  private func clampedCell(_ position: Double, count: Int) -> Int {
    guard position > 0 else { return 0 }
    return Int(Swift.min(position.rounded(.down), Double(count - 1)))
  }

  private func cellIndex(column: Int, row: Int) -> Int {
    row * columns + column
  }

  private func resize<Element>(_ array: inout [Element], to count: Int, filler: Element) {
    if array.count > count {
      array.removeLast(array.count - count)
    } else if array.count < count {
      array.append(contentsOf: repeatElement(filler, count: count - array.count))
    }
  }
}
