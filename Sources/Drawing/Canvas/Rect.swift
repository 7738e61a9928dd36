/// A rectangle of cells: origin at the top-left, x to the right, y down. Its small methods are
/// inlinable: drawing asks them for every run and cell.
public struct Rect: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  /// Creates a rectangle; negative sizes are treated as zero.
  @inlinable
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  @inlinable
  public var maxX: Int { x + width }
  @inlinable
  public var maxY: Int { y + height }
  @inlinable
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// Whether the cell at (px, py) lies inside.
  @inlinable
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }

  /// The overlap of two rectangles (empty when they do not meet).
  @inlinable
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// This rectangle shrunk by `amount` cells on every side.
  @inlinable
  public func inset(by amount: Int) -> Rect {
    Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// A rectangle of `size` centred in this one (clipped to it).
  public func centered(_ size: Size) -> Rect {
    let w = min(size.width, width)
    let h = min(size.height, height)
    return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
  }
}
