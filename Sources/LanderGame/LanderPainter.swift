import ArcadeKit
import Drawing
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
    let viewport = picture.closeUp.viewport(from: layout.viewport)
    let unicode = canvas.capabilities.graphics
    // The ground and the pads stay as they are while the view does: drawn once for a view.
    canvas.backdrop(Backdrop(level: picture.level, viewport: viewport, field: layout.field)) { canvas in
      drawGround(into: &canvas, layout: layout, viewport: viewport)
      drawPads(into: &canvas, field: layout.field, viewport: viewport, unicode: unicode)
    }
    if let ghost = picture.ghost {
      drawShip(
        at: Vector2(x: ghost.x, y: ghost.y), heading: ghost.heading, firing: false, cue: Self.ghostCue, into: &canvas,
        layout: layout, viewport: viewport)
    }
    if let ship = picture.ship {
      drawShip(
        at: Vector2(x: ship.x, y: ship.y), heading: ship.heading, firing: ship.firing, cue: Self.shipCue,
        into: &canvas, layout: layout, viewport: viewport)
      if let cue = picture.cue { drawCue(cue, over: ship, into: &canvas, field: layout.field, viewport: viewport) }
    }
    for piece in picture.debris {
      let cell = viewport.cell(x: piece.x, y: piece.y)
      if layout.field.contains(x: cell.column, y: cell.row) {
        canvas.text(unicode ? "✶" : "*", x: cell.column, y: cell.row, style: Style(foreground: .brightRed))
      }
    }
    drawStatus(into: &canvas, row: layout.statusRow, unicode: unicode)
    drawControlPad(into: &canvas, layout: layout, unicode: unicode)
    if let panel = picture.panel {
      let area = Rect(
        x: layout.field.x, y: layout.field.y, width: layout.field.width, height: max(1, layout.field.height / 2))
      canvas.centeredPanel(title: panel.title, lines: panel.lines, style: .bold, in: area)
    }
  }

  /// What the ground and the pads are drawn from.
  private struct Backdrop: Hashable, Sendable {
    let level: LanderLevel
    let viewport: Viewport
    let field: Rect
  }

  // MARK: - Parts

  /// The readings on the status row, two spaces apart, each speed and the heading in the colour
  /// of its safety.
  private func drawStatus(into canvas: inout Canvas, row: Int, unicode: Bool) {
    var column = 0
    for reading in picture.readings {
      var text = reading.text
      if !unicode {
        // ASCII has no degree sign: the heading is a bare number there.
        text = TextLine()
        for scalar in canvas.glyphs.adapted(reading.text).unicodeScalars where scalar != "°" { text.append(scalar) }
      }
      let style = reading.safety?.style ?? .bold
      column = canvas.text(text, x: column, y: row, style: style) + 2
    }
  }

  /// The terrain's line in braille dots over the field. (A function of its own, so its raster
  /// is gone before the ship's takes the storage: a raster is drawn at most once.)
  private func drawGround(into canvas: inout Canvas, layout: LanderLayout, viewport: Viewport) {
    var ground = BrailleRaster(cells: Size(width: layout.field.width, height: layout.field.height), reusing: &canvas)
    let terrain = picture.level.terrain
    for index in 1..<max(1, terrain.count) {
      let (a, b) = (terrain[index - 1], terrain[index])
      line(Vector2(x: a.x, y: a.y), Vector2(x: b.x, y: b.y), viewport, .white, &ground)
    }
    ground.draw(into: &canvas, at: layout.field.x, layout.field.y, asciiGlyph: ".")
  }

  /// Each pad as a bar with its multiplier under it (over it on the field's last row), only
  /// what falls on the field (a close-up shows part of the world).
  private func drawPads(into canvas: inout Canvas, field: Rect, viewport: Viewport, unicode: Bool) {
    for pad in picture.level.pads {
      let left = viewport.cell(x: pad.left, y: pad.y)
      let right = viewport.cell(x: pad.right, y: pad.y)
      guard left.row >= field.y, left.row < field.maxY, right.column > field.x, left.column < field.maxX else {
        continue
      }
      let style = Style(foreground: .brightYellow, attributes: .bold)
      let (first, end) = (max(field.x, left.column), min(right.column, field.maxX))
      for column in first...max(first, end - 1) {
        canvas.text(unicode ? "▀" : "=", x: column, y: left.row, style: style)
      }
      let label: TextLine = "\(unicode ? "×" : "x")\(pad.multiplier)"
      let middle = (first + end) / 2 - 1
      let row = left.row + 1 < field.maxY ? left.row + 1 : left.row - 1
      if row >= field.y { canvas.text(label, x: max(0, middle), y: row, style: style) }
    }
  }

  /// The cue in red reverse video two rows over the ship (under it near the field's top).
  private func drawCue(
    _ cue: TextLine, over ship: LanderShip, into canvas: inout Canvas, field: Rect, viewport: Viewport
  ) {
    let top = viewport.cell(x: ship.x, y: ship.y - LanderLevel.shipRadius)
    let bottom = viewport.cell(x: ship.x, y: ship.y + LanderLevel.shipRadius)
    let row = top.row - 2 >= field.y ? top.row - 2 : min(field.maxY - 1, bottom.row + 2)
    let style = Style(foreground: .brightRed, attributes: [.bold, .reverse])
    canvas.centeredText(" \(cue) ", in: Rect(x: field.x, y: row, width: field.width, height: 1), y: row, style: style)
  }

  /// The ship and the ghost of the best landing: one outline, white and cyan (grey was white's
  /// twin at 8 and 16 colours, and one colour with it on a light terminal); without colour the
  /// ghost is dim.
  static let shipCue = ColourCues.Cue("the ship", style: Style(foreground: .brightWhite), mark: "the ship's outline")
  static let ghostCue = ColourCues.Cue(
    "the ghost of the best landing", style: Style(foreground: .cyan), mark: "the ship's outline", monochrome: .dim)

  /// Draws the ship (or its ghost: `cue`) at `centre`, its nose `heading` degrees from up.
  private func drawShip(
    at centre: Vector2, heading: Double, firing: Bool, cue: ColourCues.Cue, into canvas: inout Canvas,
    layout: LanderLayout, viewport: Viewport
  ) {
    let color = cue.style.foreground
    let attributes = canvas.capabilities.colorDepth.hasColor ? cue.style.attributes : cue.monochrome
    // 32 looks: the heading to the nearest 11.25°.
    let step = (heading / 11.25).rounded() * 11.25 * .pi / 180
    guard canvas.capabilities.graphics else {
      let cell = viewport.cell(x: centre.x, y: centre.y)
      let nose = Vector2(x: 0, y: -1).rotated(by: step)
      let field = layout.field
      if field.contains(x: cell.column, y: cell.row) {
        // A letter: bold, unless dim says it is the ghost.
        let letter = attributes.contains(.dim) ? attributes : attributes.union(.bold)
        canvas.text(
          Self.asciiShip(nose), x: cell.column, y: cell.row, style: Style(foreground: color, attributes: letter))
      }
      if firing {
        let tail = viewport.cell(x: centre.x - nose.x * 8, y: centre.y - nose.y * 8)
        if tail != cell, field.contains(x: tail.column, y: tail.row) {
          canvas.text("*", x: tail.column, y: tail.row, style: Style(foreground: .brightRed))
        }
      }
      return
    }
    guard
      let cells = Self.shipCells(at: centre, turnedBy: step, firing: firing, field: layout.field, viewport: viewport)
    else { return }
    drawShip(
      at: centre, turnedBy: step, firing: firing, color: color, in: cells, into: &canvas, field: layout.field,
      viewport: viewport)
    if !attributes.isEmpty {
      let drawn = Rect(
        x: layout.field.x + cells.x, y: layout.field.y + cells.y, width: cells.width, height: cells.height)
      canvas.restyle(drawn) { style in
        if style.foreground == color { style.attributes.formUnion(attributes) }
      }
    }
  }

  /// Draws the ship's outline (and flame) in braille dots, in a raster over `cells` of the field.
  func drawShip(
    at centre: Vector2, turnedBy step: Double, firing: Bool, color: Color, in cells: Rect, into canvas: inout Canvas,
    field: Rect, viewport: Viewport
  ) {
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
    dots.draw(into: &canvas, at: field.x + cells.x, field.y + cells.y)
  }

  /// The cells of the field the ship's dots fall in (its outline's and flame's pixels, which a
  /// line only sets between its ends), so its raster is no bigger than the ship; nil when
  /// none is on the field.
  static func shipCells(at centre: Vector2, turnedBy step: Double, firing: Bool, field: Rect, viewport: Viewport)
    -> Rect?
  {
    var (minX, minY) = (Double.infinity, Double.infinity)
    var (maxX, maxY) = (-Double.infinity, -Double.infinity)
    func cover(_ shape: [Vector2]) {
      for offset in shape {
        let point = centre + offset.rotated(by: step)
        let pixel = viewport.pixel(x: point.x, y: point.y)
        (minX, minY) = (min(minX, pixel.x), min(minY, pixel.y))
        (maxX, maxY) = (max(maxX, pixel.x), max(maxY, pixel.y))
      }
    }
    cover(outline)
    if firing { cover(flame) }
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
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
