import ArcadeKit
import Physics

// MARK: - BallsRenderer

/// Draws a Balls scene: the framed field, the balls and explosions, the cross-hair with the
/// faint ring of its explosion's reach, the status line and, between levels, the message panel
/// (the level's rule and target, or the run's end).
///
/// With colour and Unicode everything is drawn with half blocks (round circles); without
/// colour or Unicode the balls become one glyph per colour so they stay distinct. Nothing of
/// the field is drawn outside its frame: the rasters cover the field's cells only.
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
      let aiming = scene.phase == .playing && !world.hasFired
      if aiming { drawReach(world, layout: layout, into: &canvas) }
      drawWorld(world, layout: layout, into: &canvas)
      if aiming { drawCrossHair(layout: layout, into: &canvas) }
    }
    drawStatus(row: layout.statusRow, into: &canvas)
    switch scene.phase {
    case .waiting: drawMessage(into: &canvas)
    case .runOver: drawRunEnd(into: &canvas)
    case .playing, .recording, .leaving: break
    }
  }

  // MARK: - Field

  private func drawWorld(_ world: BallsWorld, layout: BallsLayout, into canvas: inout Canvas) {
    let viewport = layout.viewport
    let cells = layout.fieldCells
    let colourBalls = canvas.capabilities.graphics && canvas.capabilities.colorDepth.hasColor
    // The raster covers the field's cells only, so what reaches past a wall is cut at the frame.
    var raster = HalfBlockRaster(cells: Size(width: cells.width, height: cells.height))
    let shift = (x: Double(cells.x - viewport.area.x), y: Double((cells.y - viewport.area.y) * 2))
    // Newest first, so older explosions end up on top: new ones are drawn beneath.
    for explosion in world.explosions.reversed() {
      paint(explosion.center, radius: explosion.radius, explosion.color.color, viewport, shift, &raster)
    }
    if colourBalls {
      for ball in world.balls {
        paint(ball.position, radius: Ball.radius, ball.color.color, viewport, shift, &raster)
      }
    }
    raster.draw(into: &canvas, at: cells.x, cells.y) { _ in Self.asciiExplosion }
    guard !colourBalls else { return }
    let hasColor = canvas.capabilities.colorDepth.hasColor
    for ball in world.balls {
      let cell = viewport.cell(x: ball.position.x, y: ball.position.y)
      guard layout.fieldCells.contains(x: cell.column, y: cell.row) else { continue }
      let style = Style(foreground: hasColor ? ball.color.color : .default, attributes: .bold)
      canvas[cell.column, cell.row] = Cell(ball.color.glyph, style: style)
    }
  }

  /// Fills a circle, or at least the one pixel under its centre when it is smaller than a
  /// pixel; `shift` is the raster's top-left pixel in the viewport's pixels.
  private func paint(
    _ center: Vector2, radius: Double, _ color: Color, _ viewport: Viewport,
    _ shift: (x: Double, y: Double), _ raster: inout HalfBlockRaster
  ) {
    var pixel = viewport.pixel(x: center.x, y: center.y)
    pixel = (pixel.x - shift.x, pixel.y - shift.y)
    let size = viewport.pixels(radius)
    if size < 1 {
      raster[Int(pixel.x.rounded(.down)), Int(pixel.y.rounded(.down))] = color
    } else {
      raster.fillCircle(centerX: pixel.x, centerY: pixel.y, radius: size, color: color)
    }
  }

  /// The faint ring around the cross-hair: as far as the explosion fired there will reach.
  ///
  /// Braille dots over the field's cells, two dots to each half-block pixel, so the ring is
  /// centred where the explosion would be drawn; ASCII shows dots.
  private func drawReach(_ world: BallsWorld, layout: BallsLayout, into canvas: inout Canvas) {
    let viewport = layout.viewport
    let cells = layout.fieldCells
    var ring = BrailleRaster(cells: Size(width: cells.width, height: cells.height))
    let aim = viewport.pixel(x: scene.crossHair.position.x, y: scene.crossHair.position.y)
    ring.strokeCircle(
      centerX: (aim.x - Double(cells.x - viewport.area.x)) * 2,
      centerY: (aim.y - Double((cells.y - viewport.area.y) * 2)) * 2,
      radius: viewport.pixels(world.maxExplosionRadius) * 2, color: .gray)
    ring.draw(into: &canvas, at: cells.x, cells.y, asciiGlyph: ".")
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
    let label = "Level \(entry.number)"
    var name = " \(canvas.glyphs.emDash) \(entry.level.name)"
    var right = "Score \(scene.run.score)"
    if let world = scene.world {
      // The original's counter: removed/target, at the bottom right.
      right += "   \(world.removed)/\(entry.level.target)"
      // While the chain plays: its speed, or the key that speeds it up where the name leaves room.
      if scene.isFastForwarding {
        right = "\(canvas.glyphs.adapted("×"))\(BallsScene.fastForwardUpdates)   " + right
      } else if world.hasFired && !scene.autoplay {
        let hint = "\(scene.keys.firstLabel(for: .fastForward)) faster   " + right
        let needed = Canvas.columns(of: label + name) + 2 + Canvas.columns(of: hint)
        if needed <= canvas.width { right = hint }
      }
    }
    let rightColumn = max(0, canvas.width - Canvas.columns(of: right))
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
      }
      lines.append("")
    }
    // The rule and the target, on every start panel.
    lines.append("Level \(entry.number): remove \(entry.level.target) of \(entry.level.balls) balls")
    lines.append("with ONE explosion: every ball")
    lines.append("it touches explodes in turn.")
    lines.append(
      scene.autoplay
        ? "The computer starts level \(entry.number) in a moment."
        : "Press \(scene.keys.firstLabel(for: .fire)) to start level \(entry.number)")
    canvas.centeredPanel(title: entry.level.name, lines: lines, style: .bold)
  }

  /// The run's end, shown before its score is handed over: why it ended and the score.
  private func drawRunEnd(into canvas: inout Canvas) {
    guard let end = scene.runEnd else { return }
    var lines: [String] = []
    let title: String
    switch end.reason {
    case .clearedTheGame:
      title = "Game cleared"
      lines.append("You cleared the game!")
      if let result = scene.lastResult {
        lines.append("Level \(result.number), the last, passed: \(result.removed) removed.")
      }
    case .failed:
      title = "Run over"
      if let result = scene.lastResult {
        lines.append("Level \(result.number) failed: \(result.removed) removed, \(result.target) needed.")
      }
    }
    lines.append("")
    let levels = end.run.levelsPassed == 1 ? "1 level" : "\(end.run.levelsPassed) levels"
    lines.append("Score: \(end.run.score) (\(levels) passed)")
    lines.append("")
    lines.append(
      scene.autoplay
        ? "The computer goes on in a moment."
        : "Press \(scene.keys.firstLabel(for: .fire)) to go on")
    canvas.centeredPanel(title: title, lines: lines, style: .bold)
  }
}
