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
    var ground = BrailleRaster(cells: Size(width: layout.field.width, height: layout.field.height), reusing: &canvas)
    let terrain = picture.level.terrain.map { Vector2(x: $0.x, y: $0.y) }
    for index in 1..<max(1, terrain.count) { line(terrain[index - 1], terrain[index], viewport, .white, &ground) }
    ground.draw(into: &canvas, at: layout.field.x, layout.field.y, asciiGlyph: ".")
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
    let status = unicode ? picture.status : canvas.glyphs.adapted(picture.status).replacing("°", with: "")
    canvas.text(status, x: 0, y: layout.statusRow, style: .bold)
    drawControlPad(into: &canvas, layout: layout, unicode: unicode)
    if let panel = picture.panel {
      let area = Rect(
        x: layout.field.x, y: layout.field.y, width: layout.field.width, height: max(1, layout.field.height / 2))
      canvas.centeredPanel(title: panel.title, lines: panel.lines, style: .bold, in: area)
    }
  }

  // MARK: - Parts

  private func drawPads(into canvas: inout Canvas, viewport: Viewport, unicode: Bool) {
    for pad in picture.level.pads {
      let left = viewport.cell(x: pad.left, y: pad.y)
      let right = viewport.cell(x: pad.right, y: pad.y)
      let style = Style(foreground: .brightYellow, attributes: .bold)
      for column in left.column...max(left.column, right.column - 1) {
        canvas.text(unicode ? "▀" : "=", x: column, y: left.row, style: style)
      }
      let label = (unicode ? "×" : "x") + String(pad.multiplier)
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
    var dots = BrailleRaster(cells: Size(width: layout.field.width, height: layout.field.height), reusing: &canvas)
    let points = Self.outline.map { centre + $0.rotated(by: step) }
    for index in 1..<points.count { line(points[index - 1], points[index], viewport, color, &dots) }
    if firing {
      let flame = Self.flame.map { centre + $0.rotated(by: step) }
      for index in 1..<flame.count { line(flame[index - 1], flame[index], viewport, .brightRed, &dots) }
    }
    dots.draw(into: &canvas, at: layout.field.x, layout.field.y)
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
      let held = picture.held.contains(control)
      let label = "[ " + LanderLayout.label(of: control, unicode: unicode) + " ]"
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
