import Levels
import Physics
import Testing

@testable import HolesGame

/// The per-update rule of GAMES.md, on the board alone.
@Suite struct HolesBoardTests {
  // MARK: - Start

  @Test func ballStartsAtRestInTheLowerRightCorner() {
    let board = HolesBoard(table: TestTables.original)
    #expect(board.ball.position == Vector2(x: 465, y: 305))
    #expect(board.ball.velocity == .zero)
    #expect(board.ball.radius == 15)
  }

  @Test func ballOnALevelTableStaysAtRest() {
    var board = HolesBoard(table: TestTables.original)
    for _ in 0..<600 { #expect(board.update() == .rolling) }
    #expect(board.ball.position == Vector2(x: 465, y: 305))
    #expect(board.ball.velocity == .zero)
  }

  @Test func flagInTheCornerIsReachedWhereABallCentreCanBe() {
    #expect(HolesBoard(table: TestTables.original).flagPoint == Vector2(x: 15, y: 15))
  }

  // MARK: - Rotation

  @Test func holesTurnByTheRotationEveryUpdateAboutTheCentre() {
    var board = HolesBoard(table: TestTables.original)
    let resting = board.holes
    let center = Vector2(x: 240, y: 160)
    let turn = (1 / Double.pi) / 1000
    for updates in 1...3 {
      _ = board.update()
      for (hole, start) in zip(board.holes, resting) {
        #expect(hole.center == start.center.rotated(by: Double(updates) * turn, around: center))
        #expect(abs((hole.center - center).length - (start.center - center).length) < 1e-9)
        #expect(hole.radius == start.radius)
      }
    }
    // The first hole has really moved: a quarter of a world unit per 3 updates at this distance.
    #expect(board.holes[0].center != resting[0].center)
    #expect(board.holes[2].center == resting[2].center, "the middle hole turns on the spot")
  }

  @Test func holesDoNotDriftOverALongGame() {
    var board = HolesBoard(table: TestTables.original)
    let resting = board.holes
    let center = board.center
    for _ in 0..<20_000 { _ = board.update() }
    let angle = 20_000 * ((1 / Double.pi) / 1000)
    for (hole, start) in zip(board.holes, resting) {
      #expect(hole.center == start.center.rotated(by: angle, around: center))
      #expect(abs((hole.center - center).length - (start.center - center).length) < 1e-9)
    }
  }

  // MARK: - Pull

  @Test func noPullOutsideTheRadius() {
    var board = HolesBoard(table: TestTables.stillHole)
    board.place(CircleBody(position: Vector2(x: 240 + 32, y: 160), radius: 15))
    #expect(board.update() == .rolling)
    #expect(board.ball.velocity == .zero)
    board.place(CircleBody(position: Vector2(x: 240, y: 160 - 40), radius: 15))
    #expect(board.update() == .rolling)
    #expect(board.ball.velocity == .zero)
  }

  @Test(arguments: [(16.0, 2.0), (8.0, 8.0), (24.0, 0.5 / (0.75 * 0.75))])
  func pullInsideTheRadiusIsHalfOverDSquaredTowardTheCentreAndDamped(
    distance: Double, acceleration: Double
  ) {
    var board = HolesBoard(table: TestTables.stillHole)
    board.place(CircleBody(position: Vector2(x: 240 - distance, y: 160), radius: 15))
    #expect(board.update() == .rolling)
    #expect(board.ball.position == Vector2(x: 240 - distance, y: 160))
    #expect(board.ball.velocity == Vector2(x: acceleration * 0.2 * 0.8, y: 0))
  }

  @Test func pullAddsToTheTiltBeforeDamping() {
    var board = HolesBoard(table: TestTables.stillHole)
    board.tilt = Tilt(x: 0, y: 2)
    board.place(CircleBody(position: Vector2(x: 240, y: 160 + 16), radius: 15))
    _ = board.update()
    // Up the pull of 2 at d = 0.5, down the tilt of 2 × 0.125: (−2 + 0.25) × 0.2, then × 0.8.
    #expect(board.ball.velocity == Vector2(x: 0, y: (0.25 - 2) * 0.2 * 0.8))
  }

  // MARK: - Capture and flag

  @Test func ballWithinATenthOfTheRadiusIsCapturedAndReturnsToTheStartAtRest() {
    var board = HolesBoard(table: TestTables.stillHole)
    board.place(CircleBody(position: Vector2(x: 240 + 3, y: 160), velocity: Vector2(x: 0.5, y: 0), radius: 15))
    // It first moves 0.25, to 3.25 from the centre: just beyond a tenth (3.2), so only pulled.
    #expect(board.update() == .rolling)
    board.place(CircleBody(position: Vector2(x: 240 + 3, y: 160), radius: 15))
    #expect(board.update() == .captured(hole: 0))
    #expect(board.ball.position == board.startPoint)
    #expect(board.ball.velocity == .zero)
  }

  @Test func reachingTheFlagScoresAndReturnsTheBallToTheStart() {
    var board = HolesBoard(table: TestTables.original)
    board.place(CircleBody(position: Vector2(x: 15 + 16.5, y: 15), radius: 15))
    #expect(board.update() == .reachedFlag)
    #expect(board.ball.position == Vector2(x: 465, y: 305))
    #expect(board.ball.velocity == .zero)
  }

  @Test func justOutsideTheFlagReachIsNotAFlag() {
    var board = HolesBoard(table: TestTables.original)
    board.place(CircleBody(position: Vector2(x: 15 + 16.75, y: 15), radius: 15))
    #expect(board.update() == .rolling)
  }

  // MARK: - Edges and walls

  @Test func edgesClampAndReflectWithRestitution() {
    var board = HolesBoard(table: TestTables.stillHole)
    board.place(CircleBody(position: Vector2(x: 464, y: 100), velocity: Vector2(x: 4, y: 0), radius: 15))
    _ = board.update()
    #expect(board.ball.position == Vector2(x: 465, y: 100))
    #expect(board.ball.velocity == Vector2(x: -4 * 0.45, y: 0))
  }

  @Test func tableWallStopsAndBouncesTheBall() {
    var board = HolesBoard(table: TestTables.walled)
    // The wall's left face is at x = 240; the ball's edge reaches it when its centre is at 225.
    board.place(CircleBody(position: Vector2(x: 221, y: 160), velocity: Vector2(x: 16, y: 0), radius: 15))
    _ = board.update()
    #expect(board.ball.position == Vector2(x: 225, y: 160))
    #expect(board.ball.velocity == Vector2(x: -(16 * 0.45), y: 0))
  }

  @Test func fastBallNeverPassesThroughAThinWall() {
    var board = HolesBoard(table: TestTables.walled)
    board.place(CircleBody(position: Vector2(x: 200, y: 160), velocity: Vector2(x: 400, y: 0), radius: 15))
    _ = board.update()
    #expect(board.ball.position.x == 225)
    #expect(board.ball.velocity.x < 0)
  }

  @Test func ballSlidesAlongAWallItPressesAgainst() {
    var board = HolesBoard(table: TestTables.walled)
    board.place(CircleBody(position: Vector2(x: 225, y: 160), velocity: Vector2(x: 2, y: 4), radius: 15))
    _ = board.update()
    #expect(board.ball.position == Vector2(x: 225, y: 162))
    #expect(board.ball.velocity.x < 0)
  }

  // MARK: - Tilt

  @Test func tiltStepsStopAtThree() {
    var tilt = Tilt.level
    for _ in 0..<5 { tilt.nudge(.left) }
    tilt.nudge(.down)
    #expect(tilt == Tilt(x: -3, y: 1))
    tilt.nudge(.right)
    #expect(tilt == Tilt(x: -2, y: 1))
    #expect(tilt.acceleration(perStep: HolesBoard.tiltAcceleration) == Vector2(x: -0.25, y: 0.125))
  }

  @Test func tiltTowardAPointFavoursTheLongerAxis() {
    #expect(Tilt.toward(Vector2(x: -200, y: -100), steps: 3) == Tilt(x: -3, y: -2))
    #expect(Tilt.toward(Vector2(x: 0, y: 50), steps: 1) == Tilt(x: 0, y: 1))
    #expect(Tilt.toward(.zero, steps: 3) == .level)
  }

  @Test func tiltAcceleratesTheBallByAFifthOfTheStepsAcceleration() {
    var board = HolesBoard(table: TestTables.stillHole)
    board.place(CircleBody(position: Vector2(x: 100, y: 100), radius: 15))
    board.tilt = Tilt(x: 2, y: -1)
    _ = board.update()
    #expect(board.ball.velocity == Vector2(x: 0.25 * 0.2, y: -0.125 * 0.2))
    _ = board.update()
    #expect(board.ball.position == Vector2(x: 100 + 0.25 * 0.2 * 0.5, y: 100 - 0.125 * 0.2 * 0.5))
  }
}
