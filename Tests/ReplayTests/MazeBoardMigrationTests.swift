import ArcadeKit
import FoundationEssentials
import Launcher
import Levels
import MazeGame
import Replays
import Scores
import Testing

/// Before: measured pars gave the six shipped mazes new identities, and every time kept under
/// the earlier pars stayed behind on a board titled "not in your level folders".
struct MazeBoardMigrationTests {
  @Test func timesUnderAnEarlierParMoveToTheSameMazesBoardAndStillVerify() throws {
    let (earlier, now) = ("maze/maze-c9cb5226eaea175f", "maze/maze-c5068b4e7190039e")
    let run = try Self.firstStepsRunUnderItsEarlierPar()
    let replay = try #require(run.replay)
    #expect(replay.header.board == earlier)
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

  /// A made-up maze that says it is on a shipped maze's board is not moved there: its entry
  /// goes to its own maze's board.
  @Test func aMadeUpMazeNamingAShippedBoardStaysOnItsOwn() throws {
    let run = try ReplayVerifierTests.mazeRun()
    var replay = try #require(run.replay)
    replay.header.board = "maze/maze-c9cb5226eaea175f"
    let entry = ScoreEntry(
      name: "Eve", score: run.score, timeMilliseconds: run.timeMilliseconds, date: Date(timeIntervalSince1970: 0),
      seed: run.seed, replay: ReplayText.encode(replay))
    let file = ScoreFile(boards: ["maze/maze-c9cb5226eaea175f": ScoreBoard(ordering: .lowerIsBetter, entries: [entry])])
    let migrated = ReplayFixtures.registry.boardMigration.apply(to: file)
    #expect(migrated.boardIDs() == [ReplayFixtures.mazeHeader().board])
    #expect(migrated.boards[ReplayFixtures.mazeHeader().board]?.title == "Maze \u{2014} Tiny")
  }

  /// "First steps" under its earlier par, played to the goal (tilt right, then down).
  static func firstStepsRunUnderItsEarlierPar() throws -> ScoreSubmission {
    let maze = try MazeLevel(
      document: LevelParser.parse(text: ReplayFixtures.firstStepsUnderItsEarlierPar, path: "first.level"),
      path: "first.level")
    #expect(maze.identity.description == "maze-c9cb5226eaea175f")
    var play = ScriptedPlay(try MazeScene(mazes: [maze], seed: 5))
    play.press(.right)
    play.run(240)
    play.press(.down)
    play.runUntilScore(limit: 5000)
    return try #require(play.submissions.last)
  }
}
