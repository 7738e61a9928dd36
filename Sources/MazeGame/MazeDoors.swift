// MARK: - MazeDoors

/// The timed doors of a maze as the clock has them (`MazePhysics.doorIsShut`), for drawing.
public enum MazeDoors: Hashable, Sendable {
  /// Open, and not shutting within half a second.
  case open
  /// Open, and shutting within half a second: drawn so a player can still stop short.
  case closing
  /// Shut: solid as a wall, unless the ball was in the doorway.
  case shut
}
