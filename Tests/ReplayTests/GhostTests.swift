import ArcadeKit
import Drawing
import HolesGame
import MazeGame
import Physics
import Testing

/// Ghosts: the best run, played from its replay, drawn beside the player's ball at the same step.
@Suite struct GhostTests {
  /// A finished run at the tiny maze (tilted right twice), as the score keeps it.
  static func tinyMazeRun() throws -> Replay {
    var play = ScriptedPlay(try MazeScene(mazes: [ReplayFixtures.tinyMaze], seed: 5))
    play.press(.right, .right)
    play.runUntilScore(limit: 5000)
    return try #require(play.submissions.last?.replay)
  }

  @Test func aMazeGhostFollowsItsReplayToTheGoal() throws {
    let replay = try Self.tinyMazeRun()
    let ghost = try #require(MazeScene.track(of: replay))
    #expect(ghost.steps == replay.steps)
    let goal = MazeBoard.center(of: try #require(ReplayFixtures.tinyMaze.goal))
    #expect((ghost.clampedSample(atStep: ghost.steps) - goal).length < MazePhysics.cellSize)
    #expect(ghost.clampedSample(atStep: 10_000) == ghost.clampedSample(atStep: ghost.steps), "it waits at the goal")
    #expect(ghost.clampedSample(atStep: 0) != ghost.clampedSample(atStep: 20), "it moves")
  }

  @Test func aReplayThatEndsWithoutAGoalMakesNoGhost() throws {
    var replay = try Self.tinyMazeRun()
    replay.steps = 3
    #expect(MazeScene.track(of: replay)?.finishedWithScore != true)
  }

  @Test func theFirstStepAsksForTheBoardsBestRunOnceAndGHidesIt() throws {
    var scene = try MazeScene(mazes: [ReplayFixtures.tinyMaze], seed: 8)
    #expect(scene.handle(.key(.right)).isEmpty)
    let asked = scene.step()
    guard let board = asked.first?.replaysAsked else {
      Issue.record("the first step asks for replays, got \(asked)")
      return
    }
    #expect(board == Maze.board(levels: [ReplayFixtures.tinyMaze], startIndex: 0))
    #expect(scene.step().isEmpty, "asked once")
    _ = scene.handle(.replaysLoaded(board: board, [try Self.tinyMazeRun()]))
    let ghost = try #require(scene.ghost)
    #expect(ghost.steps > 0)
    for _ in 0..<15 { _ = scene.step() }
    var canvas = Canvas(size: Size(width: 80, height: 24), capabilities: .minimal)
    scene.render(into: &canvas)
    #expect(canvas.lines()[0].contains("Ghost \(Self.seconds(ghost.steps))"))
    #expect(canvas.plainText.contains("o"), "the ghost is an o in ASCII")
    _ = scene.handle(.key(.character("g")))
    var hidden = Canvas(size: Size(width: 80, height: 24), capabilities: .minimal)
    scene.render(into: &hidden)
    #expect(!hidden.lines()[0].contains("Ghost"))
    #expect(!hidden.lines().dropFirst().dropLast().joined().contains("o"), "G hides the ghost")
  }

  /// The status line after `wait` steps at the start, then the ghost's own tilts and 15 steps,
  /// racing the ghost of the run those tilts made.
  static func statusRacingTheGhost(waitingFirst wait: Int) throws -> String {
    var scene = try MazeScene(mazes: [ReplayFixtures.tinyMaze], seed: 8)
    let board = Maze.board(levels: [ReplayFixtures.tinyMaze], startIndex: 0)
    _ = scene.step()  // asks for the ghost
    _ = scene.handle(.replaysLoaded(board: board, [try Self.tinyMazeRun()]))
    for _ in 0..<wait { _ = scene.step() }
    _ = scene.handle(.key(.right))
    _ = scene.handle(.key(.right))
    for _ in 0..<15 { _ = scene.step() }
    var canvas = Canvas(size: Size(width: 80, height: 24), capabilities: .full)
    scene.render(into: &canvas)
    return canvas.lines()[0]
  }

  @Test func theStatusLineShowsTheLeadOnTheGhostLive() throws {
    let level = try Self.statusRacingTheGhost(waitingFirst: 0)
    #expect(level.contains("Ghost") && level.contains("\u{00B1}0.0 s"), "level with the ghost: \(level)")
    let behind = try Self.statusRacingTheGhost(waitingFirst: 60)
    #expect(behind.contains("+1.0 s"), "a second behind the ghost: \(behind)")
  }

  @Test func aLeadReadsAheadBehindAndLevelInEitherGlyphs() {
    #expect(Maze.lead(steps: -72, glyphs: .unicode).description == "\u{2212}1.2 s")
    #expect(Maze.lead(steps: -72, glyphs: .ascii).description == "-1.2 s")
    #expect(Maze.lead(steps: 24, glyphs: .unicode).description == "+0.4 s")
    #expect(Maze.lead(steps: 2, glyphs: .unicode).description == "\u{00B1}0.0 s")
    #expect(Maze.lead(steps: 0, glyphs: .ascii).description == "+0.0 s")
  }

  /// A run just finished may be the best: R plays again and asks for the best run again.
  @Test func playingAgainAsksForTheBestRunAgain() throws {
    var scene = try MazeScene(mazes: [ReplayFixtures.tinyMaze], seed: 8)
    _ = scene.handle(.key(.right))
    #expect(scene.step().contains { $0.replaysAsked != nil })
    _ = scene.handle(.key(.character("r")))
    #expect(scene.step().contains { $0.replaysAsked != nil }, "asked again")
    #expect(!scene.step().contains { $0.replaysAsked != nil }, "once")
  }

  @Test func anotherMazesReplayIsNoGhost() throws {
    var scene = try MazeScene(mazes: [ReplayFixtures.tinyMaze], seed: 8)
    _ = scene.handle(.key(.right))
    _ = scene.handle(.replaysLoaded(board: "maze/maze-0000000000000000", [try Self.tinyMazeRun()]))
    #expect(scene.ghost == nil)
  }

  @Test func aHolesGhostIsTheBestGameFromTheSameTable() throws {
    let tables = HolesTables(tables: [HolesTables.original])
    var play = ScriptedPlay(HolesScene(tables: tables, seed: 9))
    play.press(.down, .down, .right)
    for _ in 0..<200 where play.submissions.isEmpty {
      play.run(120)
      play.press(.left, .up)
    }
    let replay = try #require(play.submissions.last?.replay)
    let ghost = try #require(HolesScene(tables: tables, seed: 1).ghostTrack(replay))
    #expect(ghost.samples.count == replay.steps + 1)
    #expect(ghost.sample(atStep: replay.steps + 1) == nil, "gone once its game ended")
    var other = HolesTables.original
    other.name = "Other"
    #expect(HolesScene(tables: HolesTables(tables: [other]), seed: 1).ghostTrack(replay) == nil)

    var scene = HolesScene(tables: tables, seed: 1)
    let first = scene.step()
    guard first.first?.replaysAsked == HolesBoards.board(startingAt: 1) else {
      Issue.record("the first step asks for the best games, got \(first)")
      return
    }
    _ = scene.handle(.replaysLoaded(board: HolesBoards.board(startingAt: 1), [replay]))
    #expect(scene.ghost == ghost)
    #expect(scene.step().allSatisfy { $0.replaysAsked == nil }, "asked once")
  }

  /// `1.1 s` as Maze writes times.
  static func seconds(_ steps: Int) -> String {
    TimeText.seconds(milliseconds: MazePhysics.milliseconds(steps: steps))
  }
}
