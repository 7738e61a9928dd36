import ArcadeKit
import Drawing
import Levels
import Physics
import TestSupport
import Testing

@testable import MazeGame

/// Medals on the goal panel and in the level list (with the best time and the ghost), and the
/// seed's tap-to-edit during play as an unranked practice run. Update the literal screens with
/// `ARCADE_RECORD_SNAPSHOTS=1 swift test --filter MazeMedalAndPracticeTests`, then read the diff.
@Suite struct MazeMedalAndPracticeTests {
  static let size = Size(width: 80, height: 24)
  /// A corridor with a par of 1.5 s: tilting right one step reaches the goal in about 2 s.
  static let corridor = MazeLevel(
    name: "Corridor", par: 1.5, width: 9, height: 3,
    cells: mazeFromRows(["#########", "#S.....G#", "#########"]).cells)
  /// A room with a par of 1 s, where the ball can roll around a block put in its way.
  static let room = MazeLevel(
    name: "Room", par: 1, width: 7, height: 5,
    cells: mazeFromRows(["#######", "#S....#", "#.....#", "#....G#", "#######"]).cells)

  static func submissions(_ commands: [Command]) -> [ScoreSubmission] {
    commands.compactMap { command in
      if case .perform(.submitScore(let submission)) = command { return submission }
      return nil
    }
  }

  /// A screen point inside `cell` of the driver's maze on `size`.
  static func point(of cell: MazeLevel.Position, in driver: SceneDriver<MazeScene>) -> (x: Int, y: Int)? {
    let layout = driver.scene.layout(for: size)
    for y in 0..<size.height {
      for x in 0..<size.width where layout.cell(atX: x, y: y) == cell { return (x, y) }
    }
    return nil
  }

  // MARK: - Medals

  @Test func theGoalPanelShowsTheMedalAndTheNextOneUp() throws {
    var driver = SceneDriver(try MazeScene(mazes: [Self.corridor], seed: 1))
    driver.press(.right)
    for _ in 0..<600 where driver.scene.isAnimating { driver.step() }
    let canvas = driver.render(Self.size)
    let expected = """
      Corridor                  Time 1.98 s  Par 1.50 s   x ←[···|●··]→  y ↑[···●···]↓





          ████████████████████████████████████████████████████████████████████████
          ████████████████████████████████████████████████████████████████████████
          ████████████████████┌ Goal — Corridor ────────────┐█████████████████████
          ████████████████████│  Time 1.98 s   Par 1.50 s   │█████████████████████
          ████████░░░░░░░░    │ Silver medal (gold: 1.50 s) │   ⢀⣠⣤⣤⡀▒▒▒▒▒████████
          ████████░░░S░░░░    │                             │  ⢠⣿⣿⣿⣿⣿⡆▒▒▒▒████████
          ████████░░░░░░░░    │        Well rolled!         │  ⠘⣿⣿⣿⣿⣿⠇▒▒▒▒████████
          ████████░░░░░░░░    │ Enter/Esc: back   R: again  │   ⠈⠙⠛⠛⠁▒▒▒▒▒████████
          ████████████████████└─────────────────────────────┘█████████████████████
          ████████████████████████████████████████████████████████████████████████
          ████████████████████████████████████████████████████████████████████████
          ████████████████████████████████████████████████████████████████████████





      Goal!
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
    #expect(Self.submissions(driver.commands).first?.detail == "par 1.50 s, silver")
  }

  @Test func theLevelListShowsBestTimeMedalAndGhostFromTheStore() throws {
    var list = SceneDriver(
      MazeLevelListScene(levels: ShippedMazeTests.levels, problems: [], userLevels: nil, nextNumber: 1, seed: 3))
    // A run at the first maze, by a player of human speed, as the store would keep it.
    let first = try #require(ShippedMazeTests.levels.first)
    guard let maze = first.level.model(as: MazeLevel.self) else { return }
    let run = try #require(HumanSpeedPlayer.run(maze))
    let replay = try #require(Self.submissions(run.commands).first?.replay)
    list.send(.replaysLoaded(board: replay.header.board, [replay]))
    list.send(.replaysLoaded(board: "maze/\(ShippedMazeTests.levels[1].identity)", []))
    let canvas = list.render(Self.size)
    let expected = """
                                          M A Z E
                 Tilt the board, roll the ball to the goal. Choose a maze:

            #  Maze                   Size      Par    Best  Medal  Ghost
        ▶   1  First steps           12×12   7.00 s  6.92 s  Gold   ghost
            2  Corridors             12×12  16.00 s
            3  Winding way           17×11  25.00 s
            4  Crossroads            23×13  31.00 s
            5  The long haul         31×15  50.00 s
            6  Labyrinth             39×19  60.00 s
            7  One way round         15×11   8.00 s
            8  Clockwork             23×11  14.00 s
            +  Edit a new maze










      Enter play • E edit (built-in: a copy) • N new maze • ? keys • Esc back
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func theListAsksForEveryBoardOnceWhenItShowsAndAgainAfterAGame() {
    var list = SceneDriver(
      MazeLevelListScene(levels: ShippedMazeTests.levels, problems: [], userLevels: nil, nextNumber: 1, seed: 3))
    #expect(list.scene.isAnimating, "one step to ask for the records")
    list.step()
    let asked = list.commands.compactMap { command -> String? in
      if let board = command.replaysAsked { return board }
      return nil
    }
    #expect(asked == ShippedMazeTests.levels.map { "maze/\($0.identity)" })
    #expect(!list.scene.isAnimating)
    list.press(.enter)
    #expect(list.scene.isAnimating, "after the game it asks again")
  }

  // MARK: - Practice

  @Test func clicksToggleBlocksWhileTheBallRollsAndThePracticeRunIsNotRanked() throws {
    var driver = SceneDriver(try MazeScene(mazes: [Self.room], seed: 1))
    driver.press(.right, .right)
    driver.step(5)
    driver.press(.character("b"))
    let cell = MazeLevel.Position(column: 2, row: 3)
    let point = try #require(Self.point(of: cell, in: driver))
    driver.send(.mouse(MouseEvent(.press, x: point.x, y: point.y, screen: Self.size)))
    #expect(driver.scene.game.board.maze[cell] == .wall, "the click put a block while the ball rolled")
    #expect(driver.scene.game.tilt == Tilt(x: 2, y: 0), "the click did not tilt")
    let screen = driver.render(Self.size)
    #expect(TextSnapshot.contains(screen, "PRACTICE"))
    #expect(TextSnapshot.contains(screen, "Not ranked"))
    driver.step(60)
    driver.press(.down, .down)
    for _ in 0..<3000 where driver.scene.isAnimating { driver.step() }
    guard case .finished = driver.scene.game.phase else {
      Issue.record(
        "the practice run reaches the goal: \(driver.scene.game.phase) \(driver.scene.game.board.ball) \(driver.scene.game.tilt)\n\(driver.render(Self.size).plainText)"
      )
      return
    }
    #expect(Self.submissions(driver.commands).isEmpty, "a practice run is never ranked")
    #expect(TextSnapshot.contains(driver.render(Self.size), "Practice run: not ranked"))
  }

  @Test func restartAfterPracticeIsARankedRunOnTheLevelsOwnMaze() throws {
    var driver = SceneDriver(try MazeScene(mazes: [Self.corridor], seed: 1))
    driver.press(.character("b"))
    let cell = MazeLevel.Position(column: 4, row: 1)
    let point = try #require(Self.point(of: cell, in: driver))
    driver.send(.mouse(MouseEvent(.press, x: point.x, y: point.y, screen: Self.size)))
    #expect(driver.scene.game.board.maze[cell] == .wall)
    driver.press(.character("r"))
    #expect(driver.scene.game.board.maze == Self.corridor)
    #expect(!TextSnapshot.contains(driver.render(Self.size), "PRACTICE"))
    driver.press(.right)
    for _ in 0..<600 where driver.scene.isAnimating { driver.step() }
    #expect(Self.submissions(driver.commands).count == 1)
  }

  @Test func aBlockNeverLandsOnTheBallTheStartOrTheGoal() throws {
    var board = try MazeBoard(maze: Self.room)
    let onStart = board.toggleBlock(at: board.start)
    let onGoal = board.toggleBlock(at: board.goal)
    let offGrid = board.toggleBlock(at: MazeLevel.Position(column: 40, row: 1))
    #expect(!onStart && !onGoal && !offGrid)
    // The ball (radius 6) rolled 4 units right of the start's centre reaches into the next cell.
    var ball = board.ball
    ball.position.x += 4
    board.place(ball: ball)
    let underBall = board.toggleBlock(at: MazeLevel.Position(column: 2, row: 1))
    #expect(!underBall, "a block never lands on the ball")
    let placed = board.toggleBlock(at: MazeLevel.Position(column: 3, row: 2))
    #expect(placed && board.grid.isSolid(x: 3, y: 2))
    let removed = board.toggleBlock(at: MazeLevel.Position(column: 3, row: 2))
    #expect(removed && !board.grid.isSolid(x: 3, y: 2), "a second tap takes it away")
  }
}
