/// One of the four screen directions.
public enum Direction: Hashable, Sendable, CaseIterable {
  case up, down, left, right

  /// The unit step in cells (y grows downward).
  package var delta: (dx: Int, dy: Int) {
    switch self {
    case .up: return (0, -1)
    case .down: return (0, 1)
    case .left: return (-1, 0)
    case .right: return (1, 0)
    }
  }
}
