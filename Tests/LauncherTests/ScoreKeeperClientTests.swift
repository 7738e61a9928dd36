import ArcadeKit
import Drawing
import FoundationEssentials
import Launcher
import Scores
import TestSupport
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
    guard case .saved = keeper.save(Self.submission(42), keepWhenBusy: false, waited: 0).outcome else {
      Issue.record("not saved")
      return
    }
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
    #expect(
      keeper.save(Self.submission(42), keepWhenBusy: false, waited: 0.1).outcome
        == .busy(reason: "\(busy)".replacingOccurrences(of: "for 3 s", with: "for 0 s")))
    #expect(keeper.saveUnsavedScores() == [], "a busy answer keeps nothing: the flow tries again")
    #expect(keeper.save(Self.submission(42), keepWhenBusy: true, waited: 3).outcome == .kept(reason: "\(busy)"))
    let lines = keeper.saveUnsavedScores()
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("score not saved: Ada 42 on test: ") == true)
  }

  @Test func aTimeNotSavedIsNamedAsATime() {
    let busy = ScoreStoreError.busy(path: "/s/scores.json", lock: "/s/scores.json.lock", waited: 3)
    let keeper = ScoreKeeper(
      store: .failing(busy), defaultName: "alice", gameOrder: ["test"], now: { Self.when },
      boardTitles: { { _ in "Test game" } })
    let time = ArcadeKit.ScoreSubmission(
      game: "test", board: "test", boardTitle: "Test game", lowerIsBetter: true, score: 3_933,
      timeMilliseconds: 3_933, seed: 9, playerName: "Ada")
    #expect(keeper.save(time, keepWhenBusy: true, waited: 3).outcome == .kept(reason: "\(busy)"))
    #expect(keeper.saveUnsavedScores().first?.hasPrefix("score not saved: Ada 3.93 s on test: ") == true)
  }

  /// A network match lost is a result, kept with its (negative) margin; a game with no points
  /// is not a high score and is not kept.
  @Test func aLossIsKeptOnlyWhereEveryResultIs() throws {
    let store = ScoreStoreClient.inMemory()
    let keeper = ScoreKeeper(
      store: store, defaultName: "alice", gameOrder: ["test"], now: { Self.when },
      boardTitles: { { _ in "Test game" } })
    #expect(keeper.flow(for: Self.submission(-2)).isEmpty)
    #expect(keeper.check(Self.submission(-2, name: nil)).outcome == .nothingToKeep)
    var result = Self.submission(-2, name: nil)
    result.recordsEveryResult = true
    #expect(keeper.check(result).outcome == .qualifies(offeredName: "alice"))
    var flow = SceneDriver(ScoreFlowScene(submission: result))
    flow.step(ScoreFlowScene.beatSteps)
    flow.send(.effect(.reply(RequestReply(to: CheckScore.self, keeper.check(result)))))
    #expect(flow.render(Size(width: 80, height: 24)).plainText.contains("Your result"))
    result.playerName = "Ada"
    _ = keeper.save(result, keepWhenBusy: false, waited: 0)
    let board = try #require(try store.load(Self.when, { _ in true }).file.boards["test"])
    #expect(board.entries.map(\.score) == [-2])
  }
}
