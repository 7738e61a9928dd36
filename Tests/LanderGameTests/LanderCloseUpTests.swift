import ArcadeKit
import Drawing
import GameKit
import Physics
import Testing

@testable import GameKit
@testable import LanderGame

/// The close-up near the ground: the whole world high up, magnified smoothly as the ship comes
/// down, the ship and the ground under it always in view; the readings coloured by safety and
/// the cue under 15 m.
@Suite struct LanderCloseUpTests {
  static let screens = [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 160, height: 50)]

  static func level() throws -> LanderLevel { try LanderPilotTests.shipped()[0] }

  @Test(arguments: screens)
  func highUpTheWholeWorldIsShown(screen: Size) throws {
    let level = try Self.level()
    let whole = LanderLayout(screen: screen).viewport
    let ship = Vector2(x: 125, y: level.groundHeight(at: 125) - LanderLevel.shipRadius - 71)
    #expect(LanderCloseUp(ship: ship, level: level).viewport(from: whole) == whole)
  }

  /// A ship falling straight down a metre at a time: each frame's scale grows by a little (never
  /// a jump), and the ship and the ground under it stay on the field.
  @Test(arguments: screens)
  func theViewMagnifiesSmoothlyAndKeepsTheShipAndTheGroundInView(screen: Size) throws {
    let level = try Self.level()
    let layout = LanderLayout(screen: screen)
    let whole = layout.viewport
    for x in stride(from: 10.0, through: 310, by: 25) {
      let ground = level.groundHeight(at: x)
      var previous = whole.scale
      for height in stride(from: 90.0, through: 0, by: -1) {
        let ship = Vector2(x: x, y: ground - LanderLevel.shipRadius - height)
        let view = LanderCloseUp(ship: ship, level: level).viewport(from: whole)
        #expect(view.scale >= previous, "at \(x), \(height) m")
        #expect(view.scale <= previous * 1.08, "a jump at \(x), \(height) m: \(previous) to \(view.scale)")
        previous = view.scale
        let nose = view.cell(x: x, y: ship.y - LanderLevel.shipRadius)
        let below = view.cell(x: x, y: ground)
        #expect(layout.field.contains(x: nose.column, y: nose.row), "nose at \(x), \(height) m on \(screen)")
        #expect(layout.field.contains(x: below.column, y: below.row), "ground at \(x), \(height) m on \(screen)")
      }
      // Closest: the field shows 45 m of height.
      #expect(abs(previous / whole.scale - whole.visibleWorld.height / LanderCloseUp.fullView) < 1e-9)
    }
  }

  @Test func theSpeedsAndTheHeadingAreColouredByTheirSafety() {
    func colors(_ change: @escaping (inout LanderShip) -> Void) -> [Color?] {
      LanderRulesTests.flying(change).readings(altitude: 50).map { $0.safety?.color }
    }
    #expect(
      colors { ($0.vy, $0.vx, $0.heading) = (1, 0.5, 2) } == [
        nil, .brightGreen, .brightGreen, .brightGreen, nil, nil, nil,
      ])
    #expect(
      colors { ($0.vy, $0.vx, $0.heading) = (3.5, -1.8, -9) } == [
        nil, .brightYellow, .brightYellow, .brightYellow, nil, nil, nil,
      ])
    #expect(
      colors { ($0.vy, $0.vx, $0.heading) = (4.5, 2.5, 11) } == [
        nil, .brightRed, .brightRed, .brightRed, nil, nil, nil,
      ])
    // Rising is safe however fast.
    #expect(colors { $0.vy = -20 }[1] == .brightGreen)
  }

  /// The fall's reading is drawn on the status row in its safety's colour, with its mark.
  @Test(arguments: [(5.0, "↓5.0!!", Color.brightRed), (3.5, "↓3.5!", .brightYellow), (2, "↓2.0", .brightGreen)])
  func theFallReadingIsColouredAndMarkedByItsSafety(fall: Double, shown: String, color: Color) {
    // Against a limit of 4 m/s: over it, over three quarters of it, within it. Green and yellow
    // look alike to red-green blind players, so near is marked as well as over.
    let game = LanderRulesTests.flying { ($0.vy, $0.vx) = (fall, 0) }
    var canvas = Canvas(size: Size(width: 80, height: 24))
    game.picture(ghost: nil).draw(into: &canvas)
    let line = canvas.lines()[0]
    let column = line.distance(from: line.startIndex, to: line.firstIndex(of: "↓")!)
    #expect(line.contains("  \(shown)  "))
    #expect(canvas[column, 0].style.foreground == color)
    #expect(canvas[column + shown.count - 1, 0].style.foreground == color)
    #expect(canvas[column + shown.count, 0].style.foreground != color)
  }

  @Test(arguments: [ColorDepth.full256, .monochrome])
  func theGhostIsCyanAndDimWhereThereIsNoColour(depth: ColorDepth) {
    let game = LanderRulesTests.flying()
    let ghost = Lander.Trace(x: game.ship.x + 40, y: game.ship.y, heading: 0, levelIndex: game.levelIndex)
    var canvas = Canvas(size: Size(width: 80, height: 24), capabilities: Capabilities(unicode: true, colorDepth: depth))
    game.picture(ghost: ghost).draw(into: &canvas)
    let ghostCells = canvas.cells.filter { $0.style.foreground == .cyan }
    #expect(!ghostCells.isEmpty)
    #expect(ghostCells.allSatisfy { $0.style.attributes.contains(.dim) } == (depth == .monochrome))
    #expect(!canvas.cells.contains { $0.style.foreground == .brightWhite && $0.style.attributes.contains(.dim) })
  }

  @Test func theCueShowsOnlyUnderFifteenMetresWhenTooFastToLand() {
    let fast = LanderRulesTests.flying { ($0.vy, $0.vx) = (5, 0) }
    #expect(fast.cue(altitude: 14.9) == "TOO FAST DOWN")
    #expect(fast.cue(altitude: 15) == nil)
    #expect(LanderRulesTests.flying { ($0.vy, $0.vx) = (1, -2.5) }.cue(altitude: 3) == "TOO FAST SIDEWAYS")
    #expect(LanderRulesTests.flying { ($0.vy, $0.vx) = (3.9, 1.9) }.cue(altitude: 3) == nil)
    #expect(LanderRulesTests.flying { ($0.vy, $0.vx) = (-6, 0) }.cue(altitude: 3) == nil)
  }
}
