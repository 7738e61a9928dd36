import ArcadeKit
import Drawing
import Launcher
import Testing

/// A run's identity is what was played, not what its header says.
@Suite struct RunIdentityTests {
  static let registry = ReplayFixtures.registry

  static func mazeReplay() throws -> Replay {
    try #require(try ReplayVerifierTests.mazeRun().replay)
  }

  /// Before: a copy with its `arcade` line changed was a new run under another name.
  @Test func theHeadersWordsDoNotMakeANewRun() throws {
    let replay = try Self.mazeReplay()
    let identity = Self.registry.runIdentity(of: replay)
    #expect(identity.count == 64)
    var copy = replay
    copy.header.arcadeVersion = "9.9.9"
    copy.header.board = "maze/maze-c5068b4e7190039e"
    #expect(Self.registry.runIdentity(of: copy) == identity)
  }

  /// A key bound to nothing and a resize change no game: the run is the same.
  @Test func inputsNoGameReadsDoNotMakeANewRun() throws {
    let replay = try Self.mazeReplay()
    var padded = replay
    padded.events.insert(ReplayEvent(step: 0, .key(.character("z"))), at: 0)
    padded.events.insert(ReplayEvent(step: 0, .resize(Size(width: 100, height: 30))), at: 0)
    #expect(Self.registry.runIdentity(of: padded) == Self.registry.runIdentity(of: replay))
  }

  /// What was played makes a new run: another seed, another step, another level.
  @Test func whatWasPlayedMakesANewRun() throws {
    let replay = try Self.mazeReplay()
    let identity = Self.registry.runIdentity(of: replay)
    var seed = replay
    seed.header.seed += 1
    #expect(Self.registry.runIdentity(of: seed) != identity)
    var later = replay
    later.events[0].step += 1
    #expect(Self.registry.runIdentity(of: later) != identity)
    var level = replay
    level.header.levels[0].text += "\n"
    #expect(Self.registry.runIdentity(of: level) != identity)
  }
}
