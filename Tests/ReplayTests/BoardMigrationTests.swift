import ArcadeKit
import BallsGame
import Drawing
import FoundationEssentials
import Launcher
import Levels
import PaddlesGame
import Replays
import Scores
import TestSupport
import Testing

/// A store of an older arcade, whose boards mixed what cannot be compared (`balls`,
/// `paddles`, `paddles/network`), read by this one: each entry moves to the board its replay's
/// header names, entries without a replay to a board for older entries, nothing is written by
/// the read, the next save writes the moved store, and every entry still verifies.
@Suite struct BoardMigrationTests {
  static let registry = ReplayFixtures.registry
  static let day = Date(timeIntervalSince1970: 1_795_315_963)  // 2026-11-22

  /// A run of the shipped levels begun at level 2 that passed it and failed level 3, as an
  /// older arcade recorded it (its replay names the board `balls`): the first seed on which a
  /// shot at the middle of the field passes level 2.
  static func ballsRunFromLevel2() throws -> (submission: ScoreSubmission, replay: Replay) {
    let levels = ReplayFixtures.shippedBallsLevels()
    var found: ScoreSubmission?
    for seed in UInt64(1)...400 where found == nil {
      var play = ScriptedPlay(BallsScene(levels: levels, startIndex: 1, seed: seed))
      // Each level: start it, fire at the middle, let the chain run out.
      for _ in 0..<2 {
        play.press(.character(" "))
        play.run(Balls.lookUpdates)
        play.send(.mouse(MouseEvent(.press, x: 40, y: 12, screen: Size(width: 80, height: 24))))
        play.run(2000)
      }
      play.press(.character(" "))  // the run's end shows first; a key hands the score over
      found = play.submissions.first { $0.levelReached == 3 }
    }
    let submission = try #require(found)
    var replay = try #require(submission.replay)
    replay.header.board = BallsGame.id
    return (submission, replay)
  }

  /// The store an older arcade left: Balls and Paddles entries with and without replays on
  /// the boards of then, and a maze board that stays as it is.
  static func olderStore() throws -> (file: ScoreFile, balls: ScoreSubmission, paddles: ScoreSubmission) {
    let (balls, ballsReplay) = try ballsRunFromLevel2()
    let paddles = try ReplayVerifierTests.paddlesWin()
    var paddlesReplay = try #require(paddles.replay)
    paddlesReplay.header.board = PaddlesGame.id
    let maze = try ReplayVerifierTests.mazeRun()
    func entry(_ submission: ScoreSubmission, _ name: String, _ replay: Replay?) -> ScoreEntry {
      ScoreEntry(
        name: name, score: submission.score, level: submission.levelReached, detail: submission.detail, date: day,
        seed: submission.seed, replay: replay.map(ReplayText.encode))
    }
    let file = ScoreFile(boards: [
      "balls": ScoreBoard(
        ordering: .higherIsBetter, entries: [entry(balls, "Ann", ballsReplay), entry(balls, "Old", nil)]),
      "paddles": ScoreBoard(
        ordering: .higherIsBetter, entries: [entry(paddles, "Bob", paddlesReplay), entry(paddles, "Gus", nil)]),
      "paddles/network": ScoreBoard(ordering: .higherIsBetter, entries: [entry(paddles, "Net", nil)]),
      maze.board: ScoreBoard(ordering: .lowerIsBetter, entries: [entry(maze, "Max", maze.replay)]),
    ])
    return (file, balls, paddles)
  }

  @Test func anOlderStoreMigratesOnReadWritesNothingAndStillVerifies() throws {
    let (file, balls, paddles) = try Self.olderStore()
    #expect(balls.board == BallsBoards.board(startingAt: 2))
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let bytes = try file.encoded()
    try TestFiles.write(String(decoding: bytes, as: UTF8.self), to: path, mode: 0o600)
    let store = ScoreStore(path: path, migration: Self.registry.boardMigration)

    let read = try store.load().file
    #expect(
      read.boardIDs()
        == [
          BallsBoards.board(startingAt: 2), BallsBoards.olderBoard, ReplayFixtures.mazeHeader().board,
          paddles.board, PaddlesBoards.olderNetworkBoard, PaddlesBoards.olderBoard,
        ].sorted())
    #expect(read.boards[BallsBoards.board(startingAt: 2)]?.entries.map(\.name) == ["Ann"])
    #expect(read.boards[BallsBoards.olderBoard]?.entries.map(\.name) == ["Old"])
    #expect(read.boards[paddles.board]?.entries.map(\.name) == ["Bob"])
    #expect(read.boards[PaddlesBoards.olderBoard]?.entries.map(\.name) == ["Gus"])
    #expect(read.boards[PaddlesBoards.olderNetworkBoard]?.entries.map(\.name) == ["Net"])
    // The entries keep their replays, byte for byte.
    #expect(read.boards[paddles.board]?.entries.first?.replay == file.boards["paddles"]?.entries.first?.replay)
    // A read writes nothing.
    #expect(try TestFiles.read(path) == bytes)

    let verdicts = Dictionary(
      uniqueKeysWithValues: ReplayVerifier(registry: Self.registry).check(read).map { ($0.name, $0.verdict) })
    #expect(verdicts["Ann"] == .verified, "\(String(describing: verdicts["Ann"]))")
    #expect(verdicts["Bob"] == .verified, "\(String(describing: verdicts["Bob"]))")
    #expect(verdicts["Max"] == .verified, "\(String(describing: verdicts["Max"]))")
    for name in ["Old", "Gus", "Net"] { #expect(verdicts[name] == .unverifiable(reason: "no replay was kept")) }

    // The next save writes the moved store; reading it again moves nothing.
    let next = ScoreEntry(name: "Cat", score: 1, date: Self.day, seed: 3)
    _ = try store.submit(next, to: BallsBoards.board(startingAt: 1), ordering: .higherIsBetter)
    let saved = try ScoreFile.decode(try TestFiles.read(path))
    #expect(saved.boards["balls"] == nil && saved.boards["paddles"] == nil && saved.boards["paddles/network"] == nil)
    var expected = read
    _ = expected.add(next, to: BallsBoards.board(startingAt: 1), ordering: .higherIsBetter)
    #expect(saved.boards == expected.boards)
    #expect(Self.registry.boardMigration.apply(to: saved) == saved)
  }

  @Test func anEntryWhoseReplayIsOfAnotherGameStaysWithTheOlderOnes() throws {
    let maze = try ReplayVerifierTests.mazeRun()
    let stray = ScoreEntry(
      name: "Odd", score: 5, date: Self.day, seed: 1, replay: ReplayText.encode(try #require(maze.replay)))
    let damaged = ScoreEntry(name: "Bad", score: 4, date: Self.day, seed: 1, replay: "not a replay")
    let file = ScoreFile(boards: ["balls": ScoreBoard(ordering: .higherIsBetter, entries: [stray, damaged])])
    let moved = Self.registry.boardMigration.apply(to: file)
    #expect(moved.boardIDs() == [BallsBoards.olderBoard])
    #expect(moved.boards[BallsBoards.olderBoard]?.entries.map(\.name) == ["Odd", "Bad"])
  }

  @Test func attractModeAndReplayWatchTheDefaultBoardFirst() throws {
    // A run from level 11 is newer, but the board of runs from level 1 is the one shown.
    let (run, replay) = try Self.ballsRunFromLevel2()
    let text = ReplayText.encode(replay)
    func entry(_ name: String, daysAgo: Double) -> ScoreEntry {
      ScoreEntry(
        name: name, score: run.score, date: Self.day.addingTimeInterval(-daysAgo * 86_400), seed: run.seed, replay: text
      )
    }
    let file = ScoreFile(boards: [
      BallsBoards.board(startingAt: 1): ScoreBoard(ordering: .higherIsBetter, entries: [entry("One", daysAgo: 9)]),
      BallsBoards.board(startingAt: 11): ScoreBoard(ordering: .higherIsBetter, entries: [entry("Eleven", daysAgo: 0)]),
    ])
    #expect(Self.registry.mainBoards[BallsGame.id] == BallsBoards.board(startingAt: 1))
    let best = StoredReplays.best(of: [BallsGame.id], mainBoards: Self.registry.mainBoards, in: file)
    #expect(best.map(\.board) == [BallsBoards.board(startingAt: 1)])
    #expect(best.first?.caption.hasPrefix("One") == true)
    // Without a board of the default start, the newest is watched.
    var later = file
    later.boards[BallsBoards.board(startingAt: 1)] = nil
    #expect(
      StoredReplays.best(of: [BallsGame.id], mainBoards: Self.registry.mainBoards, in: later).map(\.board) == [
        BallsBoards.board(startingAt: 11)
      ])
  }

  @Test func titlesSayWhatEachBoardIs() {
    let titles = [
      BallsBoards.board(startingAt: 1), BallsBoards.board(startingAt: 11), BallsBoards.olderBoard,
      "holes/from-1", "holes/from-4", "holes/older",
      PaddlesBoards.board(difficulty: .normal, winScore: 3, arena: .classic),
      PaddlesBoards.board(difficulty: .hard, winScore: 5, arena: .classic),
      PaddlesBoards.networkBoard(winScore: 3, arena: .classic),
      PaddlesBoards.olderBoard, PaddlesBoards.olderNetworkBoard,
    ].map { Self.registry.boardTitle($0, levelName: { _ in nil }) }
    #expect(
      titles == [
        "Balls", "Balls \u{2014} from level 11", "Balls \u{2014} older runs",
        "Holes", "Holes \u{2014} from table 4", "Holes \u{2014} older games",
        "Paddles \u{2014} normal, first to 3", "Paddles \u{2014} hard, first to 5",
        "Paddles \u{2014} network matches, first to 3",
        "Paddles \u{2014} older wins against the computer", "Paddles \u{2014} older network matches",
      ])
    // Ids of no known form are left to the caller's fallback.
    #expect(Self.registry.boardTitle("balls/from-x", levelName: { _ in nil }) == nil)
    #expect(Self.registry.boardTitle("paddles/wild-first-to-3", levelName: { _ in nil }) == nil)
  }
}

/// The High scores screen over an older store: the moved boards, titled by what they are, in
/// order (a game's boards by title, numbers as numbers).
@Suite struct MigratedHighScoresTests {
  @Test func theHighScoresScreenShowsTheMovedBoardsByTitle() throws {
    var (file, _, _) = try BoardMigrationTests.olderStore()
    file.boards = file.boards.filter { !$0.key.hasPrefix("maze/") }
    let registry = BoardMigrationTests.registry
    let keeper = ScoreKeeper(
      store: .inMemory(file, migration: registry.boardMigration), defaultName: "x", gameOrder: registry.ids,
      boardTitles: { { id in registry.boardTitle(id, levelName: { _ in nil }) ?? id } })
    var driver = SceneDriver(HighScoresDriven(base: keeper.highScoresScene(global: .defaults())))
    var titles: [String] = []
    for _ in 0..<5 {
      let screen = driver.render(Size(width: 80, height: 24)).plainText.split(separator: "\n")
      titles.append(
        screen.first { $0.contains("\u{2190} ") }.map { line in
          String(line.drop { $0 == "│" || $0 == " " }.reversed().drop { $0 == "│" || $0 == " " }.reversed())
        } ?? "")
      driver.press(.right)
    }
    #expect(
      titles == [
        "← Balls — from level 2 →", "← Balls — older runs →", "← Paddles — easy, first to 1 →",
        "← Paddles — older network matches →", "← Paddles — older wins against the computer →",
      ])
    let canvas = driver.render(Size(width: 80, height: 24))
    let expected = """
      ┌ High scores ─────────────────────────────────────────────────────────────────┐
      │                                                                              │
      │                           ← Balls — from level 2 →                           │
      │                                 board 1 of 5                                 │
      │                                                                              │
      │              #  Name  Score  Level  Detail          Date                     │
      │              1  Ann       2  3      1 level passed  2026-11-22               │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                   ←→ boards ↑↓ entry Enter watch Esc back                    │
      └──────────────────────────────────────────────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }
}

/// Wraps the screen the keeper makes so `SceneDriver` can drive it.
struct HighScoresDriven: Scene {
  var base: any Scene
  mutating func handle(_ event: InputEvent) -> [Command] { base.handle(event) }
  func render(into canvas: inout Canvas) { base.render(into: &canvas) }
}
