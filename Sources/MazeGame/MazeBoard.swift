import ArcadeKit
import Drawing
import Levels
import Physics

// MARK: - MazeBoard

/// The simulated board: solid cells, the ball, the start and the goal, and rules 3's hazards
/// (one-way cells, holes, timed doors). Pure and deterministic.
public struct MazeBoard: Hashable, Sendable {
  /// What one update did.
  public enum Event: Hashable, Sendable {
    /// The ball rolled (or lay still).
    case rolled
    /// The ball's centre went into a hole: it is back on the start, at rest.
    case fell
    /// The ball's centre crossed the goal cell.
    case reachedGoal
  }

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
  /// The one-way cells and doors, whose solidity each update sets (`setGateSolids`); empty
  /// for a maze without hazards, which then steps exactly as under rules 2.
  private let gates: [Gate]
  /// Whether the maze has holes.
  private let hasHoles: Bool

  /// A cell whose solidity depends on the ball or the clock.
  private struct Gate: Hashable, Sendable {
    var position: MazeLevel.Position
    /// The way a one-way cell lets the ball through; nil for a door.
    var oneWay: Direction?
  }

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
    var gates: [Gate] = []
    for (index, cell) in maze.cells.enumerated() where cell.oneWay != nil || cell == .door {
      gates.append(Gate(position: .init(column: index % maze.width, row: index / maze.width), oneWay: cell.oneWay))
    }
    self.gates = gates
    hasHoles = maze.cells.contains(.hole)
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

  /// One update at update `clock` of the run (it sets the doors): velocity += 0.2 × tilt
  /// acceleration (a one-way cell then takes away any velocity against its arrow), and the grid
  /// collider moves the ball by 0.5 × velocity, reflecting off faces with restitution 0.5.
  /// Then, along the move: a hole's cell sends the ball back to the start, at rest (`fell`);
  /// the goal's cell wins (`reachedGoal`), whichever the ball's centre came to first.
  public mutating func step(tilt: Tilt, clock: Int) -> Event {
    let before = ball.position
    var accelerated = ball.accelerated(by: tilt.acceleration, scale: MazePhysics.accelerationScale)
    if !gates.isEmpty {
      accelerated.velocity = Self.ratcheted(accelerated.velocity, in: maze[Self.cell(containing: before)])
      setGateSolids(clock: clock)
    }
    ball =
      GridCollider.move(
        accelerated, through: grid, cellSize: MazePhysics.cellSize,
        restitution: MazePhysics.restitution, scale: MazePhysics.velocityScale
      ).body
    switch firstCell(from: before, to: ball.position) {
    case .hole:
      resetBall()
      return .fell
    case .goal:
      return .reachedGoal
    default:
      return .rolled
    }
  }

  /// `velocity` in a cell of kind `cell`: a one-way cell's arrow keeps only the part along it
  /// or across it (the ball cannot roll back); any other cell keeps all of it.
  static func ratcheted(_ velocity: Vector2, in cell: MazeLevel.Cell) -> Vector2 {
    var kept = velocity
    switch cell.oneWay {
    case .right: kept.x = max(0, kept.x)
    case .left: kept.x = min(0, kept.x)
    case .down: kept.y = max(0, kept.y)
    case .up: kept.y = min(0, kept.y)
    case nil: break
    }
    return kept
  }

  /// Sets the solidity of each one-way cell and door for the coming move. A one-way cell is
  /// open while the ball's centre is in it or behind it (on the side its arrow comes from), and
  /// solid to a ball anywhere else; a door is solid while the clock has doors shut, unless the
  /// ball reaches into it (a door never shuts on the ball).
  private mutating func setGateSolids(clock: Int) {
    let shut = MazePhysics.doorIsShut(clock: clock)
    let here = Self.cell(containing: ball.position)
    let size = MazePhysics.cellSize
    for gate in gates {
      let solid: Bool
      if let arrow = gate.oneWay {
        let rect = grid.rect(x: gate.position.column, y: gate.position.row, cellSize: size)
        let behind: Bool
        switch arrow {
        case .right: behind = ball.position.x < rect.minX
        case .left: behind = ball.position.x >= rect.maxX
        case .down: behind = ball.position.y < rect.minY
        case .up: behind = ball.position.y >= rect.maxY
        }
        solid = here != gate.position && !behind
      } else {
        // Overlapping, not just touching: a ball pressed against a shut door's face keeps it shut.
        solid = shut && distance(to: gate.position) >= ball.radius - Self.doorwayTolerance
      }
      grid.setSolid(solid, x: gate.position.column, y: gate.position.row)
    }
  }

  /// How far into a door's cell the ball must reach to hold it open, in world units: more than
  /// rounding, so a ball resting against a shut door's face (the collider stops it there) does not.
  static let doorwayTolerance = 1e-6

  /// How far the ball's centre is from the cell at `position` (0 inside it).
  private func distance(to position: MazeLevel.Position) -> Double {
    let rect = grid.rect(x: position.column, y: position.row, cellSize: MazePhysics.cellSize)
    return (rect.closestPoint(to: ball.position) - ball.position).length
  }

  /// Puts the ball back on the start, at rest.
  public mutating func resetBall() {
    ball = CircleBody(
      position: MazeBoard.center(of: start), velocity: .zero, radius: MazePhysics.ballRadius)
  }

  /// The seed's tap during play (practice): a block becomes floor and floor a block, except the
  /// start, the goal, a hazard, cells off the grid and any cell the ball touches (a block never
  /// lands on the ball). Returns whether the cell changed.
  public mutating func toggleBlock(at position: MazeLevel.Position) -> Bool {
    guard maze.contains(position), position != start, position != goal, !maze[position].isHazard else {
      return false
    }
    let solid = maze[position] != .wall
    if solid {
      guard distance(to: position) > ball.radius else { return false }
    }
    maze = maze.toggled(at: position)
    grid.setSolid(solid, x: position.column, y: position.row)
    return true
  }

  /// Places the ball (tests and tools); the caller keeps it clear of solid cells.
  public mutating func place(ball body: CircleBody) {
    ball = body
  }

  /// The first goal or hole cell the straight path between two points touches, sampled every
  /// quarter cell, so a fast ball can skip over neither within one update; nil for neither.
  private func firstCell(from: Vector2, to: Vector2) -> MazeLevel.Cell? {
    let distance = (to - from).length
    guard distance.isFinite else { return nil }
    let samples = max(1, Int((distance / (MazePhysics.cellSize / 4)).rounded(.up)))
    for index in 0...samples {
      let cell = MazeBoard.cell(containing: from + (to - from) * (Double(index) / Double(samples)))
      if cell == goal { return .goal }
      if hasHoles, maze[cell] == .hole { return .hole }
    }
    return nil
  }
}
