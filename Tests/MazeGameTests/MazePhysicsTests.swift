import ArcadeKit
import Drawing
import Levels
import Physics
import TestSupport
import Testing

@testable import MazeGame

/// The Maze's physics: GAMES.md's update rule through the shared grid collider.
@Suite("Maze physics")
struct MazePhysicsTests {
  // MARK: - No tunnelling, no sticking

  /// A random maze: walls with probability `density`, the start and the goal on open cells.
  static func randomMaze(seed: UInt64, width: Int, height: Int, density: Double) -> MazeLevel {
    var random = SeededRandom(seed: seed)
    var cells = (0..<(width * height)).map { _ in random.unit() < density ? MazeLevel.Cell.wall : .floor }
    cells[random.int(in: 0..<cells.count)] = .start
    if let goal = cells.firstIndex(of: .floor) { cells[goal] = .goal }
    return MazeLevel(name: "Random", width: width, height: height, cells: cells)
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func fullTiltTowardWallsNeverEntersASolidCell(seed: UInt64) throws {
    var board = try MazeBoard(maze: MazePhysicsTests.randomMaze(seed: seed, width: 14, height: 10, density: 0.2))
    var random = SeededRandom(seed: seed &* 31)
    var tilt = Tilt(x: 3, y: 3)
    var overlaps = 0
    var steps = 0
    var travelled = 0.0
    var fastest = 0.0
    for step in 0..<10_000 {
      // Full tilt, changing corner every so often so the ball slams into every kind of face.
      if step % 400 == 0 {
        tilt = Tilt(x: random.bool() ? 3 : -3, y: [3, -3, 0].randomElement(using: &random) ?? 3)
      }
      let before = board.ball.position
      _ = board.step(tilt: tilt, clock: 0)
      travelled += (board.ball.position - before).length
      fastest = max(fastest, board.ball.velocity.length)
      steps += 1
      if ballOverlapsSolid(board) { overlaps += 1 }
    }
    #expect(steps == 10_000)
    #expect(overlaps == 0)
    // The ball really rolled about (dozens of cells, at several units per update).
    #expect(travelled > 40 * MazePhysics.cellSize)
    print("seed \(seed): travelled \(Int(travelled / MazePhysics.cellSize)) cells, top speed \(fastest)")
    #expect(board.ball.position.isFinite)
  }

  @Test func throwsAtAnySpeedNeverEndInsideASolidCell() throws {
    let maze = MazePhysicsTests.randomMaze(seed: 99, width: 20, height: 12, density: 0.35)
    var random = SeededRandom(seed: 5)
    let open = maze.cells.indices.filter { maze.cells[$0].isOpen }
    var board = try MazeBoard(maze: maze)
    for _ in 0..<5_000 {
      let index = open[random.int(in: 0..<open.count)]
      let center = MazeBoard.center(of: MazeLevel.Position(column: index % maze.width, row: index / maze.width))
      let speed = random.double(in: 0..<400)
      let velocity = Vector2(x: random.double(in: -1..<1), y: random.double(in: -1..<1)).normalized * speed
      board.place(ball: CircleBody(position: center, velocity: velocity, radius: MazePhysics.ballRadius))
      _ = board.step(tilt: Tilt(x: random.int(in: -3...3), y: random.int(in: -3...3)), clock: 0)
      #expect(!ballOverlapsSolid(board))
    }
  }

  @Test func ballPressedIntoACornerDoesNotStick() throws {
    // Pressed into the top-left corner, then tilted the other way, it leaves.
    var board = try MazeBoard(maze: mazeFromRows(["S....", ".....", "....G"]))
    for _ in 0..<600 { _ = board.step(tilt: Tilt(x: -3, y: -3), clock: 0) }
    #expect(board.ball.position.x == MazePhysics.ballRadius)
    #expect(board.ball.position.y == MazePhysics.ballRadius)
    for _ in 0..<60 { _ = board.step(tilt: Tilt(x: 3, y: 3), clock: 0) }
    #expect(board.ball.position.x > MazePhysics.cellSize)
    #expect(board.ball.position.y > MazePhysics.cellSize)
  }

  // MARK: - Exact rules

  @Test func restitutionHalvesTheNormalVelocity() throws {
    // A 4×1 corridor: the right border is at x = 64, so the ball (radius 6) stops at x = 58.
    var board = try MazeBoard(maze: mazeFromRows(["S..G"]))
    board.place(ball: CircleBody(position: Vector2(x: 56.5, y: 8), velocity: Vector2(x: 4, y: 0.5), radius: 6))
    _ = board.step(tilt: .level, clock: 0)
    #expect(board.ball.velocity == Vector2(x: -2, y: 0.5))
    #expect(board.ball.position.x == 58)
  }

  @Test func restitutionHalvesTheNormalVelocityOffASolidCell() throws {
    // A wall cell at column 2: its left face is at x = 32, so the ball stops at x = 26.
    var board = try MazeBoard(maze: mazeFromRows(["S.#.G"]))
    board.place(ball: CircleBody(position: Vector2(x: 24.5, y: 8), velocity: Vector2(x: 4, y: 0), radius: 6))
    _ = board.step(tilt: .level, clock: 0)
    #expect(board.ball.velocity == Vector2(x: -2, y: 0))
    #expect(board.ball.position.x == 26)
  }

  @Test func oneUpdateAcceleratesThenMovesByHalfTheVelocity() throws {
    // velocity += 0.2 × (2 × 0.125) = 0.05; position += 0.5 × 0.05 = 0.025
    var board = try MazeBoard(maze: mazeFromRows(["S...G"]))
    _ = board.step(tilt: Tilt(x: 2, y: 0), clock: 0)
    #expect(abs(board.ball.velocity.x - 0.05) < 1e-15)
    #expect(abs(board.ball.position.x - 8.025) < 1e-12)
    #expect(board.ball.velocity.y == 0)
  }

  @Test func straightCorridorIsFinishedInTheExpectedNumberOfSteps() {
    // Full tilt: a = 0.375, v_k = 0.075 k, x_k = 24 + 0.01875 k (k + 1). The goal cell starts
    // at x = 96: k (k + 1) ≥ 3840 first holds at k = 62 (61 × 62 = 3782, 62 × 63 = 3906).
    let maze = mazeFromRows(["#S....G.#"], name: "Corridor")
    var driver = SceneDriver(try! MazeScene(mazes: [maze], seed: 1))
    driver.press(.right, .right, .right)
    var steps = 0
    while driver.scene.game.phase == .running, steps < 1000 {
      driver.step()
      steps += 1
    }
    #expect(driver.scene.game.phase == .finished(steps: 62))
    let submissions = driver.commands.compactMap { command -> ScoreSubmission? in
      if case .perform(.submitScore(let submission)) = command { return submission }
      return nil
    }
    let submission = submissions.first
    #expect(submissions.count == 1)
    #expect(submission?.score == 1033)
    #expect(submission?.timeMilliseconds == 1033)
    #expect(submission?.lowerIsBetter == true)
    #expect(submission?.board == "maze/" + maze.identity.description)
    #expect(submission?.board.hasPrefix("maze/maze-") == true)
  }

  // MARK: - Tilt

  @Test func tiltStaysWithinThreeStepsEachWay() {
    var tilt = Tilt.level
    for _ in 0..<5 { tilt = tilt.nudged(.left) }
    #expect(tilt == Tilt(x: -3, y: 0))
    tilt = tilt.nudged(.down).nudged(.right)
    #expect(tilt == Tilt(x: -2, y: 1))
    #expect(tilt.acceleration == Vector2(x: -0.25, y: 0.125))
  }

  @Test func clickTiltsTowardTheClickByDistance() {
    let ball = Vector2(x: 24, y: 24)
    #expect(Tilt.toward(Vector2(x: 40, y: 24), from: ball) == Tilt(x: 1, y: 0))
    #expect(Tilt.toward(Vector2(x: 24, y: -200), from: ball) == Tilt(x: 0, y: -3))
    #expect(Tilt.toward(Vector2(x: 500, y: 500), from: ball) == Tilt(x: 3, y: 3))
  }

  @Test func timeIsCountedInStepsAndRoundedToMilliseconds() {
    #expect(MazePhysics.milliseconds(steps: 60) == 1000)
    #expect(MazePhysics.milliseconds(steps: 1) == 17)
    #expect(Maze.seconds(steps: 90) == "1.50 s")
  }
}
