import ArcadeKit
import BallsGame
import Drawing
import Physics
import TestSupport
import Testing

/// The draw order rule, checked in the rendered canvas: a new explosion is drawn beneath the
/// older ones it overlaps.
@Suite struct DrawOrderTests {
  /// The cells lying wholly inside two explosions of different colours (and clear of every other
  /// explosion and ball), with the older explosion's colour.
  static func overlapCells(of world: BallsWorld, layout: BallsLayout) -> [(Int, Int, Color)] {
    let viewport = layout.viewport
    // Half a cell's diagonal in world units, plus a pixel's worth of margin.
    let reach = ((0.5 * 0.5 + 1.0 * 1.0).squareRoot() + 1) / viewport.scale
    let explosions = world.explosions
    var found: [(Int, Int, Color)] = []
    let cells = layout.fieldCells
    for row in cells.y..<(cells.y + cells.height) {
      for column in cells.x..<(cells.x + cells.width) {
        let point = viewport.world(column: column, row: row)
        let at = Vector2(x: point.x, y: point.y)
        let covering = explosions.indices.filter {
          (explosions[$0].center - at).length + reach <= explosions[$0].radius
        }
        let touching = explosions.indices.filter {
          (explosions[$0].center - at).length - reach < explosions[$0].radius
        }
        let nearBall = world.balls.contains { ($0.position - at).length - reach < Ball.radius }
        guard covering.count == 2, touching.count == 2, !nearBall else { continue }
        let older = explosions[covering[0]]
        let newer = explosions[covering[1]]
        guard older.color != newer.color else { continue }
        found.append((column, row, older.color.color))
      }
    }
    return found
  }

  @Test func newExplosionsAreDrawnBeneathOlderOnesInTheCanvas() {
    let size = Size(width: 120, height: 40)
    let layout = BallsLayout(size: size, field: Balls.field)
    var checked = 0
    for seed in UInt64(1)...6 where checked < 40 {
      var game = SceneDriver(BallsScene(levels: TestLevels.list([(40, 1)]), seed: seed))
      game.press(.enter)
      game.step(20)
      game.press(.character(" "))
      for _ in 0..<400 {
        game.step()
        guard let world = game.scene.game.world, world.explosions.count >= 2 else { continue }
        let cells = Self.overlapCells(of: world, layout: layout)
        guard !cells.isEmpty else { continue }
        let canvas = game.render(size)
        for (column, row, older) in cells {
          let cell = canvas[column, row]
          #expect(
            cell.scalar == "█" && cell.style.foreground == older,
            "cell \(column),\(row) shows \(cell.scalar) in \(cell.style.foreground), not the older \(older)")
          checked += 1
        }
      }
    }
    #expect(checked > 0, "no frame had two overlapping explosions of different colours")
  }
}
