import ArcadeKit
import Drawing
import FileSystem
import Foundation
import GameKit
import Launcher
import Levels
import Physics
import Replays
import TestSupport
import Testing

@testable import PortalsGame

/// A game flung with the mouse, as a person drags (press on a planet, a few motion reports,
/// release), replays from its text to the same frames and score; so does the golden replay
/// recorded when Portals came; the registered entry starts Portals from the level folders.
@Suite struct PortalsReplayTests {
  static let size = Size(width: 80, height: 24)

  static func frame(_ scene: some Scene) -> [String] {
    var canvas = Canvas(size: size, capabilities: .full)
    scene.render(into: &canvas)
    return canvas.lines()
  }

  /// Plays the first shipped level with mouse drags for 20 seconds — at once and then every
  /// 0.75 s the oldest planet dragged 50 units toward its portal — then lets the portals run
  /// dry; keeps every 30th frame and the submissions. Steps are taken while the scene animates,
  /// as a host takes them.
  static func playWithDrags() throws -> (frames: [Int: [String]], submissions: [ScoreSubmission]) {
    let level = try PortalsPilotTests.shipped()[0]
    var scene = PlayScene<Portals>(levels: [level], seed: 11)
    var submissions: [ScoreSubmission] = []
    var frames: [Int: [String]] = [:]
    func absorb(_ commands: [Command]) {
      for case .perform(.submitScore(let submission)) in commands { submissions.append(submission) }
    }
    let layout = PortalsLayout(screen: size)
    func mouse(_ kind: MouseEvent.Kind, _ point: Vector2) {
      let cell = layout.viewport.cell(x: point.x, y: point.y)
      absorb(scene.handle(.mouse(MouseEvent(kind, x: cell.column, y: cell.row, screen: size))))
    }
    for step in 0..<12_000 where submissions.isEmpty {
      if step % 45 == 0, step < 1200, let planet = scene.game.planets.first,
        let portal = level.portals.first(where: { $0.color == planet.color })
      {
        let toward = (portal.center - planet.position).normalized * 50
        mouse(.press, planet.position)
        for share in [0.3, 0.6, 0.9] { mouse(.drag, planet.position + toward * share) }
        mouse(.release, planet.position + toward)
      }
      guard scene.isAnimating else { break }
      absorb(scene.step())
      if scene.recording.steps % 30 == 0 { frames[scene.recording.steps] = frame(scene) }
    }
    return (frames, submissions)
  }

  @Test func aGameFlungByDragsReplaysToTheSameFramesAndScore() throws {
    let (frames, submissions) = try Self.playWithDrags()
    let submission = try #require(submissions.first)
    #expect(submission.board.hasPrefix("portals/portals-"))
    #expect(submission.score >= 5, "most of the drags deliver")
    let recorded = try #require(submission.replay)
    let text = ReplayText.encode(recorded)
    #expect(text.contains("mouse drag "), "the drags are recorded as inputs")
    let replay = try ReplayText.decode(text: text, source: "drags.replay")
    var player = try GameRegistry([PortalsGame.entry(levels: .live)]).player(for: replay)
    var replayed: [Int: [String]] = [:]
    while !player.isOver {
      if player.advance() == .stepped, player.step % 30 == 0, frames[player.step] != nil {
        replayed[player.step] = Self.frame(player.scene)
      }
    }
    #expect(player.outcome == .finished)
    #expect(player.finalScore == submission.score)
    #expect(replayed == frames)
  }

  @Test func theEntryStartsPortalsFromTheLevelFolders() throws {
    let text = try String(contentsOfFile: PortalsPilotTests.folder + "/01-first-light.level", encoding: .utf8)
    let files = FileSystemClient.inMemory(files: ["/levels/portals/01-first-light.level": text])
    let entry = PortalsGame.entry(levels: LevelReader(fileSystem: files))
    #expect(entry.id == "portals" && entry.title == "Portals" && entry.levels?.game == "portals")
    let scene = try #require(
      try entry.makeScene(GameSetup(seed: 1, builtInLevelsDirectory: "/levels")) as? PlayScene<Portals>)
    #expect(scene.levels.map(\.name) == ["First light"])
    #expect(
      entry.keyContext?.actions.map(\.name) == [
        "aim-up", "aim-down", "aim-left", "aim-right", "next", "previous", "fling",
      ])
  }

  /// The golden replay (`Tests/Fixtures/GoldenReplays/portals-drags.replay`, recorded by
  /// `playWithDrags` when Portals came, never regenerated) still ends on the same frame.
  @Test func theGoldenReplayWithDragsEndsOnTheSameFrame() throws {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(2)
    let path = parts.joined(separator: "/") + "/Fixtures/GoldenReplays/portals-drags.replay"
    let replay = try ReplayText.decode(text: try String(contentsOfFile: path, encoding: .utf8), source: path)
    var player = try GameRegistry([PortalsGame.entry(levels: .live)]).player(for: replay)
    #expect(player.playToEnd() == .finished)
    #expect(player.finalScore == 10)
    var canvas = Canvas(size: Self.size, capabilities: .full)
    player.scene.render(into: &canvas)
    let expected = """
      SCORE 10  TIME 0:48  PACE ×1.1  FULL: DRAIN ×1.25
           ┌────────────────────────────────────────────────────────────────────┐
           │                                                                    │
           │                ⢀⣀⡀  ⣀⡀                                 ⢠▲⣦         │
           │                ⠻●⠇ ⠸●⡿                                 ⠈⠛⠋         │
           │                             ⣠⣄                                     │
           │                             ⠿▲⠁                                    │
           │                                                                    │
           │                                                                    │
           │                 ┌ Game over ─────────────────────┐                 │
           │                 │            Score 10            │                 │
           │ ⢠⠞⠉⠉⠙⢢          │       10 planets in 0:48       │  ⣼▲⡆    ⡠⠊⠉⠉⠑⢆  │
           │ ⡇  ▲  5!        │ Enter: play again · Esc: leave │  ⠈⠉   0!⡇  ● ⢸  │
           │ ⠘⢦⣀⣀⣠⠜          └────────────────────────────────┘         ⠑⢄⣀⣀⡠⠎  │
           │                               ⠻●⠁                                  │
           │                                                                    │
           │                                               ⢰▲⣦                  │
           │       ⣀⣀                                      ⠈⠙⠉                  │
           │      ⠸●⠿                                                           │
           │                      ⣠⣤⡀                                           │
           │                ⡀     ⠻●⠃                                           │
           │               ⣿▲⠆            ⣠⣄                                    │
           │                             ⠈▲⠿                                    │
           └────────────────────────────────────────────────────────────────────┘
      """
    let problem = TextSnapshot.difference(canvas, expected)
    #expect(problem == nil, "\(problem ?? "")")
  }
}
