import ArcadeKit
import Physics

// MARK: - Tilt in the maze

/// The game's one adapter from keys, clicks and its physics to `Physics.Tilt`, internal like
/// Holes' (`Tilt+Holes`): games do not add public API to a Physics type.
extension Tilt {
  /// One step more toward `direction` on its axis (the other axis is unchanged).
  func nudged(_ direction: Direction) -> Tilt {
    nudged(dx: direction.delta.dx, dy: direction.delta.dy)
  }

  /// The tilt that points from `from` toward `to`: one step per cell of distance on each
  /// axis, up to full tilt (a click far away tilts fully, one next to the ball gently).
  static func toward(_ to: Vector2, from: Vector2) -> Tilt {
    func steps(_ distance: Double) -> Int {
      let cells = (distance / MazePhysics.cellSize).rounded()
      return Int(max(-Double(maxStep), min(Double(maxStep), cells)))
    }
    return Tilt(x: steps(to.x - from.x), y: steps(to.y - from.y))
  }

  /// The acceleration this tilt gives the maze's ball, in world units per update squared.
  var acceleration: Vector2 {
    acceleration(perStep: MazePhysics.accelerationPerTiltStep)
  }
}
