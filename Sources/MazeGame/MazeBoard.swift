import Levels
import Physics

// MARK: - MazeBoard

/// The simulated board: solid cells, the ball, the start and the goal. Pure and deterministic.
public struct MazeBoard: Hashable, Sendable {
  /// The maze being played.
  public let maze: MazeLevel
  /// Solid cells for the collider (outside the grid is solid too).
  public let grid: SolidGrid
  /// Where the ball starts.
  public let start: MazeLevel.Position
  /// Where the level is won.
  public let goal: MazeLevel.Position
  /// The ball now.
  public private(set) var ball: CircleBody

  /// Creates a board with the ball at rest on the start cell's centre.
  public init(maze: MazeLevel) throws(MazeSetupError) {
    guard let start = maze.start else { throw .noStart(name: maze.name) }
    guard let goal = maze.goal else { throw .noGoal(name: maze.name) }
    self.maze = maze
    self.start = start
    self.goal = goal
    do {
      grid = try SolidGrid(width: maze.width, height: maze.height, cells: maze.cells.map { !$0.isOpen })
    } catch {
      throw .badGrid(error.description)
    }
    ball = CircleBody(
      position: MazeBoard.center(of: start), velocity: .zero, radius: MazePhysics.ballRadius)
  }

  // MARK: - Geometry

  /// The world point at the centre of a cell.
  public static func center(of position: MazeLevel.Position) -> Vector2 {
    Vector2(
      x: (Double(position.column) + 0.5) * MazePhysics.cellSize,
      y: (Double(position.row) + 0.5) * MazePhysics.cellSize)
  }

  /// The cell containing a world point (may be outside the grid).
  public static func cell(containing point: Vector2) -> MazeLevel.Position {
    MazeLevel.Position(
      column: Int((point.x / MazePhysics.cellSize).rounded(.down)),
      row: Int((point.y / MazePhysics.cellSize).rounded(.down)))
  }

  /// The world size of the board.
  public var worldSize: Vector2 {
    Vector2(
      x: Double(maze.width) * MazePhysics.cellSize, y: Double(maze.height) * MazePhysics.cellSize)
  }

  /// Whether the ball's centre is on the goal cell.
  public var ballIsOnGoal: Bool { MazeBoard.cell(containing: ball.position) == goal }

  // MARK: - Stepping

  /// One update: velocity += 0.2 × tilt acceleration, then the grid collider moves the ball by
  /// 0.5 × velocity, reflecting off faces with restitution 0.5. Returns whether the ball's
  /// centre crossed the goal cell during the move.
  public mutating func step(tilt: Tilt) -> Bool {
    let before = ball.position
    let accelerated = ball.accelerated(by: tilt.acceleration, scale: MazePhysics.accelerationScale)
    ball =
      GridCollider.move(
        accelerated, through: grid, cellSize: MazePhysics.cellSize,
        restitution: MazePhysics.restitution, scale: MazePhysics.velocityScale
      ).body
    return passesGoal(from: before, to: ball.position)
  }

  /// Puts the ball back on the start, at rest.
  public mutating func resetBall() {
    ball = CircleBody(
      position: MazeBoard.center(of: start), velocity: .zero, radius: MazePhysics.ballRadius)
  }

  /// Places the ball (tests and tools); the caller keeps it clear of solid cells.
  public mutating func place(ball body: CircleBody) {
    ball = body
  }

  /// Whether the straight path between two points touches the goal cell, sampled every
  /// quarter cell, so a fast ball cannot skip over the goal within one update.
  private func passesGoal(from: Vector2, to: Vector2) -> Bool {
    let distance = (to - from).length
    guard distance.isFinite else { return false }
    let samples = max(1, Int((distance / (MazePhysics.cellSize / 4)).rounded(.up)))
    for index in 0...samples {
      let point = from + (to - from) * (Double(index) / Double(samples))
      if MazeBoard.cell(containing: point) == goal { return true }
    }
    return false
  }
}
