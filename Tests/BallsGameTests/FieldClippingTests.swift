import ArcadeKit
import BallsGame
import Drawing
import Physics
import TestSupport
import Testing

/// Everything of the field is drawn inside its frame: explosions at a wall and balls at an
/// edge never spill into the margins, at any screen size (the attract mode draws the same).
@Suite struct FieldClippingTests {
  static let spots = [
    Vector2(x: 0, y: 160), Vector2(x: 479, y: 160), Vector2(x: 240, y: 0), Vector2(x: 240, y: 319),
    Vector2(x: 0, y: 0), Vector2(x: 479, y: 319),
  ]

  @Test(arguments: [
    Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 40, height: 12),
    Size(width: 200, height: 50), Size(width: 30, height: 10),
  ])
  func explosionsAtTheWallsStayInsideTheFrame(screen: Size) {
    for spot in Self.spots {
      var game = SceneDriver(BallsScene(levels: TestLevels.list([(40, 40)]), seed: 11))
      game.press(.enter)
      game.scene.game.fire(at: spot)
      for after in 1...45 {
        game.step()
        guard after % 5 == 0 else { continue }
        for capabilities in [Capabilities.full, Capabilities.minimal] {
          let canvas = game.render(screen, capabilities: capabilities)
          let frame = BallsLayout(size: screen, field: BallsWorld.standardField).fieldCells
          let outside = (0..<(screen.height - 1)).flatMap { row in
            (0..<screen.width).compactMap { column -> String? in
              let onOrInFrame =
                column >= frame.x - 1 && column <= frame.x + frame.width
                && row >= frame.y - 1 && row <= frame.y + frame.height
              return onOrInFrame || canvas[column, row].scalar == " " ? nil : "(\(column), \(row))"
            }
          }
          #expect(
            outside.isEmpty, "\(screen) spark at \(spot), step \(after): \(outside.prefix(5))\n\(canvas.plainText)")
          if !outside.isEmpty { return }
        }
      }
    }
  }
}
