import ArcadeKit
import NetPlay
import PaddlesGame
import Testing

/// The match's id, which a joiner coming back must name: random, never the seed.
@Suite struct NetMatchIDTests {
  @Test func theMatchIDComesFromTheSystemGeneratorNotFromTheSeed() throws {
    let ids = try (0..<8).map { _ in
      try #require(try PaddlesScene.host(options: PaddlesOptions(players: 2, seed: 7), port: 0).session.setup?.matchID)
    }
    #expect(Set(ids).count == ids.count, "the same seed gave the same id: \(ids)")
    #expect(!ids.contains(7 ^ 0xA5A5_5A5A_C3C3_3C3C))
    #expect(!ids.contains(7))
  }
}
