import ArcadeKit
import Drawing
import Physics

// MARK: - PortalsPainter

/// Draws a Portals screen from a `PortalsPicture`: the galaxy's frame; each portal as a ring in
/// braille dots with its mark in the middle and its power beside it (flashing on a delivery,
/// unless the player asked for reduced motion);
/// each planet as a disc of dots with its mark; the picked planet in reverse video with its aim
/// line and speed; the explosion's rings; the status line; a panel. In ASCII the dots are
/// characters and the marks letters; in monochrome the marks tell the colours apart.
struct PortalsPainter {
  let picture: PortalsPicture

  func draw(into canvas: inout Canvas) {
    // With reduced motion a delivery flashes no portal: drawn as if none flashed.
    if canvas.capabilities.reducedMotion, picture.portals.contains(where: \.flashing) {
      var steady = picture
      steady.portals = picture.portals.steady
      return PortalsPainter(picture: steady).draw(into: &canvas)
    }
    let layout = PortalsLayout(screen: canvas.size)
    let viewport = layout.viewport
    let graphics = canvas.capabilities.graphics
    let area = viewport.area
    // The dots cover the galaxy's cells only, so nothing (an explosion's rings) spills over the frame.
    let galaxy = viewport.worldCells
    let shift = Vector2(
      x: Double((galaxy.x - area.x) * viewport.pixelsPerCellX), y: Double((galaxy.y - area.y) * viewport.pixelsPerCellY)
    )
    func pixel(_ point: Vector2) -> Vector2 {
      let p = viewport.pixel(x: point.x, y: point.y)
      return Vector2(x: p.x, y: p.y) - shift
    }
    // The frame and the portals stay as they are until one flashes: drawn once for them. The
    // moving dots are drawn over them keeping theirs, as one raster would have drawn both.
    func drawFrameAndPortals(into canvas: inout Canvas) {
      canvas.box(layout.frame, style: Style(foreground: .gray))
      var outlines = BrailleRaster(cells: Size(width: galaxy.width, height: galaxy.height), reusing: &canvas)
      for portal in picture.portals {
        let centre = pixel(portal.portal.center)
        let radius = viewport.pixels(PortalsLevel.portalRadius)
        let color = portal.portal.color.color
        if portal.flashing {
          outlines.fillCircle(centerX: centre.x, centerY: centre.y, radius: radius, color: color)
        } else {
          outlines.strokeCircle(centerX: centre.x, centerY: centre.y, radius: radius, color: color)
        }
      }
      outlines.draw(into: &canvas, at: galaxy.x, galaxy.y, asciiGlyph: ":")
    }
    if let flashing = flashingMask {
      canvas.backdrop(
        Backdrop(portals: picture.portals.level, flashing: flashing, viewport: viewport, frame: layout.frame),
        draw: drawFrameAndPortals)
    } else {
      drawFrameAndPortals(into: &canvas)
    }
    var dots = BrailleRaster(cells: Size(width: galaxy.width, height: galaxy.height), reusing: &canvas)
    for planet in picture.planets {
      let centre = pixel(planet.position)
      dots.fillCircle(
        centerX: centre.x, centerY: centre.y, radius: viewport.pixels(PortalsLevel.planetRadius),
        color: planet.color.color)
    }
    if let aim = picture.aim {
      let (from, to) = (pixel(aim.from), pixel(aim.to))
      dots.line(x0: from.x, y0: from.y, x1: to.x, y1: to.y, color: .brightWhite, spacing: 2)
    }
    if let explosion = picture.explosion, picture.portals.indices.contains(explosion.portal) {
      let centre = pixel(picture.portals[explosion.portal].portal.center)
      for (ring, color) in [(1.0, Color.brightYellow), (0.7, .brightRed), (0.4, .brightWhite)] {
        let radius = viewport.pixels(explosion.progress * ring * 380)
        if radius > 1 { dots.strokeCircle(centerX: centre.x, centerY: centre.y, radius: radius, color: color) }
      }
    }
    dots.draw(into: &canvas, at: galaxy.x, galaxy.y, asciiGlyph: ":", keepingDots: true)
    for portal in picture.portals { drawPortalLabels(portal, viewport: viewport, graphics: graphics, into: &canvas) }
    for (index, planet) in picture.planets.enumerated() {
      let cell = viewport.cell(x: planet.position.x, y: planet.position.y)
      let picked = index == picture.picked
      let style = Style(foreground: planet.color.color, attributes: picked ? [.bold, .reverse] : .bold)
      canvas.text(planet.color.mark(unicode: graphics), x: cell.column, y: cell.row, style: style)
    }
    if let aim = picture.aim {
      let end = viewport.cell(x: aim.to.x, y: aim.to.y)
      let label = String(Int(aim.speed.rounded()))
      let column = min(max(galaxy.x, end.column + 1), galaxy.x + galaxy.width - label.count)
      canvas.text(label, x: column, y: min(max(galaxy.y, end.row), galaxy.y + galaxy.height - 1), style: .bold)
    }
    let status = graphics ? picture.status : canvas.glyphs.adapted(picture.status)
    canvas.text(status, x: 0, y: layout.statusRow, style: .bold)
    if let panel = picture.panel {
      canvas.centeredPanel(title: panel.title, lines: panel.lines, style: .bold, in: area)
    }
  }

  /// What the frame and the portals are drawn from: the level's portals, which of them flash
  /// (a bit each), where the galaxy is.
  private struct Backdrop: Hashable, Sendable {
    let portals: [PortalsLevel.Portal]
    let flashing: UInt64
    let viewport: Viewport
    let frame: Rect
  }

  /// A bit for each flashing portal, or nil when there are too many portals to say so (every
  /// frame then draws them).
  private var flashingMask: UInt64? {
    guard picture.portals.count <= 64 else { return nil }
    var mask: UInt64 = 0
    for (index, portal) in picture.portals.enumerated() where portal.flashing { mask |= 1 << UInt64(index) }
    return mask
  }

  // MARK: - Parts

  /// A portal's mark in its middle (reverse video while it flashes) and its power beside it,
  /// toward the middle of the galaxy; under a quarter full, the power is marked `!`.
  private func drawPortalLabels(
    _ portal: PortalsPicture.Portal, viewport: Viewport, graphics: Bool, into canvas: inout Canvas
  ) {
    let spot = portal.portal
    let color = spot.color.color
    let cell = viewport.cell(x: spot.x, y: spot.y)
    let markStyle = Style(foreground: color, attributes: portal.flashing ? [.bold, .reverse] : .bold)
    canvas.text(spot.color.mark(unicode: graphics), x: cell.column, y: cell.row, style: markStyle)
    let power = Int(portal.power.rounded(.up))
    let label = power < 25 ? "\(power)!" : "\(power)"
    let inward = Vector2(x: PortalsLevel.worldWidth / 2 - spot.x, y: PortalsLevel.worldHeight / 2 - spot.y)
    let reach = PortalsLevel.portalRadius + 4
    let place: (column: Int, row: Int)
    if abs(inward.x) / PortalsLevel.worldWidth >= abs(inward.y) / PortalsLevel.worldHeight {
      let edge = viewport.cell(x: spot.x + (inward.x > 0 ? reach : -reach), y: spot.y)
      place = (inward.x > 0 ? edge.column : edge.column - label.count + 1, edge.row)
    } else {
      // Half a row further: rows are twice as tall as columns are wide.
      let below = reach + Double(viewport.pixelsPerCellY) / max(viewport.scale, 1e-9) / 2
      let edge = viewport.cell(x: spot.x, y: spot.y + (inward.y > 0 ? below : -below))
      place = (edge.column - label.count / 2, edge.row)
    }
    let style = Style(foreground: color, attributes: power < 25 ? [.bold, .reverse] : .bold)
    canvas.text(label, x: place.column, y: place.row, style: style)
  }
}
