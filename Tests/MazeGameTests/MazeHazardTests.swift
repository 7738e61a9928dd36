import ArcadeKit
import Drawing
import GameKit
import Levels
import Physics
import TestSupport
import Testing

@testable import MazeGame

/// Rules 3's hazards: one-way cells, holes and timed doors, in the format, the path check, the
/// physics, the game and the editor.
@Suite("Maze hazards")
struct MazeHazardTests {
  /// The format mazes are read with.
  static let formats: LevelFormats = [MazeLevel.format]

  /// Rolls `board` at full tilt along +x (or −x) for `updates`, the clock from `clock`; returns
  /// the events seen.
  static func roll(
    _ board: inout MazeBoard, x: Int, updates: Int, clock: Int = 1
  ) -> [MazeBoard.Event] {
    var events: [MazeBoard.Event] = []
    for update in 0..<updates { events.append(board.step(tilt: Tilt(x: x, y: 0), clock: clock + update)) }
    return events
  }

  // MARK: - The format

  @Test func hazardsReadAndWriteAsTheirCharacters() throws {
    let text = """
      game: maze
      name: Hazards
      map:
      #########
      #S>.O.D.#
      #.^.<.v.#
      #......G#
      #########
      """
    let maze = try #require(try Self.formats.parse(text: text, path: "h.level").model(as: MazeLevel.self))
    #expect(maze[MazeLevel.Position(column: 2, row: 1)] == MazeLevel.Cell.oneWayRight)
    #expect(maze[MazeLevel.Position(column: 4, row: 1)] == MazeLevel.Cell.hole)
    #expect(maze[MazeLevel.Position(column: 6, row: 1)] == MazeLevel.Cell.door)
    #expect(maze[MazeLevel.Position(column: 2, row: 2)] == MazeLevel.Cell.oneWayUp)
    #expect(maze[MazeLevel.Position(column: 4, row: 2)] == MazeLevel.Cell.oneWayLeft)
    #expect(maze[MazeLevel.Position(column: 6, row: 2)] == MazeLevel.Cell.oneWayDown)
    #expect(maze.hasHazards)
    #expect(maze.rows[1] == "#S>.O.D.#")
    #expect(!mazeFromRows(["S..G"]).hasHazards)
  }

  @Test func anUnknownCellNamesEveryCharacterAMapMayHave() {
    let text = "game: maze\nname: Bad\nmap:\n#####\n#S*G#\n#####\n"
    #expect(throws: LevelError.self) { try Self.formats.parse(text: text, path: "bad.level") }
    do {
      _ = try Self.formats.parse(text: text, path: "bad.level")
    } catch {
      #expect(
        error.description
          == "bad.level:5:3: error: expected '#', '.', 'S', 'G', a one-way arrow ('>' '<' '^' 'v'), 'O' (hole) or 'D' (door), found '*'"
      )
    }
  }

  // MARK: - The path check

  @Test func aOneWayCellIsCrossedOnlyAlongItsArrow() {
    #expect(mazeFromRows(["S.>.G"]).shortestPath == 4)
    #expect(mazeFromRows(["S.<.G"]).shortestPath == nil)
    #expect(mazeFromRows(["G.>.S"]).shortestPath == nil)
    // Entered only from behind: from above, a right arrow is closed.
    #expect(mazeFromRows(["#S#", "#>G", "###"]).shortestPath == nil)
    // Left ahead or to either side.
    #expect(mazeFromRows(["S>.", "#G#"]).shortestPath == 2)
    // Never left backwards: the start's only way out comes back through the arrow.
    #expect(mazeFromRows(["G.>S"]).shortestPath == nil)
  }

  @Test func holesAreNeverCrossedAndDoorsAre() {
    #expect(mazeFromRows(["S.O.G"]).shortestPath == nil)
    #expect(mazeFromRows(["S.O.G", "....."]).shortestPath == 6)
    #expect(mazeFromRows(["S.D.G"]).shortestPath == 4)
  }

  @Test func aMazeCutByAHazardIsRefusedWithWhatMovesAreAllowed() {
    let text = "game: maze\nname: Cut\nmap:\n#####\n#S<G#\n#####\n"
    do {
      _ = try Self.formats.parse(text: text, path: "cut.level")
      Issue.record("a maze whose only way is against an arrow loads")
    } catch {
      #expect(error.description.contains("the goal cannot be reached from the start"))
      #expect(error.description.contains("through a one-way cell only along its arrow"))
    }
  }

  @Test func theComputersDistancesFollowTheArrows() {
    // The goal is 3 moves away rightward, and no cell left of the arrow can be reached from its right.
    let maze = mazeFromRows(["S.>.G"])
    #expect(maze.movesToGoal == [4, 3, 2, 1, 0])
    let back = mazeFromRows(["G.<.S"])
    #expect(back.movesToGoal == [0, 1, 2, 3, 4])
    #expect(mazeFromRows(["G.>.S"]).movesToGoal == [0, 1, nil, nil, nil])
  }

  // MARK: - One-way physics

  @Test func theBallRollsThroughAOneWayCellAlongItsArrow() throws {
    var board = try MazeBoard(maze: mazeFromRows(["S..>...G"]))
    let events = Self.roll(&board, x: 3, updates: 240)
    #expect(events.contains(.reachedGoal))
  }

  @Test func aOneWayCellIsAWallToABallComingTheOtherWay() throws {
    var board = try MazeBoard(maze: mazeFromRows(["G..>...S"]))
    _ = Self.roll(&board, x: -3, updates: 600)
    // Stopped against the arrow's right face (x = 64) and never past it.
    #expect(abs(board.ball.position.x - (64 + MazePhysics.ballRadius)) < 1e-9)
    #expect(MazeBoard.cell(containing: board.ball.position).column == 4)
  }

  @Test func aOneWayCellIsAWallFromItsSides() throws {
    // The ball above a right arrow, tilted down, rests on it.
    var board = try MazeBoard(maze: mazeFromRows(["#S#", "#>G", "###"]))
    for clock in 1...300 { _ = board.step(tilt: Tilt(x: 0, y: 3), clock: clock) }
    #expect(abs(board.ball.position.y - (16 - MazePhysics.ballRadius)) < 1e-9)
  }

  @Test func inAOneWayCellTheBallCannotRollBack() throws {
    var board = try MazeBoard(maze: mazeFromRows(["S..>...G"]))
    // In the arrow's cell, moving left and tilted left: the leftward speed is taken away.
    board.place(ball: CircleBody(position: Vector2(x: 56, y: 8), velocity: Vector2(x: -3, y: 0), radius: 6))
    for clock in 1...120 { _ = board.step(tilt: Tilt(x: -3, y: 0), clock: clock) }
    #expect(board.ball.position.x >= 48)
    #expect(board.ball.velocity.x == 0)
    // Once out ahead of it, the arrow's cell is a wall behind the ball.
    _ = Self.roll(&board, x: 3, updates: 30)
    _ = Self.roll(&board, x: -3, updates: 300)
    #expect(board.ball.position.x >= 64 + MazePhysics.ballRadius - 1e-9)
  }

  // MARK: - Holes

  @Test func aHoleSendsTheBallBackToTheStartAtRest() throws {
    var board = try MazeBoard(maze: mazeFromRows(["S.O.G", "....."]))
    let events = Self.roll(&board, x: 3, updates: 120)
    #expect(events.filter { $0 == .fell }.count >= 1)
    #expect(!events.contains(.reachedGoal))
    #expect(events.firstIndex(of: .fell).map { events[$0 + 1] } == .rolled)
    // Just after the fall: on the start's centre, then rolling on from rest.
    var fresh = try MazeBoard(maze: mazeFromRows(["S.O.G", "....."]))
    var fell = false
    for clock in 1...120 where !fell {
      fell = fresh.step(tilt: Tilt(x: 3, y: 0), clock: clock) == .fell
    }
    #expect(fell)
    #expect(fresh.ball.position == MazeBoard.center(of: MazeLevel.Position(column: 0, row: 0)))
    #expect(fresh.ball.velocity == .zero)
  }

  @Test func aFastBallCannotSkipAHole() throws {
    var board = try MazeBoard(maze: mazeFromRows(["S.O.......G"]))
    // Fast enough to cross a whole cell in one update.
    board.place(ball: CircleBody(position: Vector2(x: 24, y: 8), velocity: Vector2(x: 60, y: 0), radius: 6))
    #expect(board.step(tilt: .level, clock: 1) == .fell)
  }

  @Test func theGameCountsFallsLevelsTheBoardAndSaysWhatHappened() throws {
    var game = Maze(levels: [mazeFromRows(["#######", "#S.O.G#", "#.....#", "#######"])], startIndex: 0, seed: 1)
    for _ in 0..<3 { game.perform(.tiltRight) }
    var cues: [GameCue] = []
    while game.falls == 0, game.steps < 600 { cues += game.step() }
    #expect(game.falls == 1)
    #expect(cues == [.sound])
    #expect(game.tilt == .level)
    #expect(game.phase == .running)
    #expect(game.justFell)
    let hints = game.picture(ghost: nil).hints
    #expect(hints.description.hasPrefix("Into a hole: back to the start"))
    // A second and a half later the hint line is the usual one again.
    for _ in 0..<90 { _ = game.step() }
    #expect(!game.justFell)
  }

  // MARK: - Doors

  @Test func doorsAreOpenTwoSecondsThenShutTwoSeconds() {
    #expect(!MazePhysics.doorIsShut(clock: 0))
    #expect(!MazePhysics.doorIsShut(clock: 119))
    #expect(MazePhysics.doorIsShut(clock: 120))
    #expect(MazePhysics.doorIsShut(clock: 239))
    #expect(!MazePhysics.doorIsShut(clock: 240))
    #expect(!MazePhysics.doorIsAboutToShut(clock: 89))
    #expect(MazePhysics.doorIsAboutToShut(clock: 90))
    #expect(MazePhysics.doorIsAboutToShut(clock: 119))
    #expect(!MazePhysics.doorIsAboutToShut(clock: 120))
  }

  @Test func aShutDoorStopsTheBallAndAnOpenOneLetsItThrough() throws {
    var shut = try MazeBoard(maze: mazeFromRows(["S.D.G"]))
    // Rolled only while the doors are shut (clock 120...239): the door's left face stops it.
    for clock in 120..<240 { _ = shut.step(tilt: Tilt(x: 3, y: 0), clock: clock) }
    #expect(shut.ball.position.x <= 32 - MazePhysics.ballRadius)
    #expect(shut.ball.position.x > 16)
    // Open again at 240: through it to the goal.
    var reached = false
    for clock in 240..<360 where !reached { reached = shut.step(tilt: Tilt(x: 3, y: 0), clock: clock) == .reachedGoal }
    #expect(reached)
  }

  @Test func aDoorNeverShutsOnTheBall() throws {
    var board = try MazeBoard(maze: mazeFromRows(["S.D.G"]))
    // In the doorway as the doors shut: the ball is not caught, and leaves the way it chooses.
    board.place(ball: CircleBody(position: Vector2(x: 40, y: 8), velocity: .zero, radius: 6))
    for clock in 120..<180 { _ = board.step(tilt: Tilt(x: -3, y: 0), clock: clock) }
    #expect(board.ball.position.x < 32)
    #expect(!ballOverlapsSolid(board))
  }

  // MARK: - The computer

  @Test func theComputerRollsAMazeOfEveryHazardWithoutFalling() throws {
    let maze = mazeFromRows([
      "#########",
      "#S.>..O.#",
      "###.#####",
      "#...D..G#",
      "#########",
    ])
    var board = try MazeBoard(maze: maze)
    let pilot = MazePilot(maze: maze)
    var events: [MazeBoard.Event] = []
    for clock in 1...(60 * 60) where !events.contains(.reachedGoal) {
      events.append(board.step(tilt: pilot.tilt(for: board.ball), clock: clock))
      // The ball may rest against a gate it has passed (which then stays solid), never in a wall.
      #expect(maze[MazeBoard.cell(containing: board.ball.position)].isOpen, "clock \(clock)")
    }
    #expect(events.contains(.reachedGoal))
    #expect(!events.contains(.fell))
  }

  // MARK: - Practice

  @Test func practiceClicksNeverToggleAHazard() throws {
    var board = try MazeBoard(maze: mazeFromRows(["S.>.O.D.G"]))
    for column in [2, 4, 6] {
      let toggled = board.toggleBlock(at: MazeLevel.Position(column: column, row: 0))
      #expect(!toggled, "column \(column)")
    }
    let floor = board.toggleBlock(at: MazeLevel.Position(column: 3, row: 0))
    #expect(floor)
  }

  // MARK: - The editor

  @Test func theEditorPlacesEachHazardAndTheSameKeyAgainClearsIt() {
    var model = MazeEditorModel(maze: nil)
    model.moveCursor(.right)
    model.moveCursor(.right)
    let here = model.cursor
    for (hazard, _) in [(MazeLevel.Cell.oneWayRight, ">"), (.oneWayDown, "v"), (.hole, "O"), (.door, "D")] {
      model.placeHazard(hazard)
      #expect(model.grid[here] == hazard)
    }
    model.placeHazard(.door)
    #expect(model.grid[here] == .floor)
    // Never over the start.
    var onStart = MazeEditorModel(maze: nil)
    onStart.placeHazard(.hole)
    #expect(onStart.grid[onStart.cursor] == .start)
    let undone = model.undo()
    #expect(undone)
    #expect(model.grid[here] == .door)
  }

  @Test func theEditorsKeysPlaceHazardsAndTheMazeSavesWithThem() {
    var driver = MazeEditorSceneTests.newEditor()
    driver.press(.right)
    driver.press(.character(">"))
    driver.press(.down)
    driver.press(.character("O"))
    driver.press(.down)
    driver.press(.character("D"))
    let cells = driver.scene.model.grid.cells
    #expect(cells.filter(\.isHazard).count == 3)
    #expect(driver.scene.model.mazeForSaving.canonicalText.contains("#S>"))
  }

  // MARK: - Generated mazes

  @Test func generatedMazesHaveHazardsAndStaySolvableForTheComputer() throws {
    var withHazards = 0
    for seed in GeneratedLevelChecks.seeds(24) {
      let maze = MazeLevel.generated(seed: seed, name: "Daily")
      if maze.hasHazards { withHazards += 1 }
      var board = try MazeBoard(maze: maze)
      let pilot = MazePilot(maze: maze)
      var fell = false
      for clock in 1...(60 * 120) {
        let event = board.step(tilt: pilot.tilt(for: board.ball), clock: clock)
        if event == .fell { fell = true }
        if event == .reachedGoal { break }
      }
      #expect(!fell, "seed \(seed): the computer fell into a hole")
    }
    #expect(withHazards == 24)
  }
}
