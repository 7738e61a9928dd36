import ArcadeKit
import Foundation
import Launcher
import Replays
import Testing

/// Replays recorded by the arcade (files in `Tests/Fixtures/GoldenReplays`, written once by the
/// games as they were — the first seven before the game kit, Lander's landing and Portals' drags
/// when each came — and never regenerated): each still plays to the end and to the score it
/// recorded, so a change that alters what old inputs do fails here.
@Suite struct RecordedReplayFixtureTests {
  /// The fixtures' folder, found from this file's path.
  static var folder: String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(2)
    return parts.joined(separator: "/") + "/Fixtures/GoldenReplays"
  }

  static let names = [
    "balls-run", "balls-cleared-fast-forward", "paddles-win", "paddles-network-host", "paddles-network-joiner",
    "maze-time", "holes-game-over", "lander-landing", "portals-drags",
  ]

  /// The folder holds these nine and the fixtures recorded before the port of Balls, Maze and
  /// Paddles (`GoldenFixtureTests`, which checks every one's screens too), and nothing else.
  @Test func everyFixtureInTheFolderIsChecked() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".replay") }
    #expect(files.sorted() == GoldenFixtureTests.names.map { $0 + ".replay" }.sorted())
    #expect(Set(Self.names).isSubset(of: GoldenFixtureTests.names))
  }

  @Test(arguments: names)
  func aReplayRecordedBeforeTheKitStillPlaysToItsScore(name: String) throws {
    let path = Self.folder + "/" + name + ".replay"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let replay = try ReplayText.decode(text: text, source: path)
    var player = try ReplayFixtures.registry.player(for: replay)
    #expect(player.playToEnd() == .finished)
    #expect(player.step == replay.steps)
    #expect(player.finalScore == replay.score)
    #expect(ReplayText.encode(replay) == text, "the file is read and written back unchanged")
  }
}
