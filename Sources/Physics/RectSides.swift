/// A set of rectangle sides, as reported by wall and grid collisions.
///
/// For a body inside a box, `.left` means the body hit the wall on its left (it was moving −x).
public struct RectSides: OptionSet, Sendable, Hashable {
  /// The raw bit mask.
  public let rawValue: UInt8

  /// Creates the set from a bit mask.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The left side (`minX`).
  public static let left = RectSides(rawValue: 1 << 0)
  /// The right side (`maxX`).
  public static let right = RectSides(rawValue: 1 << 1)
  /// The top side (`minY`).
  public static let top = RectSides(rawValue: 1 << 2)
  /// The bottom side (`maxY`).
  public static let bottom = RectSides(rawValue: 1 << 3)

  /// The set holding exactly one side.
  public init(_ side: RectSide) {
    switch side {
    case .left: self = .left
    case .right: self = .right
    case .top: self = .top
    case .bottom: self = .bottom
    }
  }
}
