import Physics

// MARK: - MazePhysics

/// The Maze's numbers, in one place: the update rule is GAMES.md's, the sizes are ours.
///
/// World units: one grid cell is 16 units (a dyadic size, so physics tests stay exact).
/// Per update (60 per second): velocity += 0.2 × acceleration, position += 0.5 × velocity,
/// solid faces and the border reflect the velocity across the face × 0.5.
///
/// Acceleration per tilt step is 0.125 units per update², so full tilt (3 steps) is 0.375:
/// from rest the ball rolls one cell in about half a second and six cells in about 1.3 s, fast
/// enough to feel like a tilted board, slow enough to stop at a junction with a tap on the
/// opposite key. One step of tilt (0.125) creeps a cell in about 0.85 s, for fine control.
public enum MazePhysics {
  /// Fixed updates per second (the seed's frame rate).
  public static let stepsPerSecond = 60
  /// Side of one grid cell in world units.
  public static let cellSize = 16.0
  /// Ball radius in world units: 0.375 of a cell, under the half cell the rules require.
  public static let ballRadius = 6.0
  /// Acceleration of one tilt step, world units per update squared.
  public static let accelerationPerTiltStep = 0.125
  /// Tilt steps either way on each axis.
  public static let maxTilt = Tilt.maxStep
  /// velocity += this × acceleration (GAMES.md).
  public static let accelerationScale = 0.2
  /// position += this × velocity (GAMES.md).
  public static let velocityScale = 0.5
  /// Coefficient of restitution against walls and solid cells (GAMES.md).
  public static let restitution = 0.5

  /// Updates a timed door stays open, then as many shut, in turn from the clock's start: 2 s.
  public static let doorSteps = 2 * stepsPerSecond
  /// Updates before a door shuts in which it shows that it is about to: half a second.
  public static let doorWarningSteps = stepsPerSecond / 2

  /// Whether timed doors are shut at update `clock` of the run (counting from 1 with the first
  /// tilt; 0 before it): open for `doorSteps`, shut for as long, and so on.
  public static func doorIsShut(clock: Int) -> Bool {
    (max(0, clock) / doorSteps) % 2 == 1
  }

  /// Whether the open doors shut within `doorWarningSteps` of update `clock`.
  public static func doorIsAboutToShut(clock: Int) -> Bool {
    !doorIsShut(clock: clock) && doorIsShut(clock: clock + doorWarningSteps)
  }

  /// Milliseconds taken by `steps` fixed updates, rounded to the nearest millisecond.
  public static func milliseconds(steps: Int) -> Int {
    (steps * 1000 + stepsPerSecond / 2) / stepsPerSecond
  }
}
