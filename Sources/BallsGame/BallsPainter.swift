import ArcadeKit
import Drawing
import Physics

// MARK: - BallsPainter

/// Draws a Balls screen from a `BallsPicture`: the framed field, the balls and explosions, the
/// cross-hair with the faint ring of its explosion's reach, the status line and, between
/// levels, the message panel (the level's rule and target, or the run's end).
///
/// With colour and Unicode everything is drawn with half blocks (round circles); without
/// colour or Unicode the balls become one glyph per colour so they stay distinct. Nothing of
/// the field is drawn outside its frame: the rasters cover the field's cells only.
struct BallsPainter {
  let picture: BallsPicture

  /// The glyph explosions are drawn with in ASCII.
  static let asciiExplosion: Unicode.Scalar = "#"

  /// Draws the whole screen.
  func draw(into canvas: inout Canvas) {
    let layout = BallsLayout(size: canvas.size, field: Balls.field)
    let cells = layout.fieldCells
    canvas.box(
      Rect(x: cells.x - 1, y: cells.y - 1, width: cells.width + 2, height: cells.height + 2),
      style: .dim)
    if let world = picture.world {
      if let aim = picture.aim { drawReach(world, around: aim, layout: layout, into: &canvas) }
      drawWorld(world, layout: layout, into: &canvas)
      if let aim = picture.aim { drawCrossHair(at: aim, layout: layout, into: &canvas) }
    }
    drawStatus(row: layout.statusRow, into: &canvas)
    if let panel = picture.panel {
      let drawn = canvas.centeredPanel(title: panel.title, lines: panel.lines, style: .bold)
      if let stars = picture.stars { drawStars(stars, under: drawn, into: &canvas) }
    }
  }

  /// The level's stars as a badge on the panel's lower edge: earned ones bright, the rest dots
  /// (`✶ ✶ ·`, ASCII `* * .`).
  private func drawStars(_ stars: Int, under panel: Rect, into canvas: inout Canvas) {
    guard panel.height >= 2, panel.width >= 9 else { return }
    let graphics = canvas.capabilities.graphics
    let row = panel.maxY - 1
    let x = panel.x + (panel.width - 7) / 2
    canvas[x, row] = Cell(" ", style: .bold)
    for index in 0..<3 {
      let earned = index < stars
      let glyph: Unicode.Scalar = earned ? (graphics ? "✶" : "*") : (graphics ? "·" : ".")
      let style = earned ? Style(foreground: .brightYellow, attributes: .bold) : Style(attributes: .dim)
      canvas.text(String(glyph), x: x + 1 + index * 2, y: row, style: style)
      canvas[x + 2 + index * 2, row] = Cell(" ", style: .bold)
    }
  }

  // MARK: - Field

  private func drawWorld(_ world: BallsWorld, layout: BallsLayout, into canvas: inout Canvas) {
    let viewport = layout.viewport
    let cells = layout.fieldCells
    let colourBalls = canvas.capabilities.graphics && canvas.capabilities.colorDepth.hasColor
    // The raster covers the field's cells only, so what reaches past a wall is cut at the frame.
    var raster = HalfBlockRaster(cells: Size(width: cells.width, height: cells.height), reusing: &canvas)
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
  private func drawReach(_ world: BallsWorld, around aim: Vector2, layout: BallsLayout, into canvas: inout Canvas) {
    let viewport = layout.viewport
    let cells = layout.fieldCells
    var ring = BrailleRaster(cells: Size(width: cells.width, height: cells.height), reusing: &canvas)
    let aim = viewport.pixel(x: aim.x, y: aim.y)
    ring.strokeCircle(
      centerX: (aim.x - Double(cells.x - viewport.area.x)) * 2,
      centerY: (aim.y - Double((cells.y - viewport.area.y) * 2)) * 2,
      radius: viewport.pixels(world.maxExplosionRadius) * 2, color: .gray)
    ring.draw(into: &canvas, at: cells.x, cells.y, asciiGlyph: ".")
  }

  private func drawCrossHair(at aim: Vector2, layout: BallsLayout, into canvas: inout Canvas) {
    let cell = layout.viewport.cell(x: aim.x, y: aim.y)
    let field = layout.fieldCells
    let glyphs = canvas.glyphs
    // Dim while the balls are still being watched: it cannot fire yet.
    let looking = picture.looking
    let arm = Style(foreground: looking ? .gray : .brightWhite)
    let arms: [(dx: Int, dy: Int, glyph: Unicode.Scalar)] = [
      (-1, 0, glyphs.horizontal), (1, 0, glyphs.horizontal), (0, -1, glyphs.vertical),
      (0, 1, glyphs.vertical),
    ]
    for (dx, dy, glyph) in arms where field.contains(x: cell.column + dx, y: cell.row + dy) {
      canvas[cell.column + dx, cell.row + dy] = Cell(glyph, style: arm)
    }
    canvas[cell.column, cell.row] = Cell(
      "+", style: looking ? Style(foreground: .gray) : Style(foreground: .brightWhite, attributes: [.bold, .reverse]))
  }

  // MARK: - Status line

  /// The level and its name at the left, the tally at the right (with the hint where it fits).
  private func drawStatus(row: Int, into canvas: inout Canvas) {
    let glyphs = canvas.glyphs
    let label = picture.levelLabel
    let name: TextLine = " \(glyphs.emDash) \(picture.levelName)"
    var right = picture.tally
    if let speed = picture.fastForward { right = "\(glyphs.adapted("×"))\(speed)   \(right)" }
    if let hinted = picture.hintedTally {
      let needed = Canvas.columns(of: label) + Canvas.columns(of: name) + 2 + Canvas.columns(of: hinted)
      if needed <= canvas.width { right = hinted }
    }
    let rightColumn = max(0, canvas.width - Canvas.columns(of: right))
    let room = rightColumn - 2 - Canvas.columns(of: label)
    let end = canvas.text(label, x: 0, y: row, style: .bold)
    // The name as far as the room goes (none in a room of one column).
    if room > 1 || Canvas.columns(of: name) <= room { canvas.text(name, x: end, y: row, columns: max(0, room)) }
    canvas.text(right, x: rightColumn, y: row, style: .bold)
  }
}
