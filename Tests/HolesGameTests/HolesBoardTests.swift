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
        // Counter-clockwise on the screen: y grows down, so the turn is by −angle in maths terms.
        let expected = start.center.rotated(by: -Double(updates) * turn, around: center)
        #expect((hole.center - expected).length < 1e-12)
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
      #expect((hole.center - start.center.rotated(by: -angle, around: center)).length < 1e-9)
      #expect(abs((hole.center - center).length - (start.center - center).length) < 1e-9)
    }
  }

  @Test func holesTurnCounterClockwiseOnTheScreen() {
    // GAMES.md: "a hole right of the center moves up".
    var board = HolesBoard(
      table: HolesTable(name: "Right", holes: [.init(x: 0.75, y: 0.5, radius: 20)]))
    _ = board.update()
    #expect(board.holes[0].center.y < 160)
    #expect(board.holes[0].center.x < 360)
  }

  @Test func eachFlagMakesTheHolesTurnFaster() {
    var board = HolesBoard(table: TestTables.original)
    let turn = HolesTable.defaultRotation
    #expect(board.turnRate == turn)
    for flags in 1...2 {
      board.place(CircleBody(position: Vector2(x: 16, y: 16), radius: 15))
      #expect(board.update() == .reachedFlag)
      #expect(board.flagsReached == flags)
      #expect(board.turnRate == turn * Double(1 + flags))
      for _ in 0..<board.holdLength { _ = board.update() }
    }
    let before = board.angle
    _ = board.update()
    #expect(abs(board.angle - before - 3 * turn) < 1e-18)
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
    // A ball at rest: v = 0.8 × 0 + 0.2 a.
    #expect(board.ball.velocity == Vector2(x: acceleration * 0.2, y: 0))
  }

  @Test func insideAHoleTheVelocityIsDampedBeforeThePullAndTiltAreAdded() {
    var board = HolesBoard(table: TestTables.stillHole)
    board.tilt = Tilt(x: 0, y: 2)
    // It moves 0.5 × 2 = 1 down to 16 below the centre (d = 0.5): pull 2 up, tilt 2 × 0.25 down.
    board.place(
      CircleBody(position: Vector2(x: 240, y: 160 + 15), velocity: Vector2(x: 0, y: 2), radius: 15))
    _ = board.update()
    // The original: v = 0.8 v + 0.2 a, so the pull is not damped with the velocity.
    #expect(board.ball.velocity == Vector2(x: 0, y: 2 * 0.8 + (0.5 - 2) * 0.2))
  }

  @Test func aBallInsideTwoHolesAtOnceIsDampedOnce() {
    // Two holes of radius 32, 16 either side of the ball: their pulls cancel exactly.
    let table = HolesTable(
      name: "Twins", width: 512, height: 320,
      holes: [.init(x: 0.46875, y: 0.5, radius: 32), .init(x: 0.53125, y: 0.5, radius: 32)],
      rotation: 0)
    var board = HolesBoard(table: table)
    board.place(
      CircleBody(position: Vector2(x: 256, y: 159), velocity: Vector2(x: 0, y: 2), radius: 15))
    #expect(board.update() == .rolling)
    #expect(board.ball.position == Vector2(x: 256, y: 160))
    // The original keeps one "inside a hole" flag: × 0.8 once, not × 0.8 per hole.
    #expect(board.ball.velocity == Vector2(x: 0, y: 2 * 0.8))
  }

  // MARK: - Tilt against the rim

  /// Holds the table fully tilted away from the hole; true when the ball left the hole.
  static func escapes(startingAt d: Double, tilt: Tilt) -> Bool {
    var board = HolesBoard(table: TestTables.stillHole)
    let away = Vector2(x: Double(tilt.x), y: Double(tilt.y)).normalized
    board.place(CircleBody(position: Vector2(x: 240, y: 160) + away * (32 * d), radius: 15))
    board.tilt = tilt
    for _ in 0..<600 {
      if case .captured = board.update() { return false }
      if (board.ball.position - Vector2(x: 240, y: 160)).length >= 32 { return true }
    }
    return false
  }

  @Test(arguments: [0.9, 0.95])
  func fullTiltPullsTheBallOutOfAHolesRim(d: Double) {
    #expect(Self.escapes(startingAt: d, tilt: Tilt(x: 3, y: 0)))
    #expect(Self.escapes(startingAt: d, tilt: Tilt(x: 3, y: -3)))
  }

  @Test(arguments: [0.3, 0.45, 0.5])
  func fullTiltCannotPullTheBallOutOfAHolesInnerHalf(d: Double) {
    #expect(!Self.escapes(startingAt: d, tilt: Tilt(x: 3, y: 0)))
    #expect(!Self.escapes(startingAt: d, tilt: Tilt(x: -3, y: 3)))
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

  @Test func ballPressedIntoTheFlagsCornerScoresAndReturnsToTheStart() {
    var board = HolesBoard(table: TestTables.original)
    // GAMES.md: centre x < 1.1 R and y < 1.1 R (16.5 for R = 15).
    board.place(CircleBody(position: Vector2(x: 16.25, y: 16.25), radius: 15))
    #expect(board.update() == .reachedFlag)
    #expect(board.ball.position == Vector2(x: 465, y: 305))
    #expect(board.ball.velocity == .zero)
  }

  @Test(arguments: [(16.5, 15.0), (15.0, 16.5), (31.5, 15.0), (20.0, 20.0)])
  func ballNearTheCornerButNotPressedIntoItIsNotAFlag(x: Double, y: Double) {
    var board = HolesBoard(table: TestTables.original)
    board.place(CircleBody(position: Vector2(x: x, y: y), radius: 15))
    #expect(board.update() == .rolling)
  }

  // MARK: - Order of one update

  @Test func theCaptureIsCheckedBeforeTheFlag() {
    // A still hole centred where the ball scores: the capture wins.
    let table = HolesTable(
      name: "Hole on the flag", holes: [.init(x: 16 / 480, y: 16 / 320, radius: 25)], rotation: 0)
    var board = HolesBoard(table: table)
    board.place(CircleBody(position: Vector2(x: 16, y: 16), radius: 15))
    #expect(board.update() == .captured(hole: 0))
  }

  @Test func theHolesTurnBeforeTheCaptureCheck() {
    // A quarter turn per update carries the hole right of the centre to straight above it,
    // where the ball waits: it is captured in that same update, by the turned hole.
    let table = HolesTable(
      name: "Quarter turns", holes: [.init(x: 0.75, y: 0.5, radius: 25)], rotation: Double.pi / 2)
    var board = HolesBoard(table: table)
    board.place(CircleBody(position: Vector2(x: 240, y: 40), radius: 15))
    #expect(board.update() == .captured(hole: 0))
  }

  @Test func theBallMovesBeforeTheHolesPullIt() {
    var board = HolesBoard(table: TestTables.stillHole)
    // From outside the hole it rolls 0.5 × 4 = 2 into it (d = 30/32) and is pulled that update.
    board.place(
      CircleBody(position: Vector2(x: 208, y: 160), velocity: Vector2(x: 4, y: 0), radius: 15))
    _ = board.update()
    #expect(board.ball.position == Vector2(x: 210, y: 160))
    #expect(board.ball.velocity.x == 4 * 0.8 + 0.5 / ((30.0 / 32) * (30.0 / 32)) * 0.2)
  }

  // MARK: - Hold

  /// Rules 3 hold for a countdown of three seconds, 3-2-1; rules 1 and 2 held one second
  /// without a count.
  @Test(arguments: [false, true], [HolesBoard.countdownUpdates, HolesBoard.holdUpdates])
  func tableHoldsStillForItsHoldAfterACaptureOrAFlag(flag: Bool, hold: Int) {
    var board = HolesBoard(table: flag ? TestTables.original : TestTables.stillHole, holdLength: hold)
    board.place(CircleBody(position: flag ? Vector2(x: 16, y: 16) : Vector2(x: 241, y: 160), radius: 15))
    let event = board.update()
    #expect(event == (flag ? .reachedFlag : .captured(hole: 0)))
    let holes = board.holes
    board.tilt = Tilt(x: -3, y: -3)
    // Seconds at 60 updates per second, counted in updates.
    #expect(HolesBoard.holdUpdates == 60 && HolesBoard.countdownUpdates == 180)
    var counts: [Int?] = []
    for _ in 0..<hold {
      counts.append(board.countdown)
      #expect(board.update() == .holding)
    }
    let seconds = hold / 60
    #expect(
      counts
        == (hold == 180
          ? (1...3).reversed().flatMap { Array(repeating: $0, count: 60) } : Array(repeating: nil, count: 60)),
      "\(seconds) s")
    #expect(board.countdown == nil)
    #expect(board.ball.position == board.startPoint)
    #expect(board.ball.velocity == .zero)
    #expect(board.holes == holes)
    #expect(board.update() == .rolling)
    #expect(board.ball.velocity != .zero)
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
    for _ in 0..<5 { tilt = tilt.nudged(.left) }
    tilt = tilt.nudged(.down)
    #expect(tilt == Tilt(x: -3, y: 1))
    tilt = tilt.nudged(.right)
    #expect(tilt == Tilt(x: -2, y: 1))
    #expect(tilt.acceleration(perStep: HolesBoard.tiltAcceleration) == Vector2(x: -0.5, y: 0.25))
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
    #expect(board.ball.velocity == Vector2(x: 0.5 * 0.2, y: -0.25 * 0.2))
    _ = board.update()
    #expect(board.ball.position == Vector2(x: 100 + 0.5 * 0.2 * 0.5, y: 100 - 0.25 * 0.2 * 0.5))
  }
}
