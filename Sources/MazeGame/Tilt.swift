import ArcadeKit
import Physics

// MARK: - Tilt

/// The board's tilt: whole steps on each axis from −3 to +3; it stays until changed.
public struct Tilt: Hashable, Sendable {
  /// Steps toward the right (negative: left).
  public private(set) var x: Int
  /// Steps toward the bottom (negative: up), as y grows downward.
  public private(set) var y: Int

  /// Creates a tilt, clamping each axis to ±`MazePhysics.maxTilt`.
  public init(x: Int = 0, y: Int = 0) {
    self.x = Tilt.clamp(x)
    self.y = Tilt.clamp(y)
  }

  /// A level board.
  public static let level = Tilt()

  /// Whether the board is level.
  public var isLevel: Bool { x == 0 && y == 0 }

  // MARK: - Changing

  /// One step more toward `direction` on its axis (the other axis is unchanged).
  public func nudged(_ direction: Direction) -> Tilt {
    let delta = direction.delta
    return Tilt(x: x + delta.dx, y: y + delta.dy)
  }

  /// The tilt that points from `from` toward `to`: one step per cell of distance on each
  /// axis, up to full tilt (a click far away tilts fully, one next to the ball gently).
  public static func toward(_ to: Vector2, from: Vector2) -> Tilt {
    func steps(_ distance: Double) -> Int {
      let cells = (distance / MazePhysics.cellSize).rounded()
      return Int(max(-Double(MazePhysics.maxTilt), min(Double(MazePhysics.maxTilt), cells)))
    }
    return Tilt(x: steps(to.x - from.x), y: steps(to.y - from.y))
  }

  // MARK: - Physics

  /// The acceleration this tilt gives the ball, in world units per update squared.
  public var acceleration: Vector2 {
    Vector2(x: Double(x), y: Double(y)) * MazePhysics.accelerationPerTiltStep
  }

  private static func clamp(_ value: Int) -> Int {
    max(-MazePhysics.maxTilt, min(MazePhysics.maxTilt, value))
  }
}
