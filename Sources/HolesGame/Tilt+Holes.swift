import ArcadeKit
import Physics

// MARK: - Tilt in Holes

/// The game's one adapter from keys to `Physics.Tilt`, internal like Maze's (`Tilt+Maze`):
/// games do not add public API to a Physics type.
extension Tilt {
  /// One step more toward `direction` on its axis (the other axis is unchanged).
  func nudged(_ direction: Direction) -> Tilt {
    nudged(dx: direction.delta.dx, dy: direction.delta.dy)
  }
}
