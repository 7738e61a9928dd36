/// Maps a game's fixed world (in world units) onto an area of the terminal, keeping it square.
///
/// The world is scaled to fit the area in sub-cell pixels (half blocks: 1×2 per cell, braille:
/// 2×4) with one uniform scale, and centred. Physics never sees the terminal; only this does.
public struct Viewport: Hashable, Sendable {
  /// The world's width and height in world units.
  public let worldWidth: Double
  public let worldHeight: Double
  /// The cells available for drawing.
  public let area: Rect
  /// Pixels per cell horizontally and vertically (1×2 for half blocks, 2×4 for braille).
  public let pixelsPerCellX: Int
  public let pixelsPerCellY: Int
  /// Pixels per world unit.
  public private(set) var scale: Double
  /// Offset in pixels of the world's origin from the area's top-left pixel.
  public private(set) var offsetX: Double
  public private(set) var offsetY: Double

  /// Fits a `worldWidth` × `worldHeight` world into `area` with square pixels.
  public init(worldWidth: Double, worldHeight: Double, area: Rect, pixelsPerCellX: Int = 1, pixelsPerCellY: Int = 2) {
    self.worldWidth = worldWidth
    self.worldHeight = worldHeight
    self.area = area
    self.pixelsPerCellX = pixelsPerCellX
    self.pixelsPerCellY = pixelsPerCellY
    let pixelWidth = Double(area.width * pixelsPerCellX)
    let pixelHeight = Double(area.height * pixelsPerCellY)
    let fit = min(pixelWidth / max(worldWidth, 1e-9), pixelHeight / max(worldHeight, 1e-9))
    scale = fit.isFinite && fit > 0 ? fit : 0
    offsetX = ((pixelWidth - worldWidth * scale) / 2).rounded(.down)
    offsetY = ((pixelHeight - worldHeight * scale) / 2).rounded(.down)
  }

  /// The same world over the same area, magnified `zoom` times (1 or more) with the world point
  /// (`left`, `top`) at the area's top-left pixel: a close-up, as Lander's near the ground.
  /// A `left` or `top` that puts the world's edge inside the area is the caller's choice (a
  /// negative one centres a world narrower than the view).
  public func magnified(_ zoom: Double, left: Double, top: Double) -> Viewport {
    guard zoom.isFinite, zoom > 1, left.isFinite, top.isFinite else { return self }
    var viewport = self
    viewport.scale = scale * zoom
    viewport.offsetX = (-left * viewport.scale).rounded(.down)
    viewport.offsetY = (-top * viewport.scale).rounded(.down)
    return viewport
  }

  /// The world units the area shows across and down at this scale.
  public var visibleWorld: (width: Double, height: Double) {
    guard scale > 0 else { return (worldWidth, worldHeight) }
    return (Double(area.width * pixelsPerCellX) / scale, Double(area.height * pixelsPerCellY) / scale)
  }

  /// The pixel coordinates (relative to the area's top-left) of a world point.
  public func pixel(x: Double, y: Double) -> (x: Double, y: Double) {
    (offsetX + x * scale, offsetY + y * scale)
  }

  /// A world length in pixels.
  public func pixels(_ length: Double) -> Double { length * scale }

  /// The world point at the centre of cell (column, row) in canvas coordinates.
  public func world(column: Int, row: Int) -> (x: Double, y: Double) {
    guard scale > 0 else { return (0, 0) }
    let px = (Double(column - area.x) + 0.5) * Double(pixelsPerCellX)
    let py = (Double(row - area.y) + 0.5) * Double(pixelsPerCellY)
    return ((px - offsetX) / scale, (py - offsetY) / scale)
  }

  /// The cells the world covers (inside `area`).
  public var worldCells: Rect {
    let left = Int((offsetX / Double(pixelsPerCellX)).rounded(.down))
    let top = Int((offsetY / Double(pixelsPerCellY)).rounded(.down))
    let right = Int(((offsetX + worldWidth * scale) / Double(pixelsPerCellX)).rounded(.up))
    let bottom = Int(((offsetY + worldHeight * scale) / Double(pixelsPerCellY)).rounded(.up))
    return Rect(x: area.x + left, y: area.y + top, width: right - left, height: bottom - top)
      .intersection(area)
  }

  /// The cell (canvas coordinates) containing a world point.
  public func cell(x: Double, y: Double) -> (column: Int, row: Int) {
    let p = pixel(x: x, y: y)
    return (
      area.x + Int((p.x / Double(pixelsPerCellX)).rounded(.down)),
      area.y + Int((p.y / Double(pixelsPerCellY)).rounded(.down))
    )
  }
}
