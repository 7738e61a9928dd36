import ArcadeKit
import Physics

extension Tilt {
  /// Leans the table one step further toward `direction` (or back from the other side).
  public mutating func nudge(_ direction: Direction) {
    self = nudged(dx: direction.delta.dx, dy: direction.delta.dy)
  }
}
