import ArcadeKit
import Drawing
import Foundation
import Replays
import Testing

/// Every golden replay drawn step by step as a session draws it (two canvases in turn, each
/// reset, the static layers copied while they stay the same) shows, at every step, what a
/// fresh canvas shows: no game's backdrop leaves a stale picture behind when its level, its
/// view or a door changes.
@Suite struct BackdropReplayTests {
  @Test(arguments: GoldenFixtureTests.names)
  func aReplayDrawnWithKeptBackdropsIsDrawnAsOnFreshCanvases(name: String) throws {
    let path = "\(RecordedReplayFixtureTests.folder)/\(name).replay"
    let replay = try ReplayText.decode(text: try String(contentsOfFile: path, encoding: .utf8), source: path)
    var player = try GoldenFixtureTests.registry.player(for: replay)
    let size = GoldenFrames.screen
    var (shown, next) = (Canvas(size: size), Canvas(size: size))
    var (frames, differing) = (0, 0)
    var rounds = 0
    while !player.isOver, rounds <= ReplayLimits.maximumSteps + ReplayLimits.maximumEvents {
      rounds += 1
      guard player.advance() == .stepped else { continue }
      next.reset(size: size, capabilities: .full)
      player.scene.render(into: &next)
      var fresh = Canvas(size: size)
      player.scene.render(into: &fresh)
      frames += 1
      if next != fresh {
        differing += 1
        if differing == 1 { Issue.record("step \(player.step) differs:\n\(next.plainText)\n---\n\(fresh.plainText)") }
      }
      swap(&shown, &next)
      next.takeBackdrop(from: &shown)
    }
    #expect(frames >= 50, "\(name) was drawn")
    #expect(differing == 0, "\(differing) of \(frames) frames of \(name) differ")
  }
}
