import ArcadeKit
import LanderGame
import Launcher
import PortalsGame
import TestSupport
import Testing

/// The daily challenge's levels of three fixed days, pinned as their canonical text: a change
/// of a generator or of the derivation (which would change past days' levels, and so every day
/// board's meaning) fails here. Every day's level of every game is playable: each game starts
/// its run.
@Suite struct DailyGoldenTests {
  static let registry = GameRegistry(
    ReplayFixtures.registry.entries + [LanderGame.entry(levels: .live), PortalsGame.entry(levels: .live)])

  static func texts(on date: String) throws -> [String: String] {
    let challenge = DailyChallenge(date: try #require(DailyDate(date)), registry: registry)
    return Dictionary(uniqueKeysWithValues: challenge.games.map { ($0.entry.id, $0.level.canonicalText) })
  }

  @Test func everyGameHasALevelOfTheDayAndItStarts() throws {
    let challenge = DailyChallenge(date: try #require(DailyDate("2026-11-25")), registry: Self.registry)
    #expect(challenge.games.map(\.entry.id) == ["balls", "paddles", "maze", "holes", "lander", "portals"])
    for game in challenge.games {
      #expect(throws: Never.self, "\(game.entry.id)") { _ = try game.scene(keyBindings: KeyBindings()) }
    }
  }

  @Test func theLevelsOfThreeDaysArePinned() throws {
    let recorded = """
      """
    var lines: [String] = []
    for date in ["2026-11-25", "2027-01-01", "2030-06-15"] {
      let texts = try Self.texts(on: date)
      for game in ["balls", "paddles", "maze", "holes", "lander", "portals"] {
        lines.append("== \(date) \(game)")
        lines += (texts[game] ?? "missing").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      }
    }
    let problem = TextSnapshot.difference(lines: lines, recorded)
    #expect(problem == nil, "\(problem ?? "")")
  }
}
