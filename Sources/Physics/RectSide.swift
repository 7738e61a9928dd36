/// One side of an axis-aligned rectangle (y grows downward, so `top` is `minY`).
public enum RectSide: Sendable, Hashable, CaseIterable {
  case left, right, top, bottom

  /// The unit normal pointing out of the rectangle through this side.
  public var outwardNormal: Vector2 {
    switch self {
    case .left: Vector2(x: -1, y: 0)
    case .right: Vector2(x: 1, y: 0)
    case .top: Vector2(x: 0, y: -1)
    case .bottom: Vector2(x: 0, y: 1)
    }
  }

  /// Whether the side is vertical (left or right), i.e. its normal is along x.
  public var isVertical: Bool { self == .left || self == .right }
}
