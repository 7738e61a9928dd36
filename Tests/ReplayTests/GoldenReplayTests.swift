import ArcadeKit
import BallsGame
import Drawing
import HolesGame
import Launcher
import Levels
import MazeGame
import PaddlesGame
import Physics
import Replays
import Testing

/// Each game, played from a script, then replayed headless from its score's replay file: the
/// same score, the same final state and the same frames at chosen steps.
@Suite struct GoldenReplayTests {
  static let registry = ReplayFixtures.registry
  static let frameSteps: Set<Int> = [1, 10, 30, 60, 120, 200, 400]

  /// Replays `submission`'s replay through its text and checks it against the recorded play.
  static func checkReplay(of play: ScriptedPlay, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let submission = try #require(play.submissions.last, "the script ends with a score", sourceLocation: sourceLocation)
    let recorded = try #require(submission.replay, "the score carries its replay", sourceLocation: sourceLocation)
    let text = ReplayText.encode(recorded)
    let replay = try ReplayText.decode(text: text, source: "golden")
    #expect(replay == recorded, "the text reads back as written", sourceLocation: sourceLocation)
    var player = try registry.player(for: replay)
    var frames: [Int: Canvas] = [:]
    while !player.isOver {
      if player.advance() == .stepped, frameSteps.contains(player.step) {
        frames[player.step] = ScriptedPlay.frame(of: player.scene)
      }
    }
    #expect(player.outcome != nil && player.outcome != .diverged(""), sourceLocation: sourceLocation)
    if case .diverged(let why)? = player.outcome { Issue.record("diverged: \(why)", sourceLocation: sourceLocation) }
    #expect(player.finalScore == submission.score, sourceLocation: sourceLocation)
    #expect(player.step == play.steps, sourceLocation: sourceLocation)
    #expect(
      frames.keys.sorted() == play.frames.keys.sorted().filter { $0 <= play.steps }, sourceLocation: sourceLocation)
    for (step, frame) in play.frames.sorted(by: { $0.key < $1.key }) {
      #expect(frames[step] == frame, "frame at step \(step)", sourceLocation: sourceLocation)
    }
    #expect(
      ScriptedPlay.frame(of: player.scene) == ScriptedPlay.frame(of: play.scene), "final frame",
      sourceLocation: sourceLocation)
  }

  @Test func mazeTimeReplaysExactly() throws {
    let maze = ReplayFixtures.tinyMaze
    var play = ScriptedPlay(
      try MazeScene(mazes: [maze], seed: 5), frameSteps: Self.frameSteps)
    play.send(.mouse(MouseEvent(.press, x: 5, y: 5, screen: Size(width: 80, height: 24))))
    play.run(20)
    play.press(.right, .right)
    play.run(15)
    play.press(.down)
    play.send(.resize(Size(width: 100, height: 30)))
    play.runUntilScore(limit: 5000)
    #expect(play.submissions.count == 1)
    try Self.checkReplay(of: play)
  }

  @Test func mazeReplayStartsAtTheLastRestart() throws {
    let maze = ReplayFixtures.tinyMaze
    var play = ScriptedPlay(
      try MazeScene(mazes: [maze], label: "1/1", seed: 5), frameSteps: Self.frameSteps)
    play.press(.left)
    play.run(40)
    play.press(.character("r"))
    play.press(.right)
    play.runUntilScore(limit: 5000)
    let replay = try #require(play.submissions.last?.replay)
    #expect(replay.events.first == ReplayEvent(step: 0, .key(.right)))
    #expect(replay.header.option("label") == "1/1")
    #expect(replay.steps == play.steps - 40)
  }

  @Test func holesGameOverReplaysExactly() throws {
    let table = HolesTables.original
    var play = ScriptedPlay(HolesScene(tables: HolesTables(tables: [table]), seed: 9), frameSteps: Self.frameSteps)
    // A player who steers into the nearest hole, judging from the screen every few steps, and
    // once clicks the far corner: the game ends when the last ball is lost.
    play.send(.mouse(MouseEvent(.press, x: 70, y: 20, screen: Size(width: 80, height: 24))))
    for _ in 0..<3000 where play.submissions.isEmpty {
      play.run(6)
      guard let holes = play.scene as? HolesScene else { break }
      let ball = holes.game.board.ball.position
      let nearest =
        (0..<holes.game.board.holeCount).map { holes.game.board.hole($0).center }
        .min { ($0 - ball).length < ($1 - ball).length } ?? ball
      let offset = nearest - ball
      let tilt = holes.game.board.tilt
      if abs(offset.x) > abs(offset.y) {
        if offset.x > 0, tilt.x < 2 { play.press(.right) } else if offset.x < 0, tilt.x > -2 { play.press(.left) }
      } else {
        if offset.y > 0, tilt.y < 2 { play.press(.down) } else if offset.y < 0, tilt.y > -2 { play.press(.up) }
      }
    }
    #expect(play.submissions.count == 1)
    try Self.checkReplay(of: play)
  }

  @Test func ballsRunReplaysExactly() throws {
    let levels = [
      BallsLevel(name: "Easy", balls: 12, target: 1, explosionRadius: 30),
      BallsLevel(name: "Hard", balls: 12, target: 12, explosionRadius: 30),
    ]
    var play = ScriptedPlay(BallsScene(levels: levels, seed: 77), frameSteps: Self.frameSteps)
    play.press(.character(" "))
    play.run(Balls.lookUpdates)
    play.press(.left, .up, .up)
    play.press(.character(" "))
    play.run(2000)
    play.press(.character(" "))
    play.run(Balls.lookUpdates)
    play.send(.mouse(MouseEvent(.press, x: 40, y: 12, screen: Size(width: 80, height: 24))))
    play.run(2000)
    #expect(play.submissions.isEmpty, "the run's end shows first")
    play.press(.character(" "))
    #expect(play.submissions.count == 1, "a run that passed one level and failed the next is recorded")
    try Self.checkReplay(of: play)
  }

  @Test func ballsClearedGameWithFastForwardReplaysExactly() throws {
    // One level, passed with the chain fast-forwarded: the game is cleared, its end shown, and
    // the score recorded when the player goes on.
    let levels = [
      BallsLevel(name: "Crowd", balls: 200, target: 1, explosionRadius: 40)
    ]
    var play = ScriptedPlay(BallsScene(levels: levels, seed: 79), frameSteps: Self.frameSteps)
    play.press(.character(" "))
    play.run(Balls.lookUpdates)
    play.press(.character(" "))
    play.run(3)
    play.press(.character("f"))
    play.run(2000)
    #expect(play.submissions.isEmpty, "the cleared game shows first")
    play.press(.character(" "))
    #expect(play.submissions.count == 1)
    try Self.checkReplay(of: play)
  }

  @Test func ballsRunLeftThroughTheQuestionReplaysExactly() throws {
    let crowded = [
      BallsLevel(name: "Crowd", balls: 80, target: 1, explosionRadius: 60),
      BallsLevel(name: "Hard", balls: 12, target: 12, explosionRadius: 30),
    ]
    var scene = BallsScene(levels: crowded, seed: 78)
    var commands: [Command] = []
    commands += scene.handle(.key(.character(" ")))
    for _ in 0..<Balls.lookUpdates { commands += scene.step() }
    commands += scene.handle(.key(.character(" ")))
    for _ in 0..<2000 where scene.isAnimating { commands += scene.step() }
    commands += scene.handle(.key(.character(" ")))
    for _ in 0..<3 { commands += scene.step() }
    // q while the level runs asks; its yes submits the run with a replay that ends by leaving.
    let asked = scene.handle(.key(.character("q")))
    guard case .push(let pushed)? = asked.first, let question = pushed as? ConfirmScene else {
      Issue.record("q asks before leaving a run")
      return
    }
    let submission = try #require(
      question.onYes.compactMap { command -> ScoreSubmission? in
        if case .perform(.submitScore(let submission)) = command { return submission }
        return nil
      }.first)
    let replay = try #require(submission.replay)
    #expect(replay.ending == .left)
    var player = try Self.registry.player(for: try ReplayText.decode(text: ReplayText.encode(replay), source: "golden"))
    #expect(player.playToEnd() == .finished)
    #expect(player.finalScore == submission.score)
    #expect(submission.score > 0)
  }

  @Test func paddlesWinReplaysExactly() throws {
    // Player 1 against an easy computer, first to 1; the player holds the paddle in line
    // with the puck by key presses chosen from the state, like a person watching the screen.
    var options = PaddlesOptions(players: 1, difficulty: .easy, winScore: 1, seed: 4)
    options.keyBindings = KeyBindings()
    var seed: UInt64 = 4
    var play = ScriptedPlay(PaddlesScene(options: options), frameSteps: Self.frameSteps)
    // A loss is handed over too (its margin below zero): the seeds are tried until a win.
    while play.submissions.allSatisfy({ $0.score <= 0 }), seed < 40 {
      options.seed = seed
      play = ScriptedPlay(PaddlesScene(options: options), frameSteps: Self.frameSteps)
      play.send(.keyReleasesReported(false))
      play.press(.character(" "))
      for _ in 0..<3000 {
        guard let paddles = play.scene as? PaddlesScene, paddles.game.phase == .playing else { break }
        let puck = paddles.game.match.puck.center.y
        let paddle = paddles.game.match.paddleY[0]
        if abs(puck - paddle) > 12 { play.press(puck < paddle ? .up : .down) }
        play.run(4)
      }
      seed += 1
    }
    #expect(play.submissions.count == 1, "some seed gives the player a win against the easy computer")
    try Self.checkReplay(of: play)
  }
}
