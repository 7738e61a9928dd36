import ArcadeKit
import Drawing
import Physics

// MARK: - HolesPainter

/// Draws a Holes screen from a `HolesPicture`: status line, green table with its holes (solid
/// discs as wide as their pull), walls, flag and ball, the tilt line, what comes next during a
/// hold, and the game-over panel.
///
/// Every object keeps its own glyph without colour: in monochrome the table is dotted, holes
/// are dark shade with a medium-shade edge (ASCII `@`), walls a bold `#`, the ball a bold
/// block (`O`) and the flag `▶` (`F`).
struct HolesPainter {
  let picture: HolesPicture

  /// Draws everything into `canvas`.
  func draw(into canvas: inout Canvas) {
    let board = picture.board
    let layout = HolesLayout(
      screen: canvas.size, worldWidth: board.table.width, worldHeight: board.table.height)
    // The frame, the felt and the walls stay as they are on a table: drawn once for it.
    canvas.backdrop(Backdrop(walls: board.walls, layout: layout)) { canvas in
      canvas.box(layout.frame, style: .bold)
      drawTable(into: &canvas, layout: layout)
      drawWalls(into: &canvas, layout: layout)
    }
    if let title { canvas.boxTitle(title, of: layout.frame, style: .bold) }
    canvas.text(picture.status, x: 1, y: layout.statusRow, style: .bold)
    // The walls are fixed over the turning holes, so a hole passing under one never hides it.
    drawHoles(into: &canvas, layout: layout)
    drawFlag(into: &canvas, layout: layout)
    if let ghost = picture.ghost { drawBall(at: ghost, ghost: true, into: &canvas, layout: layout) }
    drawBall(at: board.ball.position, ghost: false, into: &canvas, layout: layout)
    drawTilt(into: &canvas, layout: layout)
    if let hold = picture.hold {
      canvas.centeredPanel(title: picture.message, lines: hold, style: .bold, in: layout.frame)
    }
    if let gameOver = picture.gameOver {
      canvas.centeredPanel(title: "GAME OVER", lines: gameOver, style: .bold)
    }
  }

  /// What the frame, the felt and the walls are drawn from.
  private struct Backdrop: Hashable, Sendable {
    let walls: [WorldRect]
    let layout: HolesLayout
  }

  /// A wall's cell: grey on grey reads as a solid block in colour; a bold `#` carries it
  /// without colour. Holes are drawn around them.
  static let wall = Cell("#", style: Style(foreground: .gray, background: .gray, attributes: .bold))

  /// The frame's title: the count before the ball rolls (first, so a narrow frame keeps it),
  /// and the last message.
  private var title: String? {
    guard let count = picture.countdown else { return picture.message }
    guard let message = picture.message else { return "Ball in \(count)" }
    return "Ball in \(count)  \(message)"
  }

  // MARK: - Tilt line

  /// The tilt in arrows and steps ("Tilt: ←2 ↓1", or "level"), then the keys.
  private func drawTilt(into canvas: inout Canvas, layout: HolesLayout) {
    let glyphs = canvas.glyphs
    let tilt = picture.board.tilt
    // A `TextLine`, not strings: this is drawn every frame, tilted or not.
    var line: TextLine = "Tilt:"
    if tilt.x != 0 { line.append(" \(tilt.x < 0 ? glyphs.arrowLeft : glyphs.arrowRight)\(abs(tilt.x))" as TextLine) }
    if tilt.y != 0 { line.append(" \(tilt.y < 0 ? glyphs.arrowUp : glyphs.arrowDown)\(abs(tilt.y))" as TextLine) }
    if tilt.x == 0 && tilt.y == 0 { line.append(" level") }
    let end = canvas.text(line, x: 1, y: layout.tiltRow, style: .bold)
    canvas.text(picture.keysHint, x: end, y: layout.tiltRow, style: .dim)
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
    let walls = picture.board.walls
    guard !walls.isEmpty else { return }
    let table = layout.table
    let viewport = layout.blocks
    let halfWidth = 0.5 / viewport.scale
    let halfHeight = 1 / viewport.scale
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
        if covered { canvas[x, y] = Self.wall }
      }
    }
  }

  /// The holes as the seed drew them: solid discs as wide as the pull, so the danger looks as
  /// big as it is. In colour black half blocks on the felt; without colour each cell the disc
  /// covers shows `▓` (ASCII `@`) where the cell's centre is inside it and `▒` (`+`) where the
  /// disc only reaches into the cell, so even a small table keeps the pull's whole extent.
  private func drawHoles(into canvas: inout Canvas, layout: HolesLayout) {
    guard canvas.capabilities.colorDepth.hasColor, canvas.capabilities.graphics else {
      drawHolesWithoutColour(into: &canvas, layout: layout)
      return
    }
    let table = layout.table
    let viewport = layout.blocks
    let shiftX = Double(table.x - viewport.area.x)
    let shiftY = Double((table.y - viewport.area.y) * 2)
    var raster = HalfBlockRaster(cells: Size(width: table.width, height: table.height), reusing: &canvas)
    for index in 0..<picture.board.holeCount {
      let hole = picture.board.hole(index)  // turned once a frame (a sine and a cosine)
      let pixel = viewport.pixel(x: hole.center.x, y: hole.center.y)
      raster.fillCircle(
        centerX: pixel.x - shiftX, centerY: pixel.y - shiftY, radius: max(viewport.pixels(hole.radius), 0.75),
        color: .black)
    }
    // Walls are in the backdrop already, and stay over the holes.
    raster.draw(into: &canvas, at: table.x, table.y, keeping: picture.board.walls.isEmpty ? nil : Self.wall)
  }

  /// The cells (of an area of `size` cells, in half-block pixels from its top-left) that a
  /// circle of pixels can paint: the square around it, clipped to the area.
  static func cells(coveringCircleAt centerX: Double, _ centerY: Double, radius: Double, within size: Size) -> Rect {
    let nothing = Rect(x: 0, y: 0, width: 0, height: 0)
    guard radius.isFinite, centerX.isFinite, centerY.isFinite, radius > 0 else { return nothing }
    // Clamped before converting, so a circle far off the table cannot overflow an Int.
    func cell(_ pixel: Double, _ limit: Int) -> Int { Int(min(max(pixel, -1), Double(limit + 1))) }
    let left = max(0, cell((centerX - radius).rounded(.down), size.width))
    let right = min(size.width, cell((centerX + radius).rounded(.up), size.width) + 1)
    let top = max(0, cell(((centerY - radius) / 2).rounded(.down), size.height))
    let bottom = min(size.height, cell(((centerY + radius) / 2).rounded(.up), size.height) + 1)
    guard left < right, top < bottom else { return nothing }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The holes by cells, for a screen without colour or without block graphics.
  private func drawHolesWithoutColour(into canvas: inout Canvas, layout: HolesLayout) {
    let table = layout.table
    let viewport = layout.blocks
    let halfWidth = 0.5 / viewport.scale
    let halfHeight = 1 / viewport.scale
    let unicode = canvas.capabilities.graphics
    let holes = picture.board.holes
    let wall = Self.wall
    for y in table.y..<table.maxY {
      for x in table.x..<table.maxX {
        let center = viewport.world(column: x, row: y)
        var covered = false
        var reached = false
        for hole in holes {
          let dx = max(abs(center.x - hole.center.x) - halfWidth, 0)
          let dy = max(abs(center.y - hole.center.y) - halfHeight, 0)
          if (dx * dx + dy * dy).squareRoot() < hole.radius { reached = true }
          if (Vector2(x: center.x, y: center.y) - hole.center).length < hole.radius { covered = true }
        }
        guard reached, canvas[x, y] != wall else { continue }
        let glyph: Unicode.Scalar = covered ? (unicode ? "▓" : "@") : (unicode ? "▒" : "+")
        canvas[x, y] = Cell(glyph, style: Style(foreground: .black, attributes: covered ? .bold : []))
      }
    }
  }

  private func drawFlag(into canvas: inout Canvas, layout: HolesLayout) {
    let flag = picture.board.flagPoint
    let cell = layout.blocks.cell(x: flag.x, y: flag.y)
    var target = canvas[cell.column, cell.row]
    // ▶ reads as a pennant and every common font has it (⚑ is missing from xterm's).
    target.scalar = canvas.capabilities.unicode ? "▶" : "F"
    target.style.foreground = .brightWhite
    target.style.attributes.insert(.bold)
    canvas[cell.column, cell.row] = target
  }

  /// The ball and the ghost of the best game, on the felt: one disc, bright yellow and grey
  /// (`O` and `o` in ASCII); without colour the ball is bold and the ghost dim.
  static let ballCue = ColourCues.Cue(
    "the ball", style: Style(foreground: .brightYellow, background: .green), mark: "a disc", monochrome: .bold)
  static let ghostCue = ColourCues.Cue(
    "the ghost of the best game", style: Style(foreground: .gray, background: .green), mark: "a disc",
    monochrome: .dim)

  /// Draws the ball at `position`, or the ghost of the best game (`ballCue`, `ghostCue`).
  private func drawBall(at position: Vector2, ghost: Bool, into canvas: inout Canvas, layout: HolesLayout) {
    let table = layout.table
    let viewport = layout.blocks
    let cue = ghost ? Self.ghostCue : Self.ballCue
    let color = cue.style.foreground
    let pixel = viewport.pixel(x: position.x, y: position.y)
    let centerX = pixel.x - Double(table.x - viewport.area.x)
    let centerY = pixel.y - Double((table.y - viewport.area.y) * 2)
    let radius = max(viewport.pixels(picture.board.ball.radius), 0.75)
    // A raster no bigger than the ball, where it is on the table.
    let reach = Self.cells(
      coveringCircleAt: centerX, centerY, radius: radius, within: Size(width: table.width, height: table.height))
    var raster = HalfBlockRaster(cells: Size(width: reach.width, height: reach.height), reusing: &canvas)
    raster.fillCircle(
      centerX: centerX - Double(reach.x), centerY: centerY - Double(reach.y * 2), radius: radius, color: color)
    raster.draw(into: &canvas, at: table.x + reach.x, table.y + reach.y) { _ in ghost ? "o" : "O" }
    if !canvas.capabilities.colorDepth.hasColor {
      canvas.restyle(table) { style in
        if style.foreground == color { style.attributes.formUnion(cue.monochrome) }
      }
    }
  }
}
