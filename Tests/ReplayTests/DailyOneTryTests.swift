import ArcadeKit
import BallsGame
import Drawing
import GameKit
import HolesGame
import LanderGame
import Launcher
import PaddlesGame
import Physics
import PortalsGame
import Replays
import Testing

@testable import MazeGame

/// The daily challenge is one try in every game: the day's first run, played through the Daily
/// screen from a script, ends with the game's first result, pass or fail, and no later result
/// of the run replaces it on the day's board or in the log. The ranked result's replay ends
/// where the result was taken and proves its score.
@Suite struct DailyOneTryTests {
  @Test func ballsFirstFailedLevelEndsTheRankedRunWithWhatItRemoved() throws {
    var day = try DailyTry("balls")
    // The day's level: 22 balls, 9 to remove. Watched for its second, then fired near the
    // top, the chain removes 3.
    day.press(.character(" "))
    day.step(Balls.lookUpdates)
    day.click(x: 54, y: 5)
    day.runUntilStill()
    #expect(day.balls?.game.runEnd?.reason == .failed)
    day.press(.character(" "))
    let ranked = try day.theOneResult()
    #expect(ranked.score == 3)
    #expect(ranked.detail == "0 levels passed")
    try day.expectProven(ranked)
    // The next try clears the field: practice, kept nowhere.
    day.runUntilStill()
    day.press(.character(" "))
    #expect(day.saysPractice)
    day.step(Balls.lookUpdates)
    day.click(x: 20, y: 9)
    day.runUntilStill()
    #expect(day.balls?.game.runEnd?.run.score == 22)
    day.press(.character(" "))
    #expect(day.results.count == 1)
    #expect(day.log == .finished("3 (0 levels passed)"))
  }

  @Test func paddlesFirstGameLostIsTheRankedResult() throws {
    var day = try DailyTry("paddles")
    // The player serves and never moves (nor serves the pucks it receives: they go after 3 s):
    // the hard computer wins, first to 5.
    day.press(.character(" "))
    day.runUntilStill()
    let ranked = try day.theOneResult()
    #expect(ranked.score == -2)
    #expect(ranked.detail == "3\u{2013}5, margin -2, hard")
    try day.expectProven(ranked)
    // Another game, lost again: practice.
    day.press(.character(" "))
    day.press(.character(" "))
    #expect(day.saysPractice)
    day.runUntilStill()
    #expect((day.run.game.base as? PaddlesScene)?.game.match.scores == [1, 5])
    #expect(day.results.count == 1)
    #expect(day.log == .finished("-2 (3\u{2013}5)"))
  }

  @Test func mazeFirstTimeIsRankedAndALaterOneIsPractice() throws {
    var day = try DailyTry("maze")
    day.steerMaze()
    let ranked = try day.theOneResult()
    #expect(ranked.score == 14_017)
    #expect(ranked.timeMilliseconds == 14_017)
    try day.expectProven(ranked)
    // R: the level again, played the same way; its time is practice.
    day.press(.character("r"))
    day.steerMaze()
    #expect(day.saysPractice)
    #expect((day.run.game.base as? MazeScene)?.game.phase == .finished(steps: 841))
    #expect(day.results.count == 1)
    #expect(day.log == .finished(DailyShare.result(of: ranked)))
  }

  @Test func mazeRestartedBeforeTheGoalEndsTheRankedTryWithNoResult() throws {
    var day = try DailyTry("maze")
    day.steerMaze(steps: 30)
    // Giving up: R before the goal. The try is over, played, with no result.
    day.press(.character("r"))
    #expect(!day.isRanked)
    day.steerMaze()
    #expect(day.saysPractice)
    #expect((day.run.game.base as? MazeScene)?.game.phase == .finished(steps: 841))
    #expect(day.results.isEmpty)
    #expect(day.log == .started)
  }

  @Test func holesFirstGameOverIsTheRankedResult() throws {
    var day = try DailyTry("holes")
    day.steerIntoHoles()
    let ranked = try day.theOneResult()
    #expect(ranked.score == 0)
    try day.expectProven(ranked)
    day.press(.enter)
    #expect(day.saysPractice)
    day.steerIntoHoles()
    #expect((day.run.game.base as? PlayScene<Holes>)?.isOver == true)
    #expect(day.results.count == 1)
    #expect(day.log == .finished("0 (table 1: Daily 2027-01-01)"))
  }

  @Test func landerFirstGameOverIsTheRankedResult() throws {
    var day = try DailyTry("lander")
    day.dropShips()
    let ranked = try day.theOneResult()
    #expect(ranked.score == 0)
    try day.expectProven(ranked)
    day.press(.enter)
    #expect(day.saysPractice)
    day.dropShips()
    #expect((day.run.game.base as? PlayScene<Lander>)?.isOver == true)
    #expect(day.results.count == 1)
    #expect(day.log == .finished("0 (0 landings)"))
  }

  @Test func portalsFirstGameOverIsTheRankedResult() throws {
    var day = try DailyTry("portals")
    day.press(.tab)
    day.runUntilStill()
    let ranked = try day.theOneResult()
    #expect(ranked.score == 0)
    try day.expectProven(ranked)
    day.press(.enter)
    day.press(.tab)
    #expect(day.saysPractice)
    day.runUntilStill()
    #expect((day.run.game.base as? PlayScene<Portals>)?.isOver == true)
    #expect(day.results.count == 1)
    #expect(day.log == .finished("0 (0 planets in 0:22)"))
  }
}

/// One game of a day, picked and started on the Daily screen, and played as the Runner plays
/// it: inputs when they are sent, steps only while the scene animates. It keeps the results the
/// run hands on (to the board and the log).
struct DailyTry {
  /// The day: today, for the run.
  static let day = DailyDate("2027-01-01")!
  /// Every game with a daily level.
  static let registry = DailyGoldenTests.registry

  /// The game's id.
  let game: String
  /// The daily log, as the run keeps it.
  let book = DailyBook(log: DailyLog(), path: nil)
  /// The run of the day.
  var run: DailyRunScene
  /// The results the run handed on, in order.
  private(set) var results: [ScoreSubmission] = []

  /// Chooses `game` on today's Daily screen and presses Enter: the ranked run.
  init(_ game: String) throws {
    self.game = game
    var screen = DailyScene(registry: Self.registry, today: Self.day, secondsToNextDay: 3_600, book: book)
    let index = try #require(screen.challenge.games.firstIndex { $0.entry.id == game })
    for _ in 0..<index { _ = screen.handle(.key(.down)) }
    let pushed = screen.handle(.key(.enter)).compactMap { command -> DailyRunScene? in
      if case .push(let scene) = command { return scene as? DailyRunScene }
      return nil
    }
    run = try #require(pushed.first)
    #expect(isRanked)
  }

  /// Whether the run's next result is still the ranked one.
  var isRanked: Bool { run.ranked }
  /// Whether the screen says what is played is practice.
  var saysPractice: Bool { run.isPractice }

  /// Where the game stands in the day's log.
  var log: DailyLog.State { book.current.state(of: game, on: Self.day) }

  /// The Balls game inside the run, if it is one.
  var balls: BallsScene? { run.game.base as? BallsScene }

  /// Hands the run an input.
  mutating func send(_ event: InputEvent) {
    absorb(run.handle(event))
  }

  /// Presses keys.
  mutating func press(_ keys: Key...) {
    for key in keys { send(.key(key)) }
  }

  /// Clicks at a cell of an 80×24 screen.
  mutating func click(x: Int, y: Int) {
    send(.mouse(MouseEvent(.press, x: x, y: y, screen: Size(width: 80, height: 24))))
  }

  /// Takes up to `count` steps, stopping when the scene no longer animates.
  mutating func step(_ count: Int) {
    for _ in 0..<count {
      guard run.isAnimating else { return }
      absorb(run.step())
    }
  }

  /// Steps until the scene stops animating (at most ten minutes of play).
  mutating func runUntilStill() {
    step(60 * 60 * 10)
  }

  /// Tilts the maze as its computer player would, by key presses chosen from the ball each
  /// step, until the goal or `steps` steps.
  mutating func steerMaze(steps: Int = 60 * 60) {
    for _ in 0..<steps {
      guard let maze = run.game.base as? MazeScene else { return }
      if case .finished = maze.game.phase { return }
      let wanted = MazePilot(maze: maze.game.board.maze).tilt(for: maze.game.board.ball)
      for _ in 0..<abs(wanted.x - maze.game.tilt.x) { press(wanted.x > maze.game.tilt.x ? .right : .left) }
      for _ in 0..<abs(wanted.y - maze.game.tilt.y) { press(wanted.y > maze.game.tilt.y ? .down : .up) }
      step(1)
    }
  }

  /// Tilts the table toward the hole nearest the ball, judging every few steps, until the game
  /// is over.
  mutating func steerIntoHoles() {
    for _ in 0..<3000 {
      guard let holes = run.game.base as? PlayScene<Holes>, !holes.isOver else { return }
      let board = holes.game.board
      let ball = board.ball.position
      let nearest =
        (0..<board.holeCount).map { board.hole($0).center }.min { ($0 - ball).length < ($1 - ball).length } ?? ball
      let offset = nearest - ball
      if abs(offset.x) > abs(offset.y) {
        if offset.x > 0, board.tilt.x < 2 { press(.right) } else if offset.x < 0, board.tilt.x > -2 { press(.left) }
      } else {
        if offset.y > 0, board.tilt.y < 2 { press(.down) } else if offset.y < 0, board.tilt.y > -2 { press(.up) }
      }
      step(6)
    }
  }

  /// Fires each ship's engine a moment and lets it fall, until the game is over.
  mutating func dropShips() {
    for _ in 0..<Lander.shipsPerGame + 1 {
      guard let lander = run.game.base as? PlayScene<Lander>, !lander.isOver else { return }
      press(.up)
      step(4)
      send(.keyRelease(.up))
      runUntilStill()
    }
  }

  private mutating func absorb(_ commands: [Command]) {
    for case .perform(.submitScore(let submission)) in commands { results.append(submission) }
  }

  /// The run's one result so far.
  func theOneResult(sourceLocation: SourceLocation = #_sourceLocation) throws -> ScoreSubmission {
    #expect(results.count == 1, "one result", sourceLocation: sourceLocation)
    #expect(!isRanked, sourceLocation: sourceLocation)
    return try #require(results.first, sourceLocation: sourceLocation)
  }

  /// Checks that `result` went to the day's board with a replay of the day's level, seed and
  /// options (what a server asks of a daily run) that plays to the same score.
  func expectProven(_ result: ScoreSubmission, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let daily = try #require(DailyChallenge(date: Self.day, registry: Self.registry).game(game))
    #expect(result.board == daily.board, sourceLocation: sourceLocation)
    #expect(result.recordsEveryResult, sourceLocation: sourceLocation)
    let replay = try #require(result.replay, sourceLocation: sourceLocation)
    let expected = daily.header(keyBindings: KeyBindings())
    #expect(replay.header.board == expected.board, sourceLocation: sourceLocation)
    #expect(replay.header.seed == expected.seed, sourceLocation: sourceLocation)
    #expect(replay.header.levels == expected.levels, sourceLocation: sourceLocation)
    #expect(replay.header.options == expected.options, sourceLocation: sourceLocation)
    let written = try ReplayText.decode(text: ReplayText.encode(replay), source: "the ranked run")
    let check = ReplayVerifier(registry: Self.registry).check(written, claiming: result.score, by: "the run")
    #expect(check.verdict == .verified, sourceLocation: sourceLocation)
    #expect(check.submission?.score == result.score, sourceLocation: sourceLocation)
  }
}
