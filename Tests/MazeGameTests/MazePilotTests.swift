import ArcadeKit
import Levels
import Physics
import TestSupport
import Testing

@testable import MazeGame

/// The computer's hand on the board: it finishes every shipped maze, from anywhere, the same
/// way every time.
@Suite("Maze autopilot")
struct MazePilotTests {
  /// The shipped mazes, in order.
  static let mazes: [MazeLevel] = LevelLibrary(
    directories: LevelDirectories(builtIn: shippedLevelsDirectory, user: nil), fileSystem: .live
  ).load(MazeLevel.format).levels.compactMap { loaded in
    if let maze = loaded.level.model(as: MazeLevel.self) { return maze }
    return nil
  }

  /// A minute of updates: the most any shipped maze may take the pilot.
  static let minute = 60 * MazePhysics.stepsPerSecond

  /// Rolls `board` with the pilot until the ball crosses the goal or `limit` updates pass;
  /// returns the updates taken (nil: not finished) and whether the ball ever overlapped a wall.
  static func roll(_ board: inout MazeBoard, limit: Int = minute) -> (steps: Int?, overlapped: Bool) {
    let pilot = MazePilot(maze: board.maze)
    var overlapped = false
    for step in 1...limit {
      if board.step(tilt: pilot.tilt(for: board.ball), clock: step) == .reachedGoal { return (step, overlapped) }
      overlapped = overlapped || ballOverlapsSolid(board)
    }
    return (nil, overlapped)
  }

  @Test func eightShippedMazesAreFlown() {
    #expect(Self.mazes.count == 8)
  }

  @Test(arguments: 0..<8)
  func pilotFinishesEachShippedMazeWithinAMinuteAndItsPar(index: Int) throws {
    let maze = try #require(Self.mazes.indices.contains(index) ? Self.mazes[index] : nil)
    var board = try MazeBoard(maze: maze)
    let result = Self.roll(&board)
    let steps = try #require(result.steps, "\(maze.name): the ball stopped at \(board.ball.position)")
    #expect(!result.overlapped)
    let par = try #require(maze.par)
    #expect(Double(steps) / Double(MazePhysics.stepsPerSecond) < par, "\(maze.name): \(steps) updates")
    // Measured: 243, 610, 994, 1225, 1987 and 2374 updates (4.1 s to 39.6 s), then the
    // hazards' mazes.
    print("autopilot: \(maze.name) in \(steps) updates, par \(par) s")
  }

  @Test(arguments: 0..<8)
  func pilotFinishesFromEveryFifthOpenCellEvenWhenRollingSideways(index: Int) throws {
    let maze = try #require(Self.mazes.indices.contains(index) ? Self.mazes[index] : nil)
    let open = (0..<maze.height).flatMap { row in
      (0..<maze.width).map { MazeLevel.Position(column: $0, row: row) }
    }.filter { maze[$0].isOpen && $0 != maze.goal }
      // Cells the goal can be reached from: not a hole, not a pocket behind a one-way cell.
      .filter { maze.movesToGoal[$0.row * maze.width + $0.column] != nil }
    for (number, cell) in open.enumerated() where number % 5 == 0 {
      var board = try MazeBoard(maze: maze)
      board.place(
        ball: CircleBody(
          position: MazeBoard.center(of: cell), velocity: Vector2(x: 3, y: -2), radius: MazePhysics.ballRadius))
      #expect(Self.roll(&board).steps != nil, "\(maze.name): from \(cell) the ball stopped at \(board.ball.position)")
    }
  }

  @Test func theTiltDependsOnTheBallAloneAndStaysInRange() throws {
    let maze = try #require(Self.mazes.last)
    let pilot = MazePilot(maze: maze)
    var board = try MazeBoard(maze: maze)
    for _ in 0..<600 {
      let tilt = pilot.tilt(for: board.ball)
      #expect(tilt == MazePilot(maze: maze).tilt(for: board.ball))
      #expect(abs(tilt.x) <= Tilt.maxStep && abs(tilt.y) <= Tilt.maxStep)
      _ = board.step(tilt: tilt, clock: 0)
    }
    #expect(board.ball.position != MazeBoard.center(of: board.start))
  }

  @Test func theRunAheadEndsAtTheNextCornerOrTheGoal() throws {
    let maze = mazeFromRows([
      "#######",
      "#S...##",
      "####.##",
      "####..G",
      "#######",
    ])
    let pilot = MazePilot(maze: maze)
    let first = try #require(pilot.run(from: MazeLevel.Position(column: 1, row: 1)))
    #expect(
      first == MazePilot.Run(direction: .right, end: MazeLevel.Position(column: 4, row: 1), endsAtGoal: false))
    let last = try #require(pilot.run(from: MazeLevel.Position(column: 4, row: 3)))
    #expect(last == MazePilot.Run(direction: .right, end: MazeLevel.Position(column: 6, row: 3), endsAtGoal: true))
    #expect(pilot.run(from: MazeLevel.Position(column: 6, row: 3)) == nil)
  }
}
