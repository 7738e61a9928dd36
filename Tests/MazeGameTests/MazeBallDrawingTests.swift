import ArcadeKit
import Drawing
import Physics
import TestSupport
import Testing

@testable import MazeGame

/// The ball drawn in a raster the size of the ball draws the same cells as one the size of the
/// board, wherever the ball is (the board scrolled, the ball partly off it) and whatever its size.
@Suite struct MazeBallDrawingTests {
  /// The ball drawn the plain way: every dot of the board's raster tested (the reference).
  static func drawnOverTheWholeBoard(
    _ ball: CircleBody, layout: MazeBoardLayout, into canvas: inout Canvas, ghost: Bool
  ) {
    let area = layout.area
    let style = ghost ? MazeBoardPainter.ghostStyle : MazeBoardPainter.ballStyle
    var raster = BrailleRaster(cells: Size(width: area.width, height: area.height))
    let centerX = ball.position.x * layout.dotsPerUnitX + Double((layout.originX - area.x) * 2)
    let centerY = ball.position.y * layout.dotsPerUnitY + Double((layout.originY - area.y) * 4)
    let radiusX = ball.radius * layout.dotsPerUnitX
    let radiusY = ball.radius * layout.dotsPerUnitY
    var painted = false
    for y in 0..<area.height * 4 {
      for x in 0..<area.width * 2 {
        let dx = (Double(x) + 0.5 - centerX) / radiusX
        let dy = (Double(y) + 0.5 - centerY) / radiusY
        let distance = dx * dx + dy * dy
        if distance <= 1, !ghost || distance >= 0.3 {
          raster.set(x: x, y: y, color: style.foreground)
          painted = true
        }
      }
    }
    // Nothing painted: the dot under the centre (a ball smaller than a dot between them all).
    let anyDotInReach =
      (Int((centerY - radiusY).rounded(.down))...Int((centerY + radiusY).rounded(.up))).contains { y in
        (Int((centerX - radiusX).rounded(.down))...Int((centerX + radiusX).rounded(.up))).contains { x in
          let dx = (Double(x) + 0.5 - centerX) / radiusX
          let dy = (Double(y) + 0.5 - centerY) / radiusY
          let distance = dx * dx + dy * dy
          return distance <= 1 && (!ghost || distance >= 0.3)
        }
      }
    if !painted && !anyDotInReach {
      raster.set(x: Int(centerX.rounded(.down)), y: Int(centerY.rounded(.down)), color: style.foreground)
    }
    raster.draw(into: &canvas, at: area.x, area.y)
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func theBallsRasterDrawsWhatTheBoardsWould(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<200 {
      let area = Rect(
        x: random.int(in: 0...3), y: random.int(in: 0...2), width: random.int(in: 6...40),
        height: random.int(in: 3...15))
      let layout = MazeBoardLayout(
        gridWidth: random.int(in: 2...30), gridHeight: random.int(in: 2...20), area: area,
        focus: MazeLevel.Position(column: random.int(in: 0...29), row: random.int(in: 0...19)))
      let extent = Double(random.int(in: 1...40)) * MazePhysics.cellSize / 2
      let ball = CircleBody(
        position: Vector2(
          x: Double(random.int(in: -100...2_000)) / 1_000 * extent,
          y: Double(random.int(in: -100...2_000)) / 1_000 * extent),
        radius: Double(random.int(in: 5...60)) / 100 * MazePhysics.cellSize / 2)
      let ghost = random.int(in: 0...1) == 1
      var drawn = Canvas(size: Size(width: 46, height: 20))
      var expected = drawn
      MazeBoardPainter.drawBall(ball, layout: layout, into: &drawn, ghost: ghost)
      Self.drawnOverTheWholeBoard(ball, layout: layout, into: &expected, ghost: ghost)
      #expect(drawn == expected, "ball \(ball.position) r \(ball.radius) in \(area), ghost \(ghost)")
    }
  }
}
