import ArcadeKit
import BallsGame
import Drawing
import Foundation
import Levels
import Physics
import Replays
import Testing

@testable import MazeGame
@testable import PaddlesGame

/// Writes the golden fixtures in `Tests/Fixtures/GoldenReplays`, on demand only: it runs when
/// `ARCADE_RECORD_GOLDEN` is set (`1` or `all` for every fixture, else the names to write,
/// comma-separated), never in a normal test run, so the files stay what today's games made.
///
/// For each of Balls, Maze and Paddles' modes it plays the real scene over the shipped levels
/// as a person would (inputs chosen from what the game shows, the mouse where the game takes
/// it, a resize) and writes the run's `NAME.replay`; then, for every replay in the folder (the
/// network match's too, recorded by `NetGoldenFixtureRecorder` in PaddlesGameTests, run
/// before this, not with it), it plays the file through the registry and writes `NAME.frames` (`GoldenFrames`).
/// Re-recording is allowed only when a game's rules change, with its rules version raised; a
/// game's screen changed on purpose rewrites only the frames of its fixtures, their replays
/// kept: `ARCADE_RECORD_GOLDEN_FRAMES` names them (or `1`/`all`).
@Suite struct GoldenFixtureRecorder {
  /// What `ARCADE_RECORD_GOLDEN` asks for: nil when unset.
  static var wanted: Set<String>? { names(in: "ARCADE_RECORD_GOLDEN") ?? framesOnly }
  /// The fixtures whose frames alone `ARCADE_RECORD_GOLDEN_FRAMES` asks to write.
  static var framesOnly: Set<String>? { names(in: "ARCADE_RECORD_GOLDEN_FRAMES") }

  /// The fixtures an environment variable names: nil when unset.
  static func names(in variable: String) -> Set<String>? {
    guard let value = ProcessInfo.processInfo.environment[variable], !value.isEmpty else { return nil }
    if value == "1" || value == "all" { return Set(GoldenFixtureTests.names) }
    return Set(value.split(separator: ",").map(String.init))
  }

  /// The scripted plays of the fixtures this recorder makes, by name.
  static let scripts: [(name: String, play: @Sendable () throws -> Replay)] = [
    ("balls-levels", ballsLevels),
    ("balls-left-midway", ballsLeftMidway),
    ("balls-daily-one-try", ballsDailyOneTry),
    ("maze-stage-1", { try mazeStages()[0] }),
    ("maze-stage-2", { try mazeStages()[1] }),
    ("maze-stage-3", { try mazeStages()[2] }),
    ("maze-practice", mazePractice),
    ("maze-restart", mazeRestart),
    ("paddles-one-player-rules-1", { try paddlesOnePlayer(.first) }),
    ("paddles-one-player-rules-2", { try paddlesOnePlayer(.measured) }),
    ("paddles-one-player-rules-3", { try paddlesOnePlayer(.atOnce) }),
    ("paddles-two-players-rules-1", { try paddlesTwoPlayers(.first) }),
    ("paddles-two-players-rules-2", { try paddlesTwoPlayers(.measured) }),
    ("paddles-two-players-rules-3", { try paddlesTwoPlayers(.atOnce) }),
  ]

  @Test(.enabled(if: wanted != nil, "set ARCADE_RECORD_GOLDEN=1 to write the golden fixtures"))
  func recordTheGoldenFixtures() throws {
    let wanted = try #require(Self.wanted)
    let folder = RecordedReplayFixtureTests.folder
    for script in Self.scripts where wanted.contains(script.name) && Self.framesOnly == nil {
      let replay = try script.play()
      try ReplayText.encode(replay).write(toFile: "\(folder)/\(script.name).replay", atomically: true, encoding: .utf8)
      print(
        "recorded \(script.name): \(replay.steps) steps, \(replay.events.count) inputs, score \(replay.score.map(String.init) ?? "none")"
      )
    }
    for name in GoldenFixtureTests.names where wanted.contains(name) {
      let path = "\(folder)/\(name).replay"
      let replay = try ReplayText.decode(text: try String(contentsOfFile: path, encoding: .utf8), source: path)
      let played = try GoldenFixtureTests.play(replay, framesAt: Self.frameSteps(lasting: replay.steps))
      #expect(played.outcome == .finished, "\(name) plays to its end")
      #expect(played.score == replay.score, "\(name) plays to its score")
      try GoldenFrames(frames: played.frames).encoded().write(
        toFile: "\(folder)/\(name).frames", atomically: true, encoding: .utf8)
    }
  }

  /// Six steps spread over a replay of `steps` steps, the last among them (the end's frame is
  /// added by `GoldenFixtureTests.play`).
  static func frameSteps(lasting steps: Int) -> [Int] {
    Array(Set((1...6).map { max(1, steps * $0 / 6) })).sorted().filter { $0 <= steps && $0 > 0 }
  }

  // MARK: - Balls

  /// The screen a person plays Balls on (a resize changes it).
  static let screen = Size(width: 80, height: 24)

  /// Where a person would aim: the ball with most others within the explosion's reach.
  static func crowd(in world: BallsWorld) -> Vector2 {
    let reach = world.maxExplosionRadius * 0.8
    return world.balls.max { a, b in
      world.balls.filter { ($0.position - a.position).length < reach }.count
        < world.balls.filter { ($0.position - b.position).length < reach }.count
    }?.position ?? Balls.field.center
  }

  /// The cell of `screen` whose world point is nearest `target`: where a person clicks.
  static func cell(for target: Vector2, on screen: Size) -> (x: Int, y: Int) {
    let layout = BallsLayout(size: screen, field: Balls.field)
    var best = (x: 0, y: 0, distance: Double.infinity)
    for y in 0..<screen.height {
      for x in 0..<screen.width {
        guard let point = layout.worldPoint(column: x, row: y, field: Balls.field) else { continue }
        let distance = (point - target).length
        if distance < best.distance { best = (x, y, distance) }
      }
    }
    return (best.x, best.y)
  }

  /// Steers the cross-hair with the arrow keys toward the crowd, a key a step, and fires with
  /// Space once it is there (or after `patience` steps).
  static func aimWithKeys(_ play: inout ScriptedPlay, patience: Int = 80) {
    for _ in 0..<patience {
      guard let balls = play.scene as? BallsScene, let world = balls.game.world, !world.hasFired else { return }
      let offset = crowd(in: world) - balls.game.crossHair.position
      if abs(offset.x) < 8, abs(offset.y) < 12 { break }
      play.press(
        abs(offset.x) / 8 >= abs(offset.y) / 12 ? (offset.x > 0 ? .right : .left) : (offset.y > 0 ? .down : .up))
      play.run(3)
    }
    watchUntilArmed(&play)
    play.press(.character(" "))
  }

  /// Runs while the level's balls are still to be watched (Balls rules 3): a shot before then
  /// would not fire.
  static func watchUntilArmed(_ play: inout ScriptedPlay) {
    for _ in 0..<Balls.lookUpdates where (play.scene as? BallsScene)?.game.isLooking == true { play.run(1) }
  }

  /// Watches a moment, then clicks the crowd.
  static func aimWithMouse(_ play: inout ScriptedPlay, screen: Size, watching: Int = 20) {
    play.run(watching)
    watchUntilArmed(&play)
    guard let world = (play.scene as? BallsScene)?.game.world else { return }
    let cell = cell(for: crowd(in: world), on: screen)
    play.send(.mouse(MouseEvent(.press, x: cell.x, y: cell.y, screen: screen)))
  }

  /// Runs the level's chain to its end.
  static func runChain(_ play: inout ScriptedPlay) {
    for _ in 0..<3000 {
      guard let balls = play.scene as? BallsScene, balls.game.phase == .playing else { return }
      play.run(1)
    }
  }

  /// Level 1 aimed with keys (missed: a run with no score starts again), then with the mouse
  /// after a resize, level 2 with keys and the chain fast-forwarded, then a hurried click at a
  /// corner of level 3: the run passed two and failed one; Space hands its score over.
  static func ballsLevels() throws -> Replay {
    var play = ScriptedPlay(BallsScene(levels: ReplayFixtures.shippedBallsLevels(), seed: 4242))
    play.press(.character(" "))
    play.run(10)
    aimWithKeys(&play)
    runChain(&play)
    let bigger = Size(width: 100, height: 30)
    play.send(.resize(bigger))
    play.send(.mouse(MouseEvent(.press, x: 50, y: 15, screen: bigger)))  // starts level 2
    aimWithMouse(&play, screen: bigger)
    runChain(&play)
    play.press(.enter)
    play.run(5)
    aimWithKeys(&play)
    play.run(8)
    play.press(.character("f"))
    runChain(&play)
    play.press(.character(" "))
    play.run(4)
    let corner = cell(for: Vector2(x: 0, y: 0), on: bigger)
    play.send(.mouse(MouseEvent(.press, x: corner.x, y: corner.y, screen: bigger)))
    runChain(&play)
    let balls = try #require(play.scene as? BallsScene)
    #expect(
      balls.game.runEnd?.reason == .failed && (balls.game.runEnd?.run.levelsPassed ?? 0) >= 2,
      "passed two or more, then failed")
    play.press(.character(" "))
    return try #require(play.submissions.last?.replay)
  }

  /// Level 1 passed with a click; level 2 aimed at with keys a while, then q and yes: the
  /// replay ends `left`.
  static func ballsLeftMidway() throws -> Replay {
    var play = ScriptedPlay(BallsScene(levels: ReplayFixtures.shippedBallsLevels(), seed: 31))
    play.press(.character(" "))
    aimWithMouse(&play, screen: screen, watching: 30)
    runChain(&play)
    play.press(.character(" "))
    for _ in 0..<12 {
      play.press(.left)
      play.run(3)
    }
    var scene = try #require(play.scene as? BallsScene)
    #expect(scene.game.run.score > 0 && scene.game.phase == .playing)
    let asked = scene.handle(.key(.character("q")))
    guard case .push(let pushed)? = asked.first, let question = pushed as? ConfirmScene else {
      throw GoldenFramesError(description: "q did not ask before leaving the run")
    }
    let submissions = question.onYes.compactMap { command -> ScoreSubmission? in
      if case .perform(.submitScore(let submission)) = command { return submission }
      return nil
    }
    let replay = try #require(submissions.first?.replay)
    #expect(replay.ending == .left)
    return replay
  }

  /// The day's Balls level, one try: the player moves the cross-hair about a few seconds, then
  /// clicks where few balls are; the failed level ends the run, scoring what it removed.
  static func ballsDailyOneTry() throws -> Replay {
    var day = try DailyTry("balls")
    day.press(.character(" "))
    for direction: Key in [.up, .up, .left, .left, .left, .down, .down, .down, .right, .right] {
      day.press(direction)
      day.step(12)
    }
    let world = try #require(day.balls?.game.world)
    let sparse = world.balls.min { a, b in
      world.balls.filter { ($0.position - a.position).length < 60 }.count
        < world.balls.filter { ($0.position - b.position).length < 60 }.count
    }
    let cell = cell(for: sparse?.position ?? Vector2(x: 10, y: 10), on: screen)
    day.click(x: cell.x, y: cell.y)
    day.runUntilStill()
    #expect(day.balls?.game.runEnd?.reason == .failed, "the hurried shot fails the day's level")
    day.press(.character(" "))
    let result = try day.theOneResult()
    let replay = try #require(result.replay)
    #expect(replay.header.options == BallsOptions.oneTry.replayOptions)
    return replay
  }

  // MARK: - Maze

  /// The shipped mazes as the level list plays them: every one, labelled `n/N`.
  static func shippedMazes() throws -> [MazeLevel] {
    let library = LevelLibrary(
      sources: [.init(directory: ReplayFixtures.levelsDirectory, origin: .builtIn)], formats: [MazeLevel.format],
      fileSystem: .live)
    let loaded = library.load(MazeLevel.format).levels
    return loaded.compactMap { $0.level.model(as: MazeLevel.self) }
  }

  /// Tilts the maze toward where its ball should go, by key presses chosen from the ball every
  /// other step (as `MazePilot` would tilt), until the goal or `steps` steps.
  static func steer(_ play: inout ScriptedPlay, steps: Int = 60 * 60) {
    for turn in 0..<steps {
      guard let maze = play.scene as? MazeScene else { return }
      if case .finished = maze.game.phase { return }
      if turn % 2 == 0 {
        let wanted = MazePilot(maze: maze.game.board.maze).tilt(for: maze.game.board.ball)
        for _ in 0..<abs(wanted.x - maze.game.tilt.x) { play.press(wanted.x > maze.game.tilt.x ? .right : .left) }
        for _ in 0..<abs(wanted.y - maze.game.tilt.y) { play.press(wanted.y > maze.game.tilt.y ? .down : .up) }
      }
      play.run(1)
    }
  }

  /// The screen cell showing the maze's cell `position`, on `screen`.
  static func screenCell(of position: MazeLevel.Position, in maze: MazeScene, on screen: Size) -> (x: Int, y: Int)? {
    let layout = MazePicture.layout(of: maze.game.board.maze, following: maze.game.board.ball, on: screen)
    for y in 0..<screen.height {
      for x in 0..<screen.width where layout.cell(atX: x, y: y) == position { return (x, y) }
    }
    return nil
  }

  /// The first three shipped mazes, one after another from the level list's run: a click
  /// toward the goal starts the first, keys steer, Enter goes on; the second is played on a
  /// resized screen. Each maze's time is its own replay.
  static func mazeStages() throws -> [Replay] {
    var play = ScriptedPlay(try MazeScene(mazes: try shippedMazes(), numbered: true, seed: 12))
    let first = try #require(play.scene as? MazeScene)
    let click = try #require(screenCell(of: first.game.board.goal, in: first, on: screen))
    play.send(.mouse(MouseEvent(.press, x: click.x, y: click.y, screen: screen)))
    play.run(15)
    steer(&play)
    play.press(.enter)
    play.send(.resize(Size(width: 100, height: 30)))
    steer(&play)
    play.press(.enter)
    steer(&play)
    #expect(play.submissions.count == 3, "three mazes timed")
    return try play.submissions.map { try #require($0.replay) }
  }

  /// Practice on the first maze: B, two clicks that change its blocks, B again, then steered
  /// to the goal: no time is kept, so the replay is the game's own recording.
  static func mazePractice() throws -> Replay {
    var play = ScriptedPlay(try MazeScene(mazes: try shippedMazes(), numbered: true, seed: 13))
    try edit(&play)
    steer(&play)
    let maze = try #require(play.scene as? MazeScene)
    #expect(maze.game.isPractice && play.submissions.isEmpty)
    return try #require(maze.liveReplay)
  }

  /// B, then a click on a wall of the maze's inner rows and one on an open cell beside it.
  static func edit(_ play: inout ScriptedPlay) throws {
    play.press(.character("b"))
    let maze = try #require(play.scene as? MazeScene)
    for position in [MazeLevel.Position(column: 5, row: 3), MazeLevel.Position(column: 5, row: 5)] {
      let cell = try #require(screenCell(of: position, in: maze, on: screen))
      play.send(.mouse(MouseEvent(.press, x: cell.x, y: cell.y, screen: screen)))
    }
    play.press(.character("b"))
  }

  /// The first maze rolled about a while, practised on, restarted with R (the maze as it was,
  /// ranked again), then steered to the goal: the replay is the attempt after the restart.
  static func mazeRestart() throws -> Replay {
    var play = ScriptedPlay(try MazeScene(mazes: try shippedMazes(), numbered: true, seed: 14))
    play.press(.down, .down)
    play.run(90)
    try edit(&play)
    play.run(30)
    play.press(.character("r"))
    play.press(.right)
    play.run(20)
    steer(&play)
    #expect(play.submissions.count == 1)
    return try #require(play.submissions.last?.replay)
  }

  // MARK: - Paddles

  /// One player against the easy computer to 3 under `rules`: keys without releases (a plain
  /// terminal: a press glides the paddle) chosen from the puck every few steps, the second
  /// point played with the mouse dragging the paddle, a resize in the third.
  static func paddlesOnePlayer(_ rules: PaddlesRules) throws -> Replay {
    var options = PaddlesOptions(players: 1, difficulty: .easy, winScore: 3, seed: 21)
    options.rules = rules
    var play = ScriptedPlay(PaddlesScene(options: options))
    play.send(.keyReleasesReported(false))
    play.press(.character(" "))
    var screen = Self.screen
    var resized = false
    var dragging = false
    for _ in 0..<4000 {
      guard let paddles = play.scene as? PaddlesScene, paddles.game.phase == .playing else { break }
      let points = paddles.game.match.scores.reduce(0, +)
      let puck = paddles.game.match.puck.center.y
      if points == 1 {
        let layout = PaddlesLayout(screen: screen)
        let row = layout.viewport.cell(x: 0, y: puck).row
        let column = layout.fieldArea.x + 2
        play.send(.mouse(MouseEvent(dragging ? .drag : .press, x: column, y: row, screen: screen)))
        dragging = true
      } else {
        if dragging {
          play.send(
            .mouse(MouseEvent(.release, x: PaddlesLayout(screen: screen).fieldArea.x + 2, y: 5, screen: screen)))
          dragging = false
        }
        if points == 2, !resized {
          screen = Size(width: 100, height: 30)
          play.send(.resize(screen))
          resized = true
        }
        let paddle = paddles.game.match.paddleY[0]
        if abs(puck - paddle) > 12 { play.press(puck < paddle ? .up : .down) }
      }
      play.run(4)
    }
    #expect(play.submissions.count == 1, "the match ends with its result")
    return try #require(play.submissions.last?.replay)
  }

  /// Two players on one keyboard, to 3 under `rules`, with key releases reported: each holds
  /// their key (W/S, ↑/↓) while the puck is coming their way in their half and off their
  /// paddle, and lets go once in line; the right player takes the mouse for the second point.
  static func paddlesTwoPlayers(_ rules: PaddlesRules) throws -> Replay {
    var options = PaddlesOptions(players: 2, winScore: 3, seed: 22)
    options.rules = rules
    var play = ScriptedPlay(PaddlesScene(options: options))
    play.send(.keyReleasesReported(true))
    play.press(.enter)
    let keys: [(up: Key, down: Key)] = [(.character("w"), .character("s")), (.up, .down)]
    var held: [Key?] = [nil, nil]
    var dragging = false
    for _ in 0..<2500 {
      guard let paddles = play.scene as? PaddlesScene else { break }
      if paddles.game.phase == .over { break }
      let points = paddles.game.match.scores.reduce(0, +)
      let puck = paddles.game.match.puck
      for side in 0..<2 {
        // Each looks up only once the puck has crossed into their half: a late start misses some.
        let half = side == 0 ? puck.center.x < SidewaysArena.width / 2 : puck.center.x > SidewaysArena.width / 2
        let coming = (side == 0 ? puck.direction.x < 0 : puck.direction.x > 0) && half
        let target = coming ? puck.center.y : SidewaysArena.height / 2
        if side == 1, points == 1 {
          if let key = held[1] {
            play.send(.keyRelease(key))
            held[1] = nil
          }
          let layout = PaddlesLayout(screen: screen)
          let row = layout.viewport.cell(x: 0, y: target).row
          let column = layout.fieldArea.x + layout.fieldArea.width - 3
          play.send(.mouse(MouseEvent(dragging ? .drag : .press, x: column, y: row, screen: screen)))
          dragging = true
          continue
        }
        if side == 1, dragging {
          let layout = PaddlesLayout(screen: screen)
          play.send(
            .mouse(MouseEvent(.release, x: layout.fieldArea.x + layout.fieldArea.width - 3, y: 8, screen: screen)))
          dragging = false
        }
        let offset = target - paddles.game.match.paddleY[side]
        let wanted: Key? = abs(offset) < 8 ? nil : (offset < 0 ? keys[side].up : keys[side].down)
        if wanted != held[side] {
          if let key = held[side] { play.send(.keyRelease(key)) }
          if let wanted { play.press(wanted) }
          held[side] = wanted
        }
      }
      play.run(3)
      if let scene = play.scene as? PaddlesScene, scene.game.phase == .ready { play.press(.character(" ")) }
    }
    let paddles = try #require(play.scene as? PaddlesScene)
    #expect(paddles.game.phase == .over, "someone won")
    return try #require(paddles.liveReplay)
  }
}
