/// A pixel raster drawn with half blocks: each cell holds two square pixels, one above the other.
///
/// A terminal cell is about twice as tall as it is wide, so its two halves are square; circles
/// drawn here stay round at any terminal size. Unset pixels are transparent.
public struct HalfBlockRaster: Sendable {
  /// Width in pixels (equal to the width in cells).
  public let width: Int
  /// Height in pixels (twice the height in cells).
  public let height: Int
  /// The pixels, row by row (inlinable for the subscript: a frame reads and sets many).
  @usableFromInline var pixels: [Color?]

  /// Creates a transparent raster covering `cells` (width × height in cells).
  public init(cells: Size) {
    width = cells.width
    height = cells.height * 2
    pixels = Array(repeating: nil, count: width * height)
  }

  /// Creates a transparent raster covering `cells` in storage borrowed from `canvas`, which
  /// `draw(into:)` gives back: a frame's raster then allocates nothing.
  public init(cells: Size, reusing canvas: inout Canvas) {
    width = cells.width
    height = cells.height * 2
    pixels = []
    swap(&pixels, &canvas.rasterStorage.pixels)
    RasterStorage.refilled(&pixels, with: nil, count: width * height)
  }

  // MARK: - Pixels

  /// The colour at pixel (x, y), or nil when transparent or outside.
  @inlinable
  public subscript(x: Int, y: Int) -> Color? {
    get {
      guard x >= 0, y >= 0, x < width, y < height else { return nil }
      return pixels[y * width + x]
    }
    set {
      guard x >= 0, y >= 0, x < width, y < height else { return }
      pixels[y * width + x] = newValue
    }
  }

  /// Paints every pixel whose centre lies within `radius` of (centerX, centerY), in pixels.
  public mutating func fillCircle(centerX: Double, centerY: Double, radius: Double, color: Color) {
    let (width, height) = (self.width, self.height)
    pixels.withUnsafeMutableBufferPointer { pixels in
      RasterShapes.forEachRunInCircle(
        centerX: centerX, centerY: centerY, radius: radius, width: width, height: height
      ) { y, first, last in
        UnsafeMutableBufferPointer(rebasing: pixels[(y * width + first)...(y * width + last)]).update(repeating: color)
      }
    }
  }

  /// Paints the pixels of a rectangle given in pixels (clipped).
  public mutating func fillRect(x: Int, y: Int, width w: Int, height h: Int, color: Color) {
    let left = max(0, x)
    let right = min(width, x + w)
    let top = max(0, y)
    let bottom = min(height, y + h)
    guard left < right, top < bottom else { return }
    for py in top..<bottom {
      for px in left..<right { pixels[py * width + px] = color }
    }
  }

  // MARK: - Drawing

  /// Draws the raster into `canvas` with its top-left pixel at cell (origin.x, origin.y).
  ///
  /// Without half blocks (ASCII, or the Linux console's font) every painted cell becomes
  /// `asciiGlyph(color)`; without colour, a cell whose
  /// two halves differ in colour is drawn as a full block so the shape survives.
  public consuming func draw(
    into canvas: inout Canvas, at originX: Int, _ originY: Int,
    asciiGlyph: (Color) -> Unicode.Scalar = { _ in "#" }, keeping kept: Cell? = nil
  ) {
    let unicode = canvas.capabilities.graphics
    let color = canvas.capabilities.colorDepth.hasColor
    let width = self.width
    // Through the pixels' memory, and eight transparent cells skipped a step: most of a
    // game's raster is transparent (Balls' field was 22 instructions a cell, drawn or not).
    let transparent = Self.transparentWord
    let canvasSize = canvas.size
    canvas.settle()
    var drawnRows = RowMarks()
    self.pixels.withUnsafeBufferPointer { pixels in
      // The canvas's cells through their memory too: one uniqueness check for the raster, not
      // one a cell drawn (Holes draws hundreds of cells of discs).
      canvas.grid.withUnsafeMutableBufferPointer { cells in
        guard let base = UnsafeRawPointer(pixels.baseAddress) else { return }
        for row in 0..<(height / 2) {
          let y = originY + row
          guard y >= 0, y < canvasSize.height else { continue }
          let (topRow, bottomRow) = (row * 2 * width, (row * 2 + 1) * width)
          var (column, drewInRow) = (0, false)
          while column < width {
            if let transparent, column &+ 8 <= width,
              base.loadUnaligned(fromByteOffset: topRow &+ column, as: UInt64.self) == transparent,
              base.loadUnaligned(fromByteOffset: bottomRow &+ column, as: UInt64.self) == transparent
            {
              column &+= 8
              continue
            }
            let (top, bottom) = (pixels[topRow &+ column], pixels[bottomRow &+ column])
            let x = originX + column
            if top != nil || bottom != nil, x >= 0, x < canvasSize.width {
              let index = y * canvasSize.width + x
              if let cell = Self.cell(
                cells[index], top: top, bottom: bottom, unicode: unicode, color: color, asciiGlyph: asciiGlyph,
                keeping: kept)
              {
                cells[index] = cell
                drewInRow = true
              }
            }
            column &+= 1
          }
          if drewInRow { drawnRows.mark(y) }
        }
      }
    }
    canvas.written = canvas.written.union(drawnRows)
    giveBack(to: &canvas)
  }

  /// Eight transparent pixels as the bytes they are stored in, when a pixel is one byte (it
  /// is: `Color?` is a byte); nil otherwise, and cells are then looked at one by one.
  private static let transparentWord: UInt64? = {
    guard MemoryLayout<Color?>.stride == 1 else { return nil }
    let pixels = [Color?](repeating: nil, count: 8)
    return pixels.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
  }()

  /// `cell` with the halves `top` and `bottom` (one of them set) drawn over it, or nil when it
  /// shows `kept` and stays.
  @inline(__always)
  private static func cell(
    _ cell: Cell, top: Color?, bottom: Color?, unicode: Bool, color: Bool, asciiGlyph: (Color) -> Unicode.Scalar,
    keeping kept: Cell?
  ) -> Cell? {
    if let kept, cell == kept { return nil }
    var cell = cell
    if !unicode {
      cell.scalar = asciiGlyph(top ?? bottom ?? .default)
      cell.style.foreground = top ?? bottom ?? .default
    } else if let top, let bottom {
      if top == bottom || !color {
        cell.scalar = "█"
        cell.style.foreground = top
      } else {
        cell.scalar = "▀"
        cell.style.foreground = top
        cell.style.background = bottom
      }
    } else if let top {
      cell.scalar = "▀"
      cell.style.foreground = top
    } else if let bottom {
      cell.scalar = "▄"
      cell.style.foreground = bottom
    }
    return cell
  }

  /// Gives the storage back to `canvas` for the next raster, when the raster is only read (not
  /// drawn); `draw(into:)` does this itself.
  public consuming func giveBack(to canvas: inout Canvas) {
    // Moved, as the raster ends here (`consuming`): the next one has it to itself.
    if canvas.rasterStorage.pixels.capacity < pixels.capacity { swap(&canvas.rasterStorage.pixels, &pixels) }
  }
}
