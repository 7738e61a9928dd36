import ArcadeKit
import Foundation
import Launcher
import Replays
import Testing

/// The golden fixtures (`Tests/Fixtures/GoldenReplays`): replays recorded once by the games as
/// they were and never regenerated, each with its screens at chosen steps (`NAME.frames`,
/// `GoldenFrames`). Played through the registry, each must end as recorded, with the same
/// score, the same step count and the same screens, text and colours: a port of a game onto
/// the game kit that changes what old inputs do, or what they show, fails here.
@Suite struct GoldenFixtureTests {
  /// Every game a fixture plays.
  static let registry = ReplayFixtures.registry

  /// The fixtures recorded by `GoldenFixtureRecorder` (and the network match's two sides, by
  /// `NetGoldenFixtureRecorder`) before Balls, Maze and Paddles moved onto the game kit.
  static let recordedBeforeThePort = [
    "balls-levels", "balls-left-midway", "balls-daily-one-try",
    "maze-stage-1", "maze-stage-2", "maze-stage-3", "maze-practice", "maze-restart",
    "paddles-one-player-rules-1", "paddles-one-player-rules-2", "paddles-one-player-rules-3",
    "paddles-two-players-rules-1", "paddles-two-players-rules-2", "paddles-two-players-rules-3",
    "paddles-net-host", "paddles-net-joiner",
  ]

  /// Every fixture: the first nine (`RecordedReplayFixtureTests`) and those above.
  static var names: [String] { RecordedReplayFixtureTests.names + recordedBeforeThePort }

  /// How a replay played: its end, score, steps and the frames taken.
  struct Played {
    var outcome: ReplayOutcome?
    var score: Int?
    var steps: Int
    var frames: [GoldenFrames.Frame]
  }

  /// Plays `replay` through the registry, drawing a frame after each step in `steps` and one at
  /// the end.
  static func play(_ replay: Replay, framesAt steps: [Int]) throws -> Played {
    var player = try registry.player(for: replay)
    let wanted = Set(steps)
    var frames: [GoldenFrames.Frame] = []
    var rounds = 0
    while !player.isOver, rounds <= ReplayLimits.maximumSteps + ReplayLimits.maximumEvents {
      if player.advance() == .stepped, wanted.contains(player.step) {
        frames.append(GoldenFrames.frame(of: player.scene, step: player.step))
      }
      rounds += 1
    }
    frames.append(GoldenFrames.frame(of: player.scene, step: nil))
    return Played(outcome: player.outcome, score: player.finalScore, steps: player.step, frames: frames)
  }

  @Test func everyReplayInTheFolderHasItsFramesAndIsChecked() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: RecordedReplayFixtureTests.folder)
    #expect(files.filter { $0.hasSuffix(".replay") }.sorted() == Self.names.map { $0 + ".replay" }.sorted())
    #expect(files.filter { $0.hasSuffix(".frames") }.sorted() == Self.names.map { $0 + ".frames" }.sorted())
  }

  @Test(arguments: names)
  func aGoldenReplayPlaysToItsScoreStepsAndScreens(name: String) throws {
    let folder = RecordedReplayFixtureTests.folder
    let replayPath = "\(folder)/\(name).replay"
    let framesPath = "\(folder)/\(name).frames"
    let replay = try ReplayText.decode(
      text: try String(contentsOfFile: replayPath, encoding: .utf8), source: replayPath)
    let expected = try GoldenFrames.decode(try String(contentsOfFile: framesPath, encoding: .utf8), source: framesPath)
    #expect(expected.frames.count >= 2 && expected.frames.last?.step == nil, "frames at steps, then the end")
    let played = try Self.play(replay, framesAt: expected.frames.compactMap(\.step))
    #expect(played.outcome == .finished, "\(name) plays to its end")
    #expect(played.steps == replay.steps, "\(name) takes its recorded steps")
    #expect(played.score == replay.score, "\(name) plays to its recorded score")
    #expect(
      played.frames.map(\.label) == expected.frames.map(\.label), "\(name) reaches every step a frame was taken at")
    let drawnByLabel = Dictionary(played.frames.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
    for want in expected.frames {
      guard let drawn = drawnByLabel[want.label] else { continue }
      if let difference = GoldenFrames.difference(expected: want, drawn: drawn) {
        Issue.record("\(name): \(difference)")
      }
    }
  }
}
