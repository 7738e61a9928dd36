import ArcadeKit
import FoundationEssentials
import Launcher
import MazeGame
import PaddlesGame
import Replays
import Scores
import Testing

/// Scores proved by their replays: a store whose entries carry replays of real, scripted play,
/// some of them tampered with, checked by `ReplayVerifier`; and finding replays in the store.
@Suite struct ReplayVerifierTests {
  static let verifier = ReplayVerifier(registry: ReplayFixtures.registry)
  /// The board of wins against the easy computer, first to 1 (where `paddlesWin` scores).
  static let paddlesBoard = PaddlesBoards.board(difficulty: .easy, winScore: 1, arena: .classic)

  /// The tiny maze finished by tilting right: its submission, with its replay.
  static func mazeRun() throws -> ScoreSubmission {
    var play = ScriptedPlay(try MazeScene(mazes: [ReplayFixtures.tinyMaze], seed: 5))
    play.press(.right)
    play.runUntilScore(limit: 5000)
    return try #require(play.submissions.last)
  }

  /// A Paddles win against an easy computer, first to 1, on `arena`, by a player who follows
  /// the puck.
  static func paddlesWin(arena: SidewaysArena = .classic) throws -> ScoreSubmission {
    for seed in UInt64(4)..<40 {
      var play = ScriptedPlay(
        PaddlesScene(options: PaddlesOptions(players: 1, difficulty: .easy, arena: arena, winScore: 1, seed: seed)))
      play.send(.keyReleasesReported(false))
      play.press(.character(" "))
      for _ in 0..<3000 {
        guard let paddles = play.scene as? PaddlesScene, paddles.game.phase == .playing else { break }
        let puck = paddles.game.match.puck.center.y
        let paddle = paddles.game.match.paddleY[0]
        if abs(puck - paddle) > 12 { play.press(puck < paddle ? .up : .down) }
        play.run(4)
      }
      // A loss is handed over too (its margin below zero): only a win will do.
      if let won = play.submissions.last, won.score > 0 { return won }
    }
    throw Failure(description: "some seed gives the player a win against the easy computer")
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static let day = Date(timeIntervalSince1970: 1_780_000_000)

  /// An entry as the store keeps `submission`, named `name`, with `replay` as its replay text.
  static func entry(
    _ submission: ScoreSubmission, name: String, score: Int? = nil, replay: String?, daysAgo: Double = 0
  ) -> ScoreEntry {
    ScoreEntry(
      name: name, score: score ?? submission.score, timeMilliseconds: submission.timeMilliseconds,
      level: submission.levelReached,
      detail: submission.detail, date: day.addingTimeInterval(-daysAgo * 86_400), seed: submission.seed, replay: replay)
  }

  /// The store: a maze board with a true time; a Paddles board with a true win, a win edited
  /// higher, a score without a replay, a damaged replay, a replay under other rules and the
  /// maze's replay kept on the wrong board.
  static func store() throws -> (file: ScoreFile, maze: ScoreSubmission, paddles: ScoreSubmission) {
    let maze = try mazeRun()
    let paddles = try paddlesWin()
    let mazeText = ReplayText.encode(try #require(maze.replay))
    let paddlesText = ReplayText.encode(try #require(paddles.replay))
    var otherRules = try #require(paddles.replay)
    otherRules.header.rulesVersion = 99
    let board = ScoreBoard(
      ordering: .higherIsBetter,
      entries: [
        entry(paddles, name: "Bob", score: paddles.score + 5, replay: paddlesText, daysAgo: 1),
        entry(paddles, name: "Ann", replay: paddlesText, daysAgo: 2),
        entry(paddles, name: "Cid", replay: nil),
        entry(paddles, name: "Dee", replay: String(paddlesText.prefix(paddlesText.utf8.count / 2))),
        entry(paddles, name: "Eve", replay: ReplayText.encode(otherRules)),
        entry(paddles, name: "Fay", replay: mazeText),
      ])
    let file = ScoreFile(boards: [
      maze.board: ScoreBoard(ordering: .lowerIsBetter, entries: [entry(maze, name: "Max", replay: mazeText)]),
      Self.paddlesBoard: board,
    ])
    return (file, maze, paddles)
  }

  @Test func theScriptedRunsRecordWhatTheFixturesSay() throws {
    let maze = try Self.mazeRun()
    #expect(maze.replay?.header == ReplayFixtures.mazeHeader())
    #expect(maze.board == ReplayFixtures.mazeHeader().board)
    let paddles = try Self.paddlesWin()
    let replay = try #require(paddles.replay)
    #expect(
      replay.header
        == ReplayFixtures.paddlesHeader(
          PaddlesOptions(players: 1, difficulty: .easy, winScore: 1, seed: replay.header.seed)))
  }

  @Test func everyEntryGetsItsVerdict() throws {
    let (file, maze, paddles) = try Self.store()
    let checks = Self.verifier.check(file)
    #expect(checks.map(\.board) == [maze.board] + Array(repeating: Self.paddlesBoard, count: 6))
    #expect(checks.map(\.rank) == [1, 1, 2, 3, 4, 5, 6])
    #expect(checks.map(\.name) == ["Max", "Bob", "Ann", "Cid", "Dee", "Eve", "Fay"])
    let verdicts = Dictionary(uniqueKeysWithValues: checks.map { ($0.name, $0.verdict) })

    #expect(verdicts["Max"] == .verified, "a true time: \(String(describing: verdicts["Max"]))")
    #expect(verdicts["Ann"] == .verified, "a true win: \(String(describing: verdicts["Ann"]))")

    guard case .mismatched(let edited)? = verdicts["Bob"] else {
      Issue.record("a score edited higher is mismatched, not \(String(describing: verdicts["Bob"]))")
      return
    }
    #expect(edited.contains("the replay scores \(paddles.score)"), "\(edited)")
    #expect(edited.contains("the board says \(paddles.score + 5)"), "\(edited)")

    #expect(verdicts["Cid"] == .unverifiable(reason: "no replay was kept"))

    guard case .unverifiable(let damaged)? = verdicts["Dee"] else {
      Issue.record("a damaged replay is unverifiable, not \(String(describing: verdicts["Dee"]))")
      return
    }
    #expect(damaged.hasPrefix("scores.json: \(Self.paddlesBoard) #4"), "\(damaged)")
    #expect(damaged.contains("truncated") || damaged.contains("expected"), "\(damaged)")

    guard case .unverifiable(let rules)? = verdicts["Eve"] else {
      Issue.record("a replay under other rules is unverifiable, not \(String(describing: verdicts["Eve"]))")
      return
    }
    #expect(rules.contains("rules 99"), "\(rules)")
    #expect(rules.contains("rules \(Paddles.rulesVersion)"), "\(rules)")

    guard case .mismatched(let elsewhere)? = verdicts["Fay"] else {
      Issue.record("a replay of another board is mismatched, not \(String(describing: verdicts["Fay"]))")
      return
    }
    #expect(elsewhere.contains("the replay is of board \(maze.board)"), "\(elsewhere)")
  }

  @Test func oneGamesBoardsAreCheckedAlone() throws {
    let (file, maze, _) = try Self.store()
    let checks = Self.verifier.check(file, game: "maze")
    #expect(checks.map(\.board) == [maze.board])
    #expect(checks.first?.verdict == .verified)
    #expect(Self.verifier.check(file, game: "balls").isEmpty)
  }

  @Test func aTimeEditedFasterIsMismatched() throws {
    let maze = try Self.mazeRun()
    let text = ReplayText.encode(try #require(maze.replay))
    let faster = Self.entry(maze, name: "Max", score: maze.score - 100, replay: text)
    guard case .mismatched(let why) = Self.verifier.verdict(for: faster, on: maze.board, rank: 1) else {
      Issue.record("a faster time than the replay's is mismatched")
      return
    }
    #expect(why.contains("the replay scores 1.58 s, the board says 1.48 s"), "\(why)")
  }

  @Test func aReplaySaysItsScoreAsThePlayerReadsIt() throws {
    let maze = try #require(try Self.mazeRun().replay)
    #expect(maze.score == 1_583)
    let claimed = try #require(Self.verifier.claim(of: maze))
    #expect(claimed.shown == "time 1.58 s")
    #expect(claimed.verdict == .verified)
    var faster = maze
    faster.score = 1_483
    #expect(
      Self.verifier.claim(of: faster)?.verdict
        == .mismatched(reason: "the replay scores 1.58 s, the replay says 1.48 s"))
    let paddles = try #require(try Self.paddlesWin().replay)
    #expect(Self.verifier.claim(of: paddles)?.shown == "score 1")
    var unscored = maze
    unscored.score = nil
    #expect(Self.verifier.claim(of: unscored) == nil)
  }

  @Test func aReplayThatEndsWithoutAScoreIsMismatched() throws {
    let maze = try Self.mazeRun()
    var replay = try #require(maze.replay)
    replay.steps -= 1  // stops one step before the goal
    let entry = Self.entry(maze, name: "Max", replay: ReplayText.encode(replay))
    #expect(
      Self.verifier.verdict(for: entry, on: maze.board, rank: 1)
        == .mismatched(reason: "the replay ends without a score"))
  }

  @Test func aReplayThatDoesNotFitIsMismatched() throws {
    let maze = try Self.mazeRun()
    var replay = try #require(maze.replay)
    replay.events = replay.events.map { ReplayEvent(step: $0.step + 5, $0.event) }
    let entry = Self.entry(maze, name: "Max", replay: ReplayText.encode(replay))
    guard case .mismatched(let why) = Self.verifier.verdict(for: entry, on: maze.board, rank: 1) else {
      Issue.record("inputs at steps the game never waited at do not fit")
      return
    }
    #expect(why.hasPrefix("the replay does not fit the game"), "\(why)")
  }

  // MARK: - Finding replays in the store

  @Test func anEntrysReplayIsFoundWithItsCaption() throws {
    let (file, maze, paddles) = try Self.store()
    let found = try StoredReplays.entry(at: 2, on: Self.paddlesBoard, in: file)
    #expect(found.board == Self.paddlesBoard)
    #expect(found.rank == 2)
    #expect(found.replay == paddles.replay)
    #expect(found.caption == "Ann \(paddles.score)")
    let time = try StoredReplays.entry(at: 1, on: maze.board, in: file)
    #expect(time.replay == maze.replay)
    #expect(
      time.caption.hasPrefix("Max ") && time.caption.hasSuffix(" s"), "a time is shown as a time: \(time.caption)")
  }

  /// The reason `StoredReplays.entry` gives for finding nothing.
  static func missing(rank: Int, board: String, in file: ScoreFile) -> String? {
    do {
      _ = try StoredReplays.entry(at: rank, on: board, in: file)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func findingNothingSaysWhy() throws {
    let (file, maze, paddles) = try Self.store()
    #expect(
      Self.missing(rank: 0, board: Self.paddlesBoard, in: file)
        == "board \(Self.paddlesBoard) has 6 entries; choose --rank from 1 to 6")
    #expect(
      Self.missing(rank: 7, board: Self.paddlesBoard, in: file)
        == "board \(Self.paddlesBoard) has 6 entries; choose --rank from 1 to 6")
    #expect(Self.missing(rank: 1, board: "balls", in: file) == "board balls has no scores yet")
    #expect(
      Self.missing(rank: 3, board: Self.paddlesBoard, in: file)
        == "no replay was kept for #3 on \(Self.paddlesBoard) (Cid \(paddles.score))")
    var withoutReplay = file
    withoutReplay.boards[maze.board]?.entries[0].replay = nil
    #expect(
      Self.missing(rank: 1, board: maze.board, in: withoutReplay)
        == "no replay was kept for #1 on \(maze.board) (Max 1.58 s)", "a time reads as a time")
    let damaged = try #require(Self.missing(rank: 4, board: Self.paddlesBoard, in: file))
    #expect(damaged.hasPrefix("scores.json: \(Self.paddlesBoard) #4"), "\(damaged)")
  }

  @Test func theBestReplayOfEachGameIsTheFirstThatReads() throws {
    let (file, maze, paddles) = try Self.store()
    let best = StoredReplays.best(of: ["maze", "paddles", "balls"], in: file)
    #expect(best.map(\.board) == [maze.board, Self.paddlesBoard])
    #expect(best.map(\.rank) == [1, 1])
    #expect(best.last?.replay == paddles.replay)

    // With the first entries' replays missing or damaged, the first that reads is chosen.
    var worse = file
    worse.boards[Self.paddlesBoard]?.entries.removeFirst(2)
    let found = StoredReplays.best(of: ["paddles"], in: worse)
    #expect(found.map(\.rank) == [3], "Cid has none, Dee's is damaged, Eve's reads (the rules are checked when played)")
    #expect(found.first?.caption == "Eve \(paddles.score)")
  }

  /// Attract mode shows the run that went furthest (a Balls run through more levels before a
  /// higher score on fewer), the best ranked among those, and only a replay that reads.
  @Test func theRunWorthWatchingIsTheOneThatReachedTheHighestLevel() throws {
    let (file, maze, _) = try Self.store()
    let text = ReplayText.encode(try #require(maze.replay))
    var board = try #require(file.boards[maze.board])
    var further = Self.entry(maze, name: "Far", score: 1, replay: text)
    further.level = 4
    var furtherWithoutReplay = Self.entry(maze, name: "Gone", score: 2, replay: nil)
    furtherWithoutReplay.level = 6
    var alsoFurther = Self.entry(maze, name: "Later", score: 0, replay: text)
    alsoFurther.level = 4
    board.entries += [furtherWithoutReplay, further, alsoFurther]
    var withFurther = file
    withFurther.boards[maze.board] = board
    let found = try #require(StoredReplays.best(of: ["maze"], in: withFurther).first)
    #expect(found.caption.hasPrefix("Far"), "level 4 before level 1; Gone keeps no replay; Far ranks before Later")
    #expect(found.rank == board.entries.count - 1)
  }

  @Test func mazesBestReplayComesFromTheBoardPlayedLast() throws {
    let (file, maze, _) = try Self.store()
    var two = file
    let older = Self.entry(maze, name: "Old", replay: ReplayText.encode(try #require(maze.replay)), daysAgo: 30)
    two.boards["maze/maze-0000000000000000"] = ScoreBoard(ordering: .lowerIsBetter, entries: [older])
    #expect(StoredReplays.board(of: "maze", in: two) == maze.board)
    #expect(StoredReplays.best(of: ["maze"], in: two).first?.caption.hasPrefix("Max") == true)
    two.boards["maze/maze-0000000000000000"]?.entries[0].date = Self.day.addingTimeInterval(86_400)
    #expect(StoredReplays.board(of: "maze", in: two) == "maze/maze-0000000000000000")
    #expect(StoredReplays.best(of: ["maze"], in: two).first?.caption.hasPrefix("Old") == true)
  }
}
