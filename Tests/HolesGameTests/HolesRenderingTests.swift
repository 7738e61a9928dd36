import ArcadeKit
import Drawing
import Levels
import TestSupport
import Testing

@testable import HolesGame

/// What the player sees: every object readable without colour and in ASCII.
@Suite struct HolesRenderingTests {
  static func scene(_ table: HolesTable = TestTables.original) -> HolesScene {
    HolesScene(tables: HolesTables(tables: [table]), seed: 3)
  }

  /// The square of cells the painter looks at for a hole or the ball holds every pixel the
  /// circle paints, wherever it is (partly off the table, or far off it) and whatever its size.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func aCirclesCellsHoldEveryPixelItPaints(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let table = Size(width: 23, height: 9)
    for _ in 0..<300 {
      let x = Double(random.int(in: -400...2_700)) / 50
      let y = Double(random.int(in: -400...2_200)) / 50
      let radius = Double(random.int(in: 1...400)) / 100
      var raster = HalfBlockRaster(cells: table)
      raster.fillCircle(centerX: x, centerY: y, radius: radius, color: .black)
      let reach = HolesPainter.cells(coveringCircleAt: x, y, radius: radius, within: table)
      for row in 0..<table.height * 2 {
        for column in 0..<table.width where raster[column, row] != nil {
          #expect(reach.contains(x: column, y: row / 2), "(\(x), \(y)) r \(radius): pixel (\(column), \(row))")
        }
      }
      #expect(reach.x >= 0 && reach.y >= 0 && reach.maxX <= table.width && reach.maxY <= table.height)
    }
    #expect(HolesPainter.cells(coveringCircleAt: .infinity, 1, radius: 2, within: table).isEmpty)
    #expect(HolesPainter.cells(coveringCircleAt: 1e300, -1e300, radius: 2, within: table).isEmpty)
  }

  @Test func asciiMonochromeStartScreen() {
    let canvas = SceneDriver(Self.scene()).render(Size(width: 40, height: 12), capabilities: .minimal)
    let expected = """
       HOLES  Score: 0  Balls: 3  Table 1/1: O
             + Ball in 3  Table 1: Or +
             |F   ++  .   .   . ++.   |
             |  .+@@+   .   .  +@@+ . |
             |.  +++  .   .   . +++   |
             |  .   .   +@@+.   .   . |
             |.   .   . +@@+  .   .   |
             |  .+++.   .   .   +++ . |
             |.  +@@+ .   .   .+@@+   |
             |  . ++.   .   .   ++  .O|
             +------------------------+
       Tilt: level   arrows tilt  Space level
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func everyObjectHasItsOwnGlyphInUnicode() {
    let canvas = SceneDriver(Self.scene()).render(Size(width: 80, height: 24), capabilities: .full)
    let text = canvas.plainText
    #expect(text.contains("▶"))
    #expect(text.contains("Score: 0"))
    #expect(text.contains("Balls: 3"))
    #expect(text.contains("Tilt: level"))
    // The holes are solid discs as wide as their pull: no braille rings.
    #expect(text.contains("███"))
    #expect(!text.unicodeScalars.contains { $0.value >= 0x2801 && $0.value <= 0x28FF })
  }

  @Test func tableIsGreenHolesBlackBallYellowInColour() {
    let canvas = SceneDriver(Self.scene()).render(Size(width: 80, height: 24), capabilities: .full)
    let cells = canvas.cells
    #expect(cells.contains { $0.style.background == .green })
    #expect(cells.contains { $0.style.foreground == .black && "▀▄█".unicodeScalars.contains($0.scalar) })
    #expect(cells.contains { $0.style.foreground == .brightYellow })
  }

  @Test func tiltIndicatorShowsStepsWithArrows() {
    var driver = SceneDriver(Self.scene())
    driver.press(.left, .left, .up)
    #expect(TextSnapshot.contains(driver.render(Size(width: 80, height: 24)), "Tilt: ←2 ↑1"))
    #expect(TextSnapshot.contains(driver.render(Size(width: 80, height: 24), capabilities: .minimal), "Tilt: <2 ^1"))
  }

  /// A hole turning under a wall is hidden by it: the wall's cells stay wall, in colour and
  /// without, so a player never reads the hole as lying in the corridor.
  @Test(arguments: [Capabilities.full, .minimal])
  func aWallIsDrawnOverAHoleUnderIt(capabilities: Capabilities) {
    var table = TestTables.walled
    table.holes = [.init(x: 0.5, y: 0.5, radius: 40)]
    let size = Size(width: 80, height: 24)
    var driver = SceneDriver(Self.scene(table))
    driver.step(HolesBoard.countdownUpdates)
    let walled = driver.render(size, capabilities: capabilities)
    var open = table
    open.walls = []
    let unwalled = SceneDriver(Self.scene(open)).render(size, capabilities: capabilities)
    var wallCells = 0
    for y in 2..<22 {
      for x in 0..<80 where walled[x, y].scalar == "#" {
        wallCells += 1
        #expect(walled[x, y].style.background == .gray, "(\(x), \(y))")
      }
    }
    #expect(wallCells >= 40)
    // The same hole on an open table fills cells where the wall now stands.
    let hole: Set<Unicode.Scalar> = ["▄", "▀", "█", "▓", "▒", "@", "+"]
    #expect((0..<80).contains { x in walled[x, 12].scalar == "#" && hole.contains(unwalled[x, 12].scalar) })
  }

  @Test func wallsAreDrawnWithHashes() {
    var driver = SceneDriver(Self.scene(TestTables.walled))
    driver.step(HolesBoard.countdownUpdates)
    let canvas = driver.render(Size(width: 80, height: 24), capabilities: .minimal)
    let column = canvas.lines().dropFirst(2).prefix(20).map { line in line.filter { $0 == "#" }.count }
    #expect(column.allSatisfy { $0 >= 1 })
  }
}
