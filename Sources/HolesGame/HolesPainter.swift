import ArcadeKit
import Physics

// MARK: - HolesPainter

/// Draws a Holes scene: status line, green table with holes, pull rings, walls, flag and
/// ball, the tilt line, and the game-over panel.
///
/// Every object keeps its own glyph without colour: in monochrome the table is dotted, holes
/// are dark shade (ASCII `@`), pull rings braille dots (`+`), walls `#`, the ball a bold
/// block (`O`) and the flag `▶` (`F`).
struct HolesPainter {
  let scene: HolesScene

  /// Draws everything into `canvas`.
  func draw(into canvas: inout Canvas) {
    let board = scene.board
    let layout = HolesLayout(
      screen: canvas.size, worldWidth: board.table.width, worldHeight: board.table.height)
    drawStatus(into: &canvas, layout: layout)
    canvas.box(layout.frame, title: scene.message, style: .bold)
    drawTable(into: &canvas, layout: layout)
    drawWalls(into: &canvas, layout: layout)
    drawRings(into: &canvas, layout: layout)
    drawHoles(into: &canvas, layout: layout)
    drawFlag(into: &canvas, layout: layout)
    if scene.showsGhost, let place = scene.ghost?.place(atStep: scene.recording.steps), place.tableIndex == scene.tableIndex,
      scene.phase == .playing
    {
      drawBall(at: place.position, ghost: true, into: &canvas, layout: layout)
    }
    drawBall(at: scene.board.ball.position, ghost: false, into: &canvas, layout: layout)
    drawTilt(into: &canvas, layout: layout)
    if scene.phase == .gameOver { drawGameOver(into: &canvas) }
  }

  // MARK: - Lines

  private func drawStatus(into canvas: inout Canvas, layout: HolesLayout) {
    let count = scene.tables.tables.count
    var line = "HOLES  Score: \(scene.score)  Balls: \(scene.ballsLeft)"
    line += "  Table \(scene.tableIndex + 1)/\(count): \(scene.board.table.name)"
    if scene.tableIndex + 1 < count {
      line += "  (next in \(HolesScene.flagsPerTable - scene.flagsOnTable))"
    }
    canvas.text(line, x: 1, y: layout.statusRow, style: .bold)
  }

  private func drawTilt(into canvas: inout Canvas, layout: HolesLayout) {
    let glyphs = canvas.glyphs
    let tilt = scene.board.tilt
    var parts: [String] = []
    if tilt.x != 0 {
      parts.append("\(tilt.x < 0 ? glyphs.arrowLeft : glyphs.arrowRight)\(abs(tilt.x))")
    }
    if tilt.y != 0 {
      parts.append("\(tilt.y < 0 ? glyphs.arrowUp : glyphs.arrowDown)\(abs(tilt.y))")
    }
    let state = parts.isEmpty ? "level" : parts.joined(separator: " ")
    let end = canvas.text("Tilt: \(state)", x: 1, y: layout.tiltRow, style: .bold)
    let keys = scene.keys, global = scene.controls.global
    let tiltKeys = TiltKeys.label(
      up: keys.keys(for: .tiltUp), left: keys.keys(for: .tiltLeft), down: keys.keys(for: .tiltDown),
      right: keys.keys(for: .tiltRight), ranks: 1)
    if scene.autoplay {
      canvas.text(
        "   The computer plays  \(global.firstLabel(for: .pause)) pause  \(global.firstLabel(for: .help)) keys  "
          + "\(global.firstLabel(for: .back)) back",
        x: end, y: layout.tiltRow, style: .dim)
      return
    }
    canvas.text(
      "   \(tiltKeys) tilt  \(keys.firstLabel(for: .level)) level  \(global.firstLabel(for: .pause)) pause  "
        + "\(global.firstLabel(for: .help)) keys  \(global.firstLabel(for: .back)) back",
      x: end, y: layout.tiltRow, style: .dim)
  }

  // MARK: - Table

  private func drawTable(into canvas: inout Canvas, layout: HolesLayout) {
    let table = layout.table
    if canvas.capabilities.colorDepth.hasColor {
      canvas.fill(table, with: Cell(" ", style: Style(background: .green)))
      return
    }
    // Without colour the felt is a sparse dot pattern, so the table still reads as a surface.
    let dot: Unicode.Scalar = canvas.capabilities.unicode ? "·" : "."
    for y in table.y..<table.maxY {
      for x in table.x..<table.maxX where (x - table.x) % 4 == ((y - table.y) % 2) * 2 {
        canvas[x, y] = Cell(dot, style: .dim)
      }
    }
  }

  private func drawWalls(into canvas: inout Canvas, layout: HolesLayout) {
    let walls = scene.board.walls
    guard !walls.isEmpty else { return }
    let table = layout.table
    let viewport = layout.blocks
    let halfWidth = 0.5 / viewport.scale
    let halfHeight = 1 / viewport.scale
    // Grey on grey reads as a solid block in colour; the `#` carries it without colour.
    let style = Style(foreground: .gray, background: .gray)
    for y in table.y..<table.maxY {
      for x in table.x..<table.maxX {
        let center = viewport.world(column: x, row: y)
        let cell = WorldRect(
          minX: center.x - halfWidth, minY: center.y - halfHeight, maxX: center.x + halfWidth,
          maxY: center.y + halfHeight)
        let covered = walls.contains { wall in
          wall.minX < cell.maxX && cell.minX < wall.maxX && wall.minY < cell.maxY
            && cell.minY < wall.maxY
        }
        if covered { canvas[x, y] = Cell("#", style: style) }
      }
    }
  }

  private func drawRings(into canvas: inout Canvas, layout: HolesLayout) {
    let table = layout.table
    let viewport = layout.dots
    let shiftX = Double((table.x - viewport.area.x) * 2)
    let shiftY = Double((table.y - viewport.area.y) * 4)
    var raster = BrailleRaster(cells: Size(width: table.width, height: table.height))
    for index in 0..<scene.board.holeCount {
      let hole = scene.board.hole(index)
      let pixel = viewport.pixel(x: hole.center.x, y: hole.center.y)
      raster.strokeCircle(
        centerX: pixel.x - shiftX, centerY: pixel.y - shiftY,
        radius: viewport.pixels(hole.radius), color: .black)
    }
    raster.draw(into: &canvas, at: table.x, table.y, asciiGlyph: "+")
  }

  private func drawHoles(into canvas: inout Canvas, layout: HolesLayout) {
    let table = layout.table
    let viewport = layout.blocks
    let shiftX = Double(table.x - viewport.area.x)
    let shiftY = Double((table.y - viewport.area.y) * 2)
    var raster = HalfBlockRaster(cells: Size(width: table.width, height: table.height))
    for index in 0..<scene.board.holeCount {
      let hole = scene.board.hole(index)
      let pixel = viewport.pixel(x: hole.center.x, y: hole.center.y)
      // The hole's dark core: bigger than the capture zone (a tenth of the radius) so it shows.
      let radius = max(viewport.pixels(hole.radius * 0.35), 0.75)
      raster.fillCircle(
        centerX: pixel.x - shiftX, centerY: pixel.y - shiftY, radius: radius, color: .black)
    }
    let unicode = canvas.capabilities.graphics
    let color = canvas.capabilities.colorDepth.hasColor
    for row in 0..<table.height {
      for column in 0..<table.width {
        let top = raster[column, row * 2] != nil
        let bottom = raster[column, row * 2 + 1] != nil
        guard top || bottom else { continue }
        let glyph: Unicode.Scalar
        if !unicode {
          glyph = "@"
        } else if !color {
          glyph = "▓"
        } else {
          glyph = top && bottom ? "█" : (top ? "▀" : "▄")
        }
        var cell = canvas[table.x + column, table.y + row]
        cell.scalar = glyph
        cell.style.foreground = .black
        canvas[table.x + column, table.y + row] = cell
      }
    }
  }

  private func drawFlag(into canvas: inout Canvas, layout: HolesLayout) {
    let flag = scene.board.flagPoint
    let cell = layout.blocks.cell(x: flag.x, y: flag.y)
    var target = canvas[cell.column, cell.row]
    // ▶ reads as a pennant and every common font has it (⚑ is missing from xterm's).
    target.scalar = canvas.capabilities.unicode ? "▶" : "F"
    target.style.foreground = .brightWhite
    target.style.attributes.insert(.bold)
    canvas[cell.column, cell.row] = target
  }

  /// Draws the ball at `position`; the ghost of the best game is grey (`o` in ASCII, dim
  /// without colour), the ball bright yellow (`O`, bold).
  private func drawBall(at position: Vector2, ghost: Bool, into canvas: inout Canvas, layout: HolesLayout) {
    let table = layout.table
    let viewport = layout.blocks
    let color: Color = ghost ? .gray : .brightYellow
    var raster = HalfBlockRaster(cells: Size(width: table.width, height: table.height))
    let pixel = viewport.pixel(x: position.x, y: position.y)
    raster.fillCircle(
      centerX: pixel.x - Double(table.x - viewport.area.x),
      centerY: pixel.y - Double((table.y - viewport.area.y) * 2),
      radius: max(viewport.pixels(scene.board.ball.radius), 0.75), color: color)
    raster.draw(into: &canvas, at: table.x, table.y) { _ in ghost ? "o" : "O" }
    if !canvas.capabilities.colorDepth.hasColor {
      canvas.restyle(table) { style in
        if style.foreground == color { style.attributes.insert(ghost ? .dim : .bold) }
      }
    }
  }

  // MARK: - Game over

  private func drawGameOver(into canvas: inout Canvas) {
    let count = scene.tables.tables.count
    canvas.centeredPanel(
      title: "GAME OVER",
      lines: [
        "Final score: \(scene.score)",
        "Reached table \(scene.tableIndex + 1) of \(count): \(scene.board.table.name)",
        "",
        scene.autoplay ? "The computer plays again in a moment" : "R: play again    q: back",
      ], style: .bold)
  }
}
