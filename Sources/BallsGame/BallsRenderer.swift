import ArcadeKit
import Physics

// MARK: - BallsRenderer

/// Draws a Balls scene: the framed field, the balls and explosions, the cross-hair, the
/// status line and, between levels, the message panel.
///
/// With colour and Unicode everything is drawn with half blocks (round circles); without
/// colour or Unicode the balls become one glyph per colour so they stay distinct.
struct BallsRenderer {
  let scene: BallsScene

  /// The glyph explosions are drawn with in ASCII.
  static let asciiExplosion: Unicode.Scalar = "#"

  func draw(into canvas: inout Canvas) {
    let layout = BallsLayout(size: canvas.size, field: BallsScene.field)
    let cells = layout.fieldCells
    canvas.box(
      Rect(x: cells.x - 1, y: cells.y - 1, width: cells.width + 2, height: cells.height + 2),
      style: .dim)
    if let world = scene.world {
      drawWorld(world, layout: layout, into: &canvas)
      if scene.phase == .playing && !world.hasFired {
        drawCrossHair(layout: layout, into: &canvas)
      }
    }
    drawStatus(row: layout.statusRow, into: &canvas)
    if scene.phase == .waiting { drawMessage(into: &canvas) }
  }

  // MARK: - Field

  private func drawWorld(_ world: BallsWorld, layout: BallsLayout, into canvas: inout Canvas) {
    let viewport = layout.viewport
    let area = viewport.area
    let colourBalls = canvas.capabilities.graphics && canvas.capabilities.colorDepth.hasColor
    var raster = HalfBlockRaster(cells: Size(width: area.width, height: area.height))
    // Newest first, so older explosions end up on top: new ones are drawn beneath.
    for explosion in world.explosions.reversed() {
      paint(explosion.center, radius: explosion.radius, explosion.color.color, viewport, &raster)
    }
    if colourBalls {
      for ball in world.balls {
        paint(ball.position, radius: Ball.radius, ball.color.color, viewport, &raster)
      }
    }
    raster.draw(into: &canvas, at: area.x, area.y) { _ in Self.asciiExplosion }
    guard !colourBalls else { return }
    let hasColor = canvas.capabilities.colorDepth.hasColor
    for ball in world.balls {
      let cell = viewport.cell(x: ball.position.x, y: ball.position.y)
      guard layout.fieldCells.contains(x: cell.column, y: cell.row) else { continue }
      let style = Style(foreground: hasColor ? ball.color.color : .default, attributes: .bold)
      canvas[cell.column, cell.row] = Cell(ball.color.glyph, style: style)
    }
  }

  /// Fills a circle, or at least the one pixel under its centre when it is smaller than a pixel.
  private func paint(
    _ center: Vector2, radius: Double, _ color: Color, _ viewport: Viewport,
    _ raster: inout HalfBlockRaster
  ) {
    let pixel = viewport.pixel(x: center.x, y: center.y)
    let size = viewport.pixels(radius)
    if size < 1 {
      raster[Int(pixel.x.rounded(.down)), Int(pixel.y.rounded(.down))] = color
    } else {
      raster.fillCircle(centerX: pixel.x, centerY: pixel.y, radius: size, color: color)
    }
  }

  private func drawCrossHair(layout: BallsLayout, into canvas: inout Canvas) {
    let aim = scene.crossHair.position
    let cell = layout.viewport.cell(x: aim.x, y: aim.y)
    let field = layout.fieldCells
    let glyphs = canvas.glyphs
    let arm = Style(foreground: .brightWhite)
    let arms: [(dx: Int, dy: Int, glyph: Unicode.Scalar)] = [
      (-1, 0, glyphs.horizontal), (1, 0, glyphs.horizontal), (0, -1, glyphs.vertical),
      (0, 1, glyphs.vertical),
    ]
    for (dx, dy, glyph) in arms where field.contains(x: cell.column + dx, y: cell.row + dy) {
      canvas[cell.column + dx, cell.row + dy] = Cell(glyph, style: arm)
    }
    canvas[cell.column, cell.row] = Cell(
      "+", style: Style(foreground: .brightWhite, attributes: [.bold, .reverse]))
  }

  // MARK: - Status line

  private func drawStatus(row: Int, into canvas: inout Canvas) {
    let entry = scene.currentLevel
    var right = "Run \(scene.run.score)"
    if let world = scene.world {
      // The original's counter: removed/target, at the bottom right.
      right += "   \(world.removed)/\(entry.level.target)"
    }
    let rightColumn = max(0, canvas.width - Canvas.columns(of: right))
    let label = "Level \(entry.number)"
    var name = " \(canvas.glyphs.emDash) \(entry.level.name)"
    let room = rightColumn - 2 - Canvas.columns(of: label)
    if Canvas.columns(of: name) > room { name = room > 1 ? String(name.prefix(room)) : "" }
    let end = canvas.text(label, x: 0, y: row, style: .bold)
    canvas.text(name, x: end, y: row)
    canvas.text(right, x: rightColumn, y: row, style: .bold)
  }

  // MARK: - Messages

  private func drawMessage(into canvas: inout Canvas) {
    let entry = scene.currentLevel
    var lines: [String] = []
    if let result = scene.lastResult {
      if result.passed {
        lines.append(
          "Level \(result.number) passed: \(result.removed) removed, \(result.target) needed.")
      } else {
        lines.append("Oops. Try again!")
        lines.append("\(result.removed) removed, \(result.target) needed.")
        if let score = result.endedRunScore { lines.append("Run over: \(score) balls.") }
      }
      lines.append("")
    }
    lines.append("Level \(entry.number): remove \(entry.level.target) of \(entry.level.balls).")
    lines.append(
      scene.autoplay
        ? "The computer starts level \(entry.number) in a moment."
        : "Press \(scene.keys.firstLabel(for: .fire)) to start level \(entry.number)")
    canvas.centeredPanel(title: entry.level.name, lines: lines, style: .bold)
  }
}
