/// A dot raster drawn with braille characters: 2×4 square dots per cell, one colour per cell.
///
/// Finer than half blocks, for thin shapes (outlines, pull radii, trails). Unset dots are
/// transparent; a cell takes the colour of the last dot painted in it, keeps the background
/// below it and none of its attributes.
public struct BrailleRaster: Sendable {
  /// Width in dots (twice the width in cells).
  public let width: Int
  /// Height in dots (four times the height in cells).
  public let height: Int
  private let cellColumns: Int
  private var bits: [UInt8]
  private var colors: [Color]

  /// Creates a transparent raster covering `cells`.
  public init(cells: Size) {
    cellColumns = cells.width
    width = cells.width * 2
    height = cells.height * 4
    bits = Array(repeating: 0, count: cells.width * cells.height)
    colors = Array(repeating: .default, count: cells.width * cells.height)
  }

  /// Creates a transparent raster covering `cells` in storage borrowed from `canvas`, which
  /// `draw(into:)` gives back: a frame's raster then allocates nothing.
  public init(cells: Size, reusing canvas: inout Canvas) {
    cellColumns = cells.width
    width = cells.width * 2
    height = cells.height * 4
    bits = []
    colors = []
    swap(&bits, &canvas.rasterStorage.bits)
    swap(&colors, &canvas.rasterStorage.colors)
    RasterStorage.refilled(&bits, with: 0, count: cells.width * cells.height)
    RasterStorage.refilled(&colors, with: .default, count: cells.width * cells.height)
  }

  // MARK: - Dots

  /// Whether the dot at (x, y) is set (false outside the raster).
  public func isSet(x: Int, y: Int) -> Bool {
    guard x >= 0, y >= 0, x < width, y < height else { return false }
    return bits[(y / 4) * cellColumns + x / 2] & BrailleRaster.bit(x % 2, y % 4) != 0
  }

  /// Sets the dot at (x, y) in `color`; outside the raster nothing happens.
  public mutating func set(x: Int, y: Int, color: Color) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    let index = (y / 4) * cellColumns + x / 2
    bits[index] |= BrailleRaster.bit(x % 2, y % 4)
    colors[index] = color
  }

  /// Sets every dot whose centre lies within `radius` of (centerX, centerY), in dots.
  public mutating func fillCircle(centerX: Double, centerY: Double, radius: Double, color: Color) {
    RasterShapes.forEachRunInCircle(
      centerX: centerX, centerY: centerY, radius: radius, width: width, height: height
    ) { y, first, last in
      for x in first...last { set(x: x, y: y, color: color) }
    }
  }

  /// Sets the dots along a straight line from (x0, y0) to (x1, y1), in dots; with `spacing` 2
  /// every other dot (a dotted line), always both ends.
  public mutating func line(x0: Double, y0: Double, x1: Double, y1: Double, color: Color, spacing: Int = 1) {
    guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
    let steps = max(1, Int(min(max(abs(x1 - x0), abs(y1 - y0)), 100_000).rounded(.up)))
    for index in 0...steps where index % max(1, spacing) == 0 || index == steps {
      let t = Double(index) / Double(steps)
      let x = (x0 + (x1 - x0) * t).rounded(.down)
      let y = (y0 + (y1 - y0) * t).rounded(.down)
      if x >= 0, y >= 0, x < Double(width), y < Double(height) { set(x: Int(x), y: Int(y), color: color) }
    }
  }

  /// Sets the dots on the outline of a circle (about one dot thick).
  public mutating func strokeCircle(centerX: Double, centerY: Double, radius: Double, color: Color) {
    guard radius.isFinite, centerX.isFinite, centerY.isFinite else { return }
    let steps = max(8, Int(min(radius, 10_000) * 8))
    // Walk the circle by turning one offset a fixed angle each step: two trigonometric calls per
    // circle instead of two per dot (rings are drawn every frame).
    let turn = 2 * Double.pi / Double(steps)
    let turnCos = RasterShapes.cos(turn)
    let turnSin = RasterShapes.sin(turn)
    var dx = radius
    var dy = 0.0
    for _ in 0..<steps {
      let x = (centerX + dx).rounded(.down)
      let y = (centerY + dy).rounded(.down)
      // Far off the raster (a huge radius): skip rather than convert a value Int cannot hold.
      if abs(x) < 1e9 && abs(y) < 1e9 { set(x: Int(x), y: Int(y), color: color) }
      (dx, dy) = (dx * turnCos - dy * turnSin, dx * turnSin + dy * turnCos)
    }
  }

  // MARK: - Drawing

  /// Draws the raster into `canvas` with its top-left dot at cell (originX, originY).
  ///
  /// `keepingDots`: the dots of braille cells already there stay, as if they had been painted
  /// into this raster first (a backdrop's outlines under the frame's moving dots).
  public consuming func draw(
    into canvas: inout Canvas, at originX: Int, _ originY: Int, asciiGlyph: Unicode.Scalar = ".",
    keepingDots: Bool = false
  ) {
    let rows = height / 4
    let graphics = canvas.capabilities.graphics
    for row in 0..<rows {
      for column in 0..<cellColumns {
        let index = row * cellColumns + column
        guard bits[index] != 0 else { continue }
        var cell = canvas[originX + column, originY + row]
        var dots = UInt32(bits[index])
        if keepingDots, cell.scalar.value & ~0xFF == 0x2800 { dots |= cell.scalar.value & 0xFF }
        cell.scalar = graphics ? Unicode.Scalar(0x2800 + dots) ?? "?" : asciiGlyph
        // The dots' own style: their colour and no attributes of what was drawn there before
        // (a puck crossing a dim centre line stays bright); the gaps show the cell's background.
        cell.style = Style(foreground: colors[index], background: cell.style.background)
        canvas[originX + column, originY + row] = cell
      }
    }
    // The storage back, for the next raster: moved, as the raster ends here (`consuming`), so
    // the next one has it to itself and fills it in place.
    if canvas.rasterStorage.bits.capacity < bits.capacity {
      swap(&canvas.rasterStorage.bits, &bits)
      swap(&canvas.rasterStorage.colors, &colors)
    }
  }

  /// The bit of the dot at (column 0–1, row 0–3) in a braille cell (Unicode's dot numbering).
  static func bit(_ column: Int, _ row: Int) -> UInt8 {
    switch (column, row) {
    case (0, 3): return 0x40
    case (1, 3): return 0x80
    default: return UInt8(1 << (column * 3 + row))
    }
  }
}
