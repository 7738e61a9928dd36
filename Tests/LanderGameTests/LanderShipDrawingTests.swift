import ArcadeKit
import Drawing
import Physics
import TestSupport
import Testing

@testable import LanderGame

/// The ship drawn in a raster the size of the ship draws the same cells as one the size of the
/// field, wherever it is (partly or wholly off the field), however it is turned, firing or not,
/// over the whole world or a close-up.
@Suite struct LanderShipDrawingTests {
  @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 131, height: 43)])
  func theShipsRasterDrawsWhatTheFieldsWould(screen: Size) {
    var random = SeededRandom(seed: UInt64(screen.width))
    let layout = LanderLayout(screen: screen)
    let field = Rect(x: 0, y: 0, width: layout.field.width, height: layout.field.height)
    let painter = LanderPainter(picture: LanderRulesTests.flying().picture(ghost: nil))
    for _ in 0..<300 {
      let centre = Vector2(
        x: Double(random.int(in: -200...3_400)) / 10, y: Double(random.int(in: -200...2_200)) / 10)
      let step = Double(random.int(in: 0...31)) * 11.25 * .pi / 180
      let firing = random.int(in: 0...1) == 1
      // The whole world, or a close-up around some other place (a ghost's ship beside the player's).
      let near = Vector2(x: Double(random.int(in: 0...320)), y: Double(random.int(in: 20...195)))
      let viewport =
        random.int(in: 0...1) == 0
        ? layout.viewport
        : LanderCloseUp(ship: near, level: LanderRulesTests.flying().level).viewport(from: layout.viewport)
      var drawn = Canvas(size: screen)
      var expected = drawn
      if let cells = LanderPainter.shipCells(
        at: centre, turnedBy: step, firing: firing, field: layout.field, viewport: viewport)
      {
        #expect(cells.x >= 0 && cells.y >= 0 && cells.maxX <= field.width && cells.maxY <= field.height)
        painter.drawShip(
          at: centre, turnedBy: step, firing: firing, color: .brightWhite, in: cells, into: &drawn,
          field: layout.field, viewport: viewport)
      }
      painter.drawShip(
        at: centre, turnedBy: step, firing: firing, color: .brightWhite, in: field, into: &expected,
        field: layout.field, viewport: viewport)
      #expect(drawn == expected, "ship at \(centre), turned \(step), firing \(firing), on \(screen)")
    }
  }
}
