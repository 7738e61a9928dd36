import ArcadeKit
import TestSupport
import Testing

@testable import Drawing

/// A filled circle drawn a row's run at a time sets exactly the pixels whose centres the
/// per-pixel test puts inside it: wherever it is, however big or small, partly off the raster.
@Suite struct CircleRunsTests {
  /// The pixels inside, tested one by one (the reference).
  static func pixelByPixel(_ x: Double, _ y: Double, _ radius: Double, width: Int, height: Int) -> Set<[Int]> {
    var inside: Set<[Int]> = []
    for row in 0..<height {
      for column in 0..<width {
        let dx = Double(column) + 0.5 - x
        let dy = Double(row) + 0.5 - y
        if dx * dx + dy * dy <= radius * radius { inside.insert([column, row]) }
      }
    }
    return inside
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func runsCoverExactlyThePixelsInside(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let (width, height) = (37, 23)
    for _ in 0..<400 {
      let x = Double(random.int(in: -800...4_500)) / 100
      let y = Double(random.int(in: -800...3_100)) / 100
      // Radii from a hair to wider than the raster, some on whole and half pixels.
      let radius = [0.01, 0.5, 0.75, 1, 1.5, 2, Double(random.int(in: 1...3_000)) / 100][random.int(in: 0...6)]
      var runs: Set<[Int]> = []
      var rows: [Int] = []
      RasterShapes.forEachRunInCircle(centerX: x, centerY: y, radius: radius, width: width, height: height) {
        row, first, last in
        rows.append(row)
        for column in first...last { runs.insert([column, row]) }
      }
      #expect(runs == Self.pixelByPixel(x, y, radius, width: width, height: height), "(\(x), \(y)) r \(radius)")
      #expect(rows == rows.sorted() && Set(rows).count == rows.count, "one run a row, top to bottom")
    }
    var none = 0
    for (x, radius) in [(Double.nan, 2.0), (1e300, 2), (3, .infinity), (3, 0), (3, -1)] {
      RasterShapes.forEachRunInCircle(centerX: x, centerY: 3, radius: radius, width: width, height: height) { _, _, _ in
        none += 1
      }
    }
    #expect(none == 0)
  }

  @Test func aHalfBlockCircleIsItsRunsInItsColour() {
    var raster = HalfBlockRaster(cells: Size(width: 9, height: 3))
    raster.fillCircle(centerX: 4.5, centerY: 3, radius: 2.6, color: .red)
    let rows = (0..<6).map { y in String((0..<9).map { raster[$0, y] == .red ? "#" : "." }) }
    #expect(rows == ["....#....", "..#####..", "..#####..", "..#####..", "..#####..", "....#...."])
  }
}
