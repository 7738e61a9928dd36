import Physics
import Testing

/// SplitMix64: a seeded sequence, so every run tries the same maps.
private struct SeededNumbers {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func int(in range: ClosedRange<Int>) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return range.lowerBound + Int(z % UInt64(range.count))
  }
  mutating func int(in range: Range<Int>) -> Int { int(in: range.lowerBound...(range.upperBound - 1)) }
}

/// The free-space map's cells touching a region, found by halving, are exactly those a scan of
/// every cell finds.
@Suite struct FreeSpaceMapTests {
  /// Every open cell sharing a point with `region`, by looking at each (the reference).
  static func scanned(_ map: FreeSpaceMap, _ region: WorldRect) -> [Int] {
    var cells: [Int] = []
    for row in 0..<map.rows where map.ys[row] <= region.maxY && map.ys[row + 1] >= region.minY {
      for column in 0..<map.columns
      where map.xs[column] <= region.maxX && map.xs[column + 1] >= region.minX
        && map.isOpen[row * map.columns + column]
      {
        cells.append(row * map.columns + column)
      }
    }
    return cells
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func openCellsAreThoseAScanFinds(seed: UInt64) {
    var random = SeededNumbers(seed: seed)
    func coordinate() -> Double { Double(random.int(in: -20...220)) / 2 }
    for _ in 0..<60 {
      let obstacles = (0..<random.int(in: 0...6)).map { _ in
        let (x, y) = (coordinate(), coordinate())
        return WorldRect(
          minX: x, minY: y, maxX: x + Double(random.int(in: 1...60)), maxY: y + Double(random.int(in: 1...60)))
      }
      let map = FreeSpaceMap(
        area: WorldRect(minX: 2, minY: 2, maxX: 98, maxY: 78), radius: Double(random.int(in: 1...6)),
        obstacles: obstacles)
      var regions: [WorldRect] = []
      for _ in 0..<50 {
        let (x, y) = (coordinate(), coordinate())
        // Points, boxes, boxes inside out, and regions on the grid's own lines.
        let region: WorldRect
        switch random.int(in: 0...3) {
        case 0: region = WorldRect(minX: x, minY: y, maxX: x, maxY: y)
        case 1: region = WorldRect(minX: x, minY: y, maxX: x + coordinate() / 4, maxY: y + coordinate() / 4)
        case 2: region = WorldRect(minX: x, minY: y, maxX: x - 5, maxY: y - 5)
        default:
          let (column, row) = (random.int(in: 0..<map.xs.count), random.int(in: 0..<map.ys.count))
          region = WorldRect(minX: map.xs[column], minY: map.ys[row], maxX: map.xs[column], maxY: map.ys[row])
        }
        #expect(map.openCells(touching: region) == Self.scanned(map, region), "\(region)")
        regions.append(region)
      }
      // Many regions at once: each cell any of them touches, once, in the grid's order.
      let union = Set(regions.flatMap { Self.scanned(map, $0) })
      #expect(map.openCells(touchingAny: regions) == union.sorted())
    }
    let map = FreeSpaceMap(area: WorldRect(minX: 0, minY: 0, maxX: 10, maxY: 10), radius: 1, obstacles: [])
    #expect(map.openCells(touching: WorldRect(minX: .nan, minY: 1, maxX: 2, maxY: 2)).isEmpty)
    #expect(map.openCells(touching: WorldRect(minX: 1, minY: 1, maxX: 2, maxY: .nan)).isEmpty)
  }
}
