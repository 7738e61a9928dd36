import ArcadeKit
import BallsGame
import Drawing
import Physics
import Replays
import TestSupport
import Testing

/// The end of a run: the last level passed ends it ("You cleared the game"), and the end is
/// shown before the score goes to the name prompt, which opens only when the player goes on.
@Suite struct RunEndTests {
  /// The scores handed to the launcher so far.
  static func submissions(_ commands: [Command]) -> [ScoreSubmission] {
    commands.compactMap { command in
      if case .perform(.submitScore(let submission)) = command { return submission }
      return nil
    }
  }

  /// Steps while the level runs (or a generous limit).
  static func finishLevel(_ game: inout SceneDriver<BallsScene>) {
    for _ in 0..<5000 where game.scene.game.phase == .playing { game.step() }
  }

  @Test func farmingTheLastLevelEndsTheRunAtItsFirstPass() throws {
    // The farming found in play: `--level 11 --seed 5` (2000 balls, target 2000), Space,
    // Space, wait, and again. Each pass is a run of its own, never one of 4000.
    var game = SceneDriver(try BallsScene(setup: TestLevels.setup(seed: 5, level: "11"), levels: .live))
    #expect(game.scene.game.currentLevel.balls == 2000)
    game.startLevelAndWatch(with: .character(" "))
    game.press(.character(" "))
    Self.finishLevel(&game)
    #expect(game.scene.game.lastResult?.passed == true)
    let cleared = game.render(Size(width: 80, height: 24))
    #expect(TextSnapshot.contains(cleared, "You cleared the game!"), "\(cleared.plainText)")
    #expect(Self.submissions(game.commands).isEmpty, "the end shows before the name prompt opens")
    game.press(.character(" "))
    #expect(Self.submissions(game.commands).map(\.score) == [2000])
    game.step()  // the score screens closed: the game waits for a new run
    #expect(game.scene.game.run.score == 0)
    #expect(TextSnapshot.contains(game.render(Size(width: 80, height: 24)), "Press Space to start level 11"))

    game.startLevelAndWatch(with: .character(" "))
    game.press(.character(" "))
    Self.finishLevel(&game)
    #expect(game.scene.game.run.score <= 2000)
    game.press(.character(" "))
    let scores = Self.submissions(game.commands)
    #expect(scores.map(\.score) == [2000, 2000])
    #expect(scores.map(\.levelReached) == [11, 11])

    // The second run's replay, level 11 passed twice since the game began, ends at 2000 too.
    let replay = try #require(scores.last?.replay)
    var player = ReplayPlayer(
      replay: try ReplayText.decode(text: ReplayText.encode(replay), source: "farming"),
      scene: try BallsScene(replaying: replay.header))
    #expect(player.playToEnd() == .finished)
    #expect(player.submissions.map(\.score) == [2000, 2000])
  }

  @Test func aFailedRunShowsItsEndAndHandsItsScoreOverOnAKey() throws {
    var game = SceneDriver(BallsScene(levels: TestLevels.list([(1, 1), (1, 1)]), seed: 5))
    game.startLevelAndWatch()
    let ball = try #require(game.scene.game.world?.balls.first)
    game.scene.game.fire(at: ball.position)
    Self.finishLevel(&game)
    game.startLevelAndWatch()
    // The field's far corner from the one ball: the spark cannot reach it.
    let left = try #require(game.scene.game.world?.balls.first)
    let field = BallsWorld.standardField
    game.scene.game.fire(
      at: Vector2(
        x: left.position.x < field.center.x ? field.maxX - 1 : 0,
        y: left.position.y < field.center.y ? field.maxY - 1 : 0))
    Self.finishLevel(&game)
    let ended = game.render(Size(width: 80, height: 24))
    #expect(TextSnapshot.contains(ended, "Run over"), "\(ended.plainText)")
    #expect(Self.submissions(game.commands).isEmpty, "nothing is handed over before the player saw the end")
    #expect(!game.scene.isAnimating, "the panel waits for the player at 0% CPU")
    game.press(.character("x"))
    #expect(Self.submissions(game.commands).isEmpty, "only the go-on keys close the panel")
    game.press(.enter)
    let submissions = Self.submissions(game.commands)
    #expect(submissions.map(\.score) == [1])
    #expect(submissions.first?.levelReached == 2)
    #expect(submissions.first?.seed == 5)
    // Under the name prompt the game shows no panel of its own: one panel at a time.
    let under = game.render(Size(width: 80, height: 24))
    #expect(!TextSnapshot.contains(under, "Press Space") && !TextSnapshot.contains(under, "Run over"))
    game.step()
    #expect(TextSnapshot.contains(game.render(Size(width: 80, height: 24)), "Press Space to start level 2"))
    #expect(game.scene.game.run.score == 0)
  }

  @Test func leavingAtTheEndOfARunRecordsItOnce() throws {
    var game = SceneDriver(BallsScene(levels: TestLevels.list([(1, 1)]), seed: 5))
    game.startLevelAndWatch()
    let ball = try #require(game.scene.game.world?.balls.first)
    game.scene.game.fire(at: ball.position)
    Self.finishLevel(&game)
    #expect(Self.submissions(game.commands).isEmpty)
    game.press(.escape)
    #expect(Self.submissions(game.commands).map(\.score) == [1])
    game.step()
    guard case .pop? = game.commands.last else {
      Issue.record("the game leaves once the score screens close: \(game.commands)")
      return
    }
  }

  /// The arcade ending (a hangup, a signal) while the run's end is shown still hands its
  /// score over, unattended: the launcher names it as its prompt would have.
  @Test func theArcadeEndingAtTheRunsEndStillHandsTheScoreOver() throws {
    // A crowded field, fired at its middle with a click (an input its replay keeps).
    var game = SceneDriver(BallsScene(levels: TestLevels.list([(300, 1)]), seed: 5))
    game.startLevelAndWatch()
    game.send(.mouse(MouseEvent(.press, x: 40, y: 12, screen: Size(width: 80, height: 24))))
    Self.finishLevel(&game)
    #expect(game.scene.game.phase == .runOver)
    #expect(Self.submissions(game.commands).isEmpty)
    game.send(.closing)
    let kept = Self.submissions(game.commands)
    let score = try #require(kept.first?.score)
    #expect(kept.map(\.score) == [score] && score >= 1)
    #expect(kept.first?.playerName == "")
    // Its replay proves it: played back, the arcade closes at its end, and the run is handed
    // over with the same score (the closing itself is no recorded input).
    let replay = try #require(kept.first?.replay)
    #expect(replay.ending == .closed)
    let text = ReplayText.encode(replay)
    #expect(text.contains("\nending closed\n"))
    var player = ReplayPlayer(
      replay: try ReplayText.decode(text: text, source: "closed"), scene: try BallsScene(replaying: replay.header))
    #expect(player.playToEnd() == .finished)
    #expect(player.submissions.map(\.score) == [score])
  }

  @Test func aReplayRecordedUnderRulesOneIsReportedNotReplayedWrong() throws {
    var game = SceneDriver(BallsScene(levels: TestLevels.list([(1, 1)]), seed: 5))
    game.press(.enter)
    var header = game.scene.replayHeader
    header.rulesVersion = 1
    #expect(Balls.rulesVersion == 3 && Balls.playableRules == 2...3)
    #expect {
      _ = try BallsScene(replaying: header)
    } throws: { error in
      "\(error)".contains("Balls rules 1") && "\(error)".contains("plays rules 3")
    }
  }
}
