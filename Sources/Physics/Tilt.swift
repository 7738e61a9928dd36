// MARK: - Tilt

/// How far a board leans on each axis, in whole steps from −`maxStep` to +`maxStep` (Maze and
/// Holes: "tilt replaces the accelerometer").
///
/// A terminal sends no key releases, so the tilt is a state each key press changes by one step
/// and that stays until changed again; the games turn it into an acceleration.
public struct Tilt: Hashable, Sendable {
  /// The most steps a board leans on one axis.
  public static let maxStep = 3

  /// Steps to the right (negative: to the left).
  public private(set) var x: Int
  /// Steps downward (negative: upward), as y grows down the screen.
  public private(set) var y: Int

  /// Creates a tilt, clamping each axis to ±`maxStep`.
  public init(x: Int = 0, y: Int = 0) {
    self.x = Self.clamp(x)
    self.y = Self.clamp(y)
  }

  /// The level board.
  public static let level = Tilt()

  /// Whether the board is level.
  public var isLevel: Bool { x == 0 && y == 0 }

  // MARK: - Changes

  /// This tilt leaned `dx` steps further right and `dy` further down (clamped).
  public func nudged(dx: Int, dy: Int) -> Tilt {
    Tilt(x: x + dx, y: y + dy)
  }

  /// Leans toward `offset` (world units from the ball): the longer axis gets `steps`, the
  /// other its proportional share, so the ball heads roughly at the point.
  public static func toward(_ offset: Vector2, steps: Int) -> Tilt {
    let longest = max(abs(offset.x), abs(offset.y))
    guard longest > 0, longest.isFinite else { return .level }
    let scale = Double(clamp(steps)) / longest
    return Tilt(x: Int((offset.x * scale).rounded()), y: Int((offset.y * scale).rounded()))
  }

  // MARK: - Physics

  /// The acceleration this tilt gives the ball, `perStep` world units per update² per step.
  public func acceleration(perStep: Double) -> Vector2 {
    Vector2(x: Double(x) * perStep, y: Double(y) * perStep)
  }

  static func clamp(_ value: Int) -> Int {
    min(max(value, -maxStep), maxStep)
  }
}
