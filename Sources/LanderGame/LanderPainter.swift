import ArcadeKit
import Physics

// MARK: - LanderPainter

/// Draws a Lander screen from a `LanderPicture`: terrain and pads in braille dots (dots of `.`
/// and `=` in ASCII), the ship's outline turned to its heading in 32 steps with a flame under
/// the nozzle while it fires, the wreck, the status line, and the control pad with its held
/// buttons in reverse video.
struct LanderPainter {
  let picture: LanderPicture

  /// The ship's outline, nose up, in metres about its centre: nose, shoulders, legs.
  static let outline: [Vector2] = [
    Vector2(x: 0, y: -5), Vector2(x: 3.5, y: 0), Vector2(x: 5, y: 5), Vector2(x: 2, y: 2), Vector2(x: -2, y: 2),
    Vector2(x: -5, y: 5), Vector2(x: -3.5, y: 0), Vector2(x: 0, y: -5),
  ]
  /// The flame, from the nozzle down.
  static let flame: [Vector2] = [Vector2(x: -1.5, y: 2.5), Vector2(x: 0, y: 9), Vector2(x: 1.5, y: 2.5)]

  func draw(into canvas: inout Canvas) {
    let layout = LanderLayout(screen: canvas.size)
    let viewport = layout.viewport
    let unicode = canvas.capabilities.graphics
    drawGround(into: &canvas, layout: layout)
    drawPads(into: &canvas, viewport: viewport, unicode: unicode)
    if let ghost = picture.ghost {
      drawShip(
        at: Vector2(x: ghost.x, y: ghost.y), heading: ghost.heading, firing: false, color: .gray, into: &canvas,
        layout: layout)
    }
    if let ship = picture.ship {
      drawShip(
        at: Vector2(x: ship.x, y: ship.y), heading: ship.heading, firing: ship.firing, color: .brightWhite,
        into: &canvas, layout: layout)
    }
    for piece in picture.debris {
      let cell = viewport.cell(x: piece.x, y: piece.y)
      if layout.field.contains(x: cell.column, y: cell.row) {
        canvas.text(unicode ? "✶" : "*", x: cell.column, y: cell.row, style: Style(foreground: .brightRed))
      }
    }
    var status = picture.status
    if !unicode {
      // ASCII has no degree sign: the heading is a bare number there.
      status = TextLine()
      for scalar in canvas.glyphs.adapted(picture.status).unicodeScalars where scalar != "°" { status.append(scalar) }
    }
    canvas.text(status, x: 0, y: layout.statusRow, style: .bold)
    drawControlPad(into: &canvas, layout: layout, unicode: unicode)
    if let panel = picture.panel {
      let area = Rect(
        x: layout.field.x, y: layout.field.y, width: layout.field.width, height: max(1, layout.field.height / 2))
      canvas.centeredPanel(title: panel.title, lines: panel.lines, style: .bold, in: area)
    }
  }

  // MARK: - Parts

  /// The terrain's line in braille dots over the field. (A function of its own, so its raster
  /// is gone before the ship's takes the storage: a raster is drawn at most once.)
  private func drawGround(into canvas: inout Canvas, layout: LanderLayout) {
    var ground = BrailleRaster(cells: Size(width: layout.field.width, height: layout.field.height), reusing: &canvas)
    let terrain = picture.level.terrain
    for index in 1..<max(1, terrain.count) {
      let (a, b) = (terrain[index - 1], terrain[index])
      line(Vector2(x: a.x, y: a.y), Vector2(x: b.x, y: b.y), layout.viewport, .white, &ground)
    }
    ground.draw(into: &canvas, at: layout.field.x, layout.field.y, asciiGlyph: ".")
  }

  private func drawPads(into canvas: inout Canvas, viewport: Viewport, unicode: Bool) {
    for pad in picture.level.pads {
      let left = viewport.cell(x: pad.left, y: pad.y)
      let right = viewport.cell(x: pad.right, y: pad.y)
      let style = Style(foreground: .brightYellow, attributes: .bold)
      for column in left.column...max(left.column, right.column - 1) {
        canvas.text(unicode ? "▀" : "=", x: column, y: left.row, style: style)
      }
      let label: TextLine = "\(unicode ? "×" : "x")\(pad.multiplier)"
      let middle = (left.column + right.column) / 2 - 1
      let row = left.row + 1 < canvas.height - 1 ? left.row + 1 : left.row - 1
      canvas.text(label, x: max(0, middle), y: row, style: style)
    }
  }

  private func drawShip(
    at centre: Vector2, heading: Double, firing: Bool, color: Color, into canvas: inout Canvas, layout: LanderLayout
  ) {
    let viewport = layout.viewport
    // 32 looks: the heading to the nearest 11.25°.
    let step = (heading / 11.25).rounded() * 11.25 * .pi / 180
    guard canvas.capabilities.graphics else {
      let cell = viewport.cell(x: centre.x, y: centre.y)
      let nose = Vector2(x: 0, y: -1).rotated(by: step)
      canvas.text(Self.asciiShip(nose), x: cell.column, y: cell.row, style: Style(foreground: color, attributes: .bold))
      if firing {
        let tail = viewport.cell(x: centre.x - nose.x * 8, y: centre.y - nose.y * 8)
        if tail != cell { canvas.text("*", x: tail.column, y: tail.row, style: Style(foreground: .brightRed)) }
      }
      return
    }
    guard let cells = Self.shipCells(at: centre, turnedBy: step, firing: firing, layout: layout) else { return }
    drawShip(at: centre, turnedBy: step, firing: firing, color: color, in: cells, into: &canvas, layout: layout)
  }

  /// Draws the ship's outline (and flame) in braille dots, in a raster over `cells` of the field.
  func drawShip(
    at centre: Vector2, turnedBy step: Double, firing: Bool, color: Color, in cells: Rect, into canvas: inout Canvas,
    layout: LanderLayout
  ) {
    let viewport = layout.viewport
    var dots = BrailleRaster(cells: Size(width: cells.width, height: cells.height), reusing: &canvas)
    // Field pixels to the raster's: it starts at `cells`' top-left.
    let (shiftX, shiftY) = (Double(cells.x * 2), Double(cells.y * 4))
    func stroke(_ shape: [Vector2], _ color: Color) {
      for index in 1..<shape.count {
        let (a, b) = (centre + shape[index - 1].rotated(by: step), centre + shape[index].rotated(by: step))
        let (p, q) = (viewport.pixel(x: a.x, y: a.y), viewport.pixel(x: b.x, y: b.y))
        dots.line(x0: p.x - shiftX, y0: p.y - shiftY, x1: q.x - shiftX, y1: q.y - shiftY, color: color)
      }
    }
    stroke(Self.outline, color)
    if firing { stroke(Self.flame, .brightRed) }
    dots.draw(into: &canvas, at: layout.field.x + cells.x, layout.field.y + cells.y)
  }

  /// The cells of the field the ship's dots fall in (its outline's and flame's pixels, which a
  /// line only sets between its ends), so its raster is no bigger than the ship; nil when
  /// none is on the field.
  static func shipCells(at centre: Vector2, turnedBy step: Double, firing: Bool, layout: LanderLayout) -> Rect? {
    var (minX, minY) = (Double.infinity, Double.infinity)
    var (maxX, maxY) = (-Double.infinity, -Double.infinity)
    func cover(_ shape: [Vector2]) {
      for offset in shape {
        let point = centre + offset.rotated(by: step)
        let pixel = layout.viewport.pixel(x: point.x, y: point.y)
        (minX, minY) = (min(minX, pixel.x), min(minY, pixel.y))
        (maxX, maxY) = (max(maxX, pixel.x), max(maxY, pixel.y))
      }
    }
    cover(outline)
    if firing { cover(flame) }
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
    let field = layout.field
    // Clamped before converting, so a ship far off the field cannot overflow an Int.
    func dot(_ value: Double, _ limit: Int) -> Int { Int(min(max(value, -8), Double(limit + 8)).rounded(.down)) }
    let left = max(0, dot(minX, field.width * 2) >> 1)
    let right = min(field.width, (dot(maxX, field.width * 2) >> 1) + 1)
    let top = max(0, dot(minY, field.height * 4) >> 2)
    let bottom = min(field.height, (dot(maxY, field.height * 4) >> 2) + 1)
    guard left < right, top < bottom else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The ship in ASCII: a character for the way its nose points.
  static func asciiShip(_ nose: Vector2) -> String {
    if abs(nose.x) < 0.38 { return nose.y < 0 ? "A" : "V" }
    if abs(nose.y) < 0.38 { return nose.x > 0 ? ">" : "<" }
    return (nose.x > 0) == (nose.y < 0) ? "/" : "\\"
  }

  private func drawControlPad(into canvas: inout Canvas, layout: LanderLayout, unicode: Bool) {
    for control in LanderControls.Control.allCases {
      let rect = layout.button(control)
      let held = picture.held.contains(LanderControls.Held(control))
      let label: TextLine = "[ \(LanderLayout.label(of: control, unicode: unicode)) ]"
      let style = held ? Style(foreground: .brightYellow, attributes: [.bold, .reverse]) : Style(foreground: .gray)
      canvas.centeredText(label, in: rect, y: rect.y, style: style)
    }
  }

  /// A line of dots from `a` to `b` (world points) into `raster`, relative to the field.
  private func line(_ a: Vector2, _ b: Vector2, _ viewport: Viewport, _ color: Color, _ raster: inout BrailleRaster) {
    let p = viewport.pixel(x: a.x, y: a.y)
    let q = viewport.pixel(x: b.x, y: b.y)
    raster.line(x0: p.x, y0: p.y, x1: q.x, y1: q.y, color: color)
  }

}
