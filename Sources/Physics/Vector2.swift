#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// A 2-D vector or point in world units (x grows to the right, y grows downward).
public struct Vector2: Sendable, Hashable {
  /// Horizontal component.
  public var x: Double
  /// Vertical component (positive is down, as on a screen).
  public var y: Double

  /// Creates a vector from its components.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The vector with both components zero.
  public static let zero = Vector2(x: 0, y: 0)

  // MARK: - Arithmetic

  /// Component-wise sum.
  public static func + (lhs: Vector2, rhs: Vector2) -> Vector2 {
    Vector2(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// Component-wise difference.
  public static func - (lhs: Vector2, rhs: Vector2) -> Vector2 {
    Vector2(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// The vector pointing the other way.
  public static prefix func - (vector: Vector2) -> Vector2 {
    Vector2(x: -vector.x, y: -vector.y)
  }

  /// The vector scaled by a factor.
  public static func * (vector: Vector2, factor: Double) -> Vector2 {
    Vector2(x: vector.x * factor, y: vector.y * factor)
  }

  /// The vector scaled by a factor.
  public static func * (factor: Double, vector: Vector2) -> Vector2 {
    Vector2(x: vector.x * factor, y: vector.y * factor)
  }

  /// The vector divided by a divisor (IEEE rules: dividing by zero gives infinities).
  public static func / (vector: Vector2, divisor: Double) -> Vector2 {
    Vector2(x: vector.x / divisor, y: vector.y / divisor)
  }

  /// Adds a vector in place.
  public static func += (lhs: inout Vector2, rhs: Vector2) { lhs = lhs + rhs }

  /// Subtracts a vector in place.
  public static func -= (lhs: inout Vector2, rhs: Vector2) { lhs = lhs - rhs }

  /// Scales in place.
  public static func *= (lhs: inout Vector2, factor: Double) { lhs = lhs * factor }

  // MARK: - Measures

  /// The dot product.
  public func dot(_ other: Vector2) -> Double {
    x * other.x + y * other.y
  }

  /// The squared length; exact for dyadic components, and cheaper than `length`.
  public var lengthSquared: Double { x * x + y * y }

  /// The Euclidean length.
  public var length: Double { lengthSquared.squareRoot() }

  /// The unit vector in the same direction, or `.zero` for the zero vector
  /// (so callers never divide by zero or see NaN).
  public var normalized: Vector2 {
    let length = self.length
    guard length > 0, length.isFinite else { return .zero }
    return self / length
  }

  /// Whether both components are finite (neither NaN nor infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }

  // MARK: - Rotation

  /// The vector rotated by `angle` radians; positive turns +x toward +y
  /// (clockwise on screen, because y grows downward).
  public func rotated(by angle: Double) -> Vector2 {
    let cosine = cos(angle)
    let sine = sin(angle)
    return Vector2(x: x * cosine - y * sine, y: x * sine + y * cosine)
  }

  /// The point rotated by `angle` radians about `center` (used to turn the Holes pattern).
  public func rotated(by angle: Double, around center: Vector2) -> Vector2 {
    center + (self - center).rotated(by: angle)
  }
}
