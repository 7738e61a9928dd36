import ArcadeKit
import Drawing
import FileSystem
import GameKit
import Launcher
import Levels
import Replays
import Testing

@testable import LanderGame

/// A landing played with keys, as a person holding them would (the pilot's choices pressed and
/// released), replays from its text to the same frames and score; the registered entry starts
/// Lander from the level folders.
@Suite struct LanderReplayTests {
  static let size = Size(width: 80, height: 24)

  static func frame(_ scene: some Scene) -> [String] {
    var canvas = Canvas(size: size, capabilities: .full)
    scene.render(into: &canvas)
    return canvas.lines()
  }

  /// Lands the first shipped level with keys, keeping every 20th frame and the submissions.
  static func landWithKeys() throws -> (frames: [Int: [String]], submissions: [ScoreSubmission]) {
    let level = try LanderPilotTests.shipped()[0]
    var scene = PlayScene<Lander>(levels: [level], seed: 4)
    var submissions: [ScoreSubmission] = []
    var frames: [Int: [String]] = [:]
    func absorb(_ commands: [Command]) {
      for case .perform(.submitScore(let submission)) in commands { submissions.append(submission) }
    }
    absorb(scene.handle(.keyReleasesReported(true)))
    let keys: [LanderControls.Control: Key] = [.port: .left, .thrust: .up, .starboard: .right]
    var pilot = LanderPilot()
    var held: LanderControls.Held = []
    absorb(scene.handle(.key(.up)))
    for step in 1...6000 where submissions.isEmpty {
      let wanted = scene.game.phase == .flying ? pilot.controls(for: scene.game.ship, on: scene.game.level) : []
      for control in held.subtracting(wanted).controls { absorb(scene.handle(.keyRelease(keys[control]!))) }
      for control in wanted.subtracting(held).controls { absorb(scene.handle(.key(keys[control]!))) }
      held = wanted
      absorb(scene.step())
      if step % 20 == 0 { frames[step] = frame(scene) }
    }
    return (frames, submissions)
  }

  @Test func aLandingByKeysReplaysToTheSameFramesAndScore() throws {
    let (frames, submissions) = try Self.landWithKeys()
    let submission = try #require(submissions.first)
    #expect(submission.board.hasPrefix("lander/lander-"))
    #expect(submission.score > 100, "a landing on the ×1 pad with fuel to spare")
    let recorded = try #require(submission.replay)
    let replay = try ReplayText.decode(text: ReplayText.encode(recorded), source: "landing.replay")
    var player = try GameRegistry([LanderGame.entry(levels: .live)]).player(for: replay)
    var replayed: [Int: [String]] = [:]
    while !player.isOver {
      if player.advance() == .stepped, player.step % 20 == 0, frames[player.step] != nil {
        replayed[player.step] = Self.frame(player.scene)
      }
    }
    #expect(player.outcome == .finished)
    #expect(player.finalScore == submission.score)
    #expect(replayed == frames)
  }

  @Test func theEntryStartsLanderFromTheLevelFolders() throws {
    let text = try String(contentsOfFile: LanderPilotTests.folder + "/01-gentle.level", encoding: .utf8)
    let files = FileSystemClient.inMemory(files: ["/levels/lander/01-gentle.level": text])
    let entry = LanderGame.entry(levels: LevelReader(fileSystem: files))
    #expect(entry.id == "lander" && entry.title == "Lander" && entry.levels?.game == "lander")
    let scene = try #require(
      try entry.makeScene(GameSetup(seed: 1, builtInLevelsDirectory: "/levels")) as? PlayScene<Lander>)
    #expect(scene.levels.map(\.name) == ["Gentle"])
    #expect(entry.keyContext?.actions.map(\.name) == ["port", "thrust", "starboard", "restart"])
  }
}
