import Levels
import Physics

// MARK: - MazeBoard

/// The simulated board: solid cells, the ball, the start and the goal. Pure and deterministic.
public struct MazeBoard: Hashable, Sendable {
  /// The maze being played (with the blocks a practice run toggled).
  public private(set) var maze: MazeLevel
  /// Solid cells for the collider (outside the grid is solid too).
  public private(set) var grid: SolidGrid
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

  /// The seed's tap during play (practice): a block becomes floor and floor a block, except the
  /// start, the goal, cells off the grid and any cell the ball touches (a block never lands on
  /// the ball). Returns whether the cell changed.
  public mutating func toggleBlock(at position: MazeLevel.Position) -> Bool {
    guard maze.contains(position), position != start, position != goal else { return false }
    let solid = maze[position] != .wall
    if solid {
      let rect = grid.rect(x: position.column, y: position.row, cellSize: MazePhysics.cellSize)
      let nearest = Vector2(
        x: min(max(ball.position.x, rect.minX), rect.maxX), y: min(max(ball.position.y, rect.minY), rect.maxY))
      guard (nearest - ball.position).length > ball.radius else { return false }
    }
    maze = maze.toggled(at: position)
    grid.setSolid(solid, x: position.column, y: position.row)
    return true
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
