import ArcadeKit
import FoundationEssentials
import Launcher
import MazeGame
import Scores
import Testing

/// Before: measured pars gave the six shipped mazes new identities, and every time kept under
/// the earlier pars stayed behind on a board titled "not in your level folders".
struct MazeBoardMigrationTests {
  @Test func timesUnderAnEarlierParMoveToTheSameMazesBoardAndStillVerify() throws {
    let (earlier, now) = ("maze/maze-c9cb5226eaea175f", "maze/maze-c5068b4e7190039e")
    let run = try ReplayVerifierTests.mazeRun()
    var replay = try #require(run.replay)
    replay.header.board = earlier
    let day = Date(timeIntervalSince1970: 1_795_315_963)
    func entry(_ name: String, _ replay: Replay?) -> ScoreEntry {
      ScoreEntry(
        name: name, score: run.score, timeMilliseconds: run.timeMilliseconds, date: day, seed: run.seed,
        replay: replay.map(ReplayText.encode))
    }
    let file = ScoreFile(boards: [
      earlier: ScoreBoard(ordering: .lowerIsBetter, entries: [entry("Ada", replay), entry("Old", nil)]),
      now: ScoreBoard(ordering: .lowerIsBetter, entries: [entry("New", nil)]),
    ])
    let migrated = ReplayFixtures.registry.boardMigration.apply(to: file)
    #expect(migrated.boardIDs() == [now])
    #expect(Set(migrated.boards[now]?.entries.map(\.name) ?? []) == ["Ada", "Old", "New"])
    let verdicts = ReplayVerifier(registry: ReplayFixtures.registry).check(migrated)
    #expect(verdicts.first { $0.name == "Ada" }?.verdict == .verified)
    #expect(ReplayFixtures.registry.boardMigration.apply(to: migrated) == migrated)
  }
}
