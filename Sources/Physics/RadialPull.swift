/// A hole that pulls a ball toward its centre (the Holes law).
///
/// With `d = distance / radius`: for `captureFraction < d < 1` the ball feels an acceleration of
/// `strength / d²` toward the centre and its velocity is multiplied by `damping` that update;
/// for `d ≤ captureFraction` it is captured; for `d ≥ 1` nothing happens.
public struct RadialPull: Sendable, Hashable {
  /// The hole's centre.
  public var center: Vector2
  /// The hole's radius: the pull acts only inside it.
  public var radius: Double
  /// Acceleration at the rim (`d = 1`); Holes uses 0.5.
  public var strength: Double
  /// Velocity factor for an update spent inside the hole; Holes uses 0.8.
  public var damping: Double
  /// Normalised distance at or below which the ball is captured; Holes uses 0.1.
  public var captureFraction: Double

  /// Creates a hole; the defaults are the Holes numbers.
  public init(
    center: Vector2, radius: Double,
    strength: Double = 0.5, damping: Double = 0.8, captureFraction: Double = 0.1
  ) {
    self.center = center
    self.radius = radius
    self.strength = strength
    self.damping = damping
    self.captureFraction = captureFraction
  }

  /// What a hole does to a ball this update.
  public struct Effect: Sendable, Hashable {
    /// Acceleration toward the centre; add `scale ×` this to the velocity (Holes: 0.2).
    public var acceleration: Vector2
    /// Multiply the velocity by this (1 outside the hole).
    public var damping: Double
    /// Whether the ball fell in: lose a ball and return it to the start.
    public var captured: Bool

    /// Creates an effect.
    public init(acceleration: Vector2, damping: Double, captured: Bool) {
      self.acceleration = acceleration
      self.damping = damping
      self.captured = captured
    }

    /// No acceleration, no damping, not captured.
    public static let none = Effect(acceleration: .zero, damping: 1, captured: false)
  }

  // MARK: - Rule

  /// The effect of the hole on a ball whose centre is at `position`.
  public func effect(on position: Vector2) -> Effect {
    guard radius > 0 else { return .none }
    let offset = center - position
    let d = offset.length / radius
    if d <= captureFraction {
      return Effect(acceleration: .zero, damping: 1, captured: true)
    }
    guard d < 1 else { return .none }
    let magnitude = strength / (d * d)
    return Effect(acceleration: offset.normalized * magnitude, damping: damping, captured: false)
  }

  /// The hole with its centre rotated by `angle` radians about `pivot` (the Holes pattern turns).
  public func rotated(by angle: Double, around pivot: Vector2) -> RadialPull {
    var next = self
    next.center = center.rotated(by: angle, around: pivot)
    return next
  }
}
