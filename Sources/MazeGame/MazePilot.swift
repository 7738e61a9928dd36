import ArcadeKit
import Levels
import Physics

// MARK: - MazePilot

/// The computer's hand on the board: tilts it so the ball rolls along the shortest path to the
/// goal, as a careful player would.
///
/// It looks along the path from the ball's cell to the far end of the straight run ahead (the
/// next corner), wants a speed along the run that it can still brake from before that corner,
/// wants the corridor's centre line across the run, and tilts by the difference between the
/// velocity it wants and the one the ball has. It decides from the ball alone (no memory, no
/// randomness, no clock), so the same board always gets the same tilt.
struct MazePilot: Hashable, Sendable {
  /// Fastest the pilot lets the ball roll, world units per update of velocity (the ball moves
  /// half of it per update): about seven cells a second.
  static let topSpeed = 4.0
  /// The braking the pilot plans with, velocity lost per update: two of the three tilt steps,
  /// so there is a step in hand.
  static let plannedBraking = 2 * MazePhysics.accelerationScale * MazePhysics.accelerationPerTiltStep
  /// Wanted speed per world unit still to go, close to the target (where braking is no limit).
  static let approachRate = 0.1
  /// Tilt steps per unit of velocity the ball lacks (or has too much of).
  static let tiltPerVelocity = 8.0
  /// Updates a demo shows a finished maze before the next one: two seconds.
  static let stepsAtGoal = 2 * MazePhysics.stepsPerSecond
  /// How far off the centre line (world units) the ball may be and still run at full speed:
  /// the corridor leaves the ball 2 units either side.
  static let laneTolerance = 1.5

  /// The maze being played.
  let maze: MazeLevel
  /// Fewest moves from each cell to the goal, row by row; nil for walls and cut-off cells.
  private let moves: [Int?]

  /// A pilot for `maze`, with its distances to the goal worked out once.
  init(maze: MazeLevel) {
    self.maze = maze
    moves = maze.movesToGoal
  }

  // MARK: - Deciding

  /// The tilt for a ball in this maze now.
  func tilt(for ball: CircleBody) -> Tilt {
    let cell = MazeBoard.cell(containing: ball.position)
    guard let run = run(from: cell) else { return .level }
    let target = MazeBoard.center(of: run.end)
    let along = Vector2(x: Double(run.direction.delta.dx), y: Double(run.direction.delta.dy))
    let across = Vector2(x: along.y, y: -along.x)
    let offset = target - ball.position
    let acrossError = offset.dot(across)
    // Full speed only on the centre line: off it, the ball would catch a wall's corner.
    let laneFactor = max(0.1, min(1, (2 * Self.laneTolerance - abs(acrossError)) / Self.laneTolerance))
    let alongSpeed =
      run.endsAtGoal
      ? Self.topSpeed * laneFactor
      : Self.wantedSpeed(toGo: offset.dot(along)) * laneFactor
    let wanted = along * alongSpeed + across * Self.wantedSpeed(toGo: acrossError)
    let push = (wanted - ball.velocity) * Self.tiltPerVelocity
    return Tilt(x: Int(push.x.rounded()), y: Int(push.y.rounded()))
  }

  /// The speed (signed) to want with `distance` world units still to go along one axis: what
  /// the planned braking can stop from in that distance, gentler close in, at most `topSpeed`.
  static func wantedSpeed(toGo distance: Double) -> Double {
    let braking = (4 * plannedBraking * abs(distance)).squareRoot()
    let speed = min(topSpeed, braking, approachRate * abs(distance))
    return distance < 0 ? -speed : speed
  }

  // MARK: - The path

  /// A straight stretch of the shortest path: its direction, its last cell, and whether that
  /// cell is the goal.
  struct Run: Hashable, Sendable {
    /// Which way the run goes.
    var direction: Direction
    /// Its last cell: the next corner, or the goal.
    var end: MazeLevel.Position
    /// Whether the last cell is the goal.
    var endsAtGoal: Bool
  }

  /// The order ties are broken in, so the choice never varies.
  private static let directions: [Direction] = [.right, .down, .left, .up]

  /// The longest straight run of a shortest path from `cell` (the first of equals in
  /// `directions` order); nil on the goal or where the goal cannot be reached.
  func run(from cell: MazeLevel.Position) -> Run? {
    guard let here = distance(at: cell), here > 0 else { return nil }
    var best: Run?
    var bestLength = 0
    for direction in Self.directions {
      var end = cell
      var length = 0
      var left = here
      while let next = distance(at: end.moved(direction)), next == left - 1,
        maze.canStep(from: end, to: end.moved(direction))
      {
        end = end.moved(direction)
        left = next
        length += 1
      }
      if length > bestLength {
        best = Run(direction: direction, end: end, endsAtGoal: left == 0)
        bestLength = length
      }
    }
    return best
  }

  /// Fewest moves from `cell` to the goal; nil for a wall, off the grid or cut off.
  private func distance(at cell: MazeLevel.Position) -> Int? {
    guard maze.contains(cell) else { return nil }
    return moves[cell.row * maze.width + cell.column]
  }
}

extension MazeLevel.Position {
  /// The neighbouring position one step along `direction`.
  fileprivate func moved(_ direction: Direction) -> MazeLevel.Position {
    MazeLevel.Position(column: column + direction.delta.dx, row: row + direction.delta.dy)
  }
}
