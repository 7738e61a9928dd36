import ArcadeKit
import FoundationEssentials
import Launcher
import Scores
import Testing

/// The keeper talks to the store through `ScoreStoreClient` and dates entries with its clock.
struct ScoreKeeperClientTests {
  static let when = Date(timeIntervalSince1970: 1_795_315_963)

  static func submission(_ score: Int, name: String? = "Ada") -> ArcadeKit.ScoreSubmission {
    ArcadeKit.ScoreSubmission(
      game: "test", board: "test", boardTitle: "Test game", score: score, seed: 9, playerName: name)
  }

  @Test func aNamedScoreIsSavedWithTheInjectedClocksDate() throws {
    let store = ScoreStoreClient.inMemory()
    let keeper = ScoreKeeper(
      store: store, defaultName: "alice", gameOrder: ["test"], now: { Self.when },
      boardTitles: { { _ in "Test game" } })
    #expect(keeper.handle(Self.submission(42)).count == 1)
    let board = try #require(try store.load(Self.when, { _ in true }).file.boards["test"])
    #expect(board.entries.map(\.name) == ["Ada"])
    #expect(board.entries.map(\.date) == [Self.when])
    #expect(keeper.takeWarnings() == [])
  }

  @Test func aBusyStoreKeepsTheScoreAndNamesItWhenTheArcadeCloses() {
    let busy = ScoreStoreError.busy(path: "/s/scores.json", lock: "/s/scores.json.lock", waited: 3)
    let keeper = ScoreKeeper(
      store: .failing(busy), defaultName: "alice", gameOrder: ["test"], now: { Self.when },
      boardTitles: { { _ in "Test game" } })
    #expect(keeper.handle(Self.submission(42)).count == 1)
    let lines = keeper.saveUnsavedScores()
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("score not saved: Ada 42 on test: ") == true)
  }

  /// A network match lost is a result, kept with its (negative) margin; a game with no points
  /// is not a high score and is not kept.
  @Test func aLossIsKeptOnlyWhereEveryResultIs() throws {
    let store = ScoreStoreClient.inMemory()
    let keeper = ScoreKeeper(
      store: store, defaultName: "alice", gameOrder: ["test"], now: { Self.when },
      boardTitles: { { _ in "Test game" } })
    #expect(keeper.handle(Self.submission(-2)).isEmpty)
    var result = Self.submission(-2, name: nil)
    result.recordsEveryResult = true
    guard case .push(let pushed) = keeper.handle(result).first, let beat = pushed as? ResultBeatScene,
      case .push(let prompt) = beat.next.first, let entry = prompt as? NameEntryScene
    else {
      Issue.record("a result asks for the name")
      return
    }
    var canvas = Canvas(size: Size(width: 80, height: 24))
    entry.render(into: &canvas)
    #expect(canvas.plainText.contains("Match result"))
    result.playerName = "Ada"
    _ = keeper.handle(result)
    let board = try #require(try store.load(Self.when, { _ in true }).file.boards["test"])
    #expect(board.entries.map(\.score) == [-2])
  }
}
