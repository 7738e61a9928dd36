import ArcadeKit
import FoundationEssentials
import Launcher
import Scores
import TestSupport
import Testing

/// The score flow as a state machine, its store a scripted fake answered at once.
@Suite struct ScoreFlowSceneTests {
  static let when = Date(timeIntervalSince1970: 1_795_315_963)  // 2026-11-22
  static let submission = ScoreSubmission(
    game: "test", board: "test", boardTitle: "Test game", score: 42, levelReached: 2, seed: 9)

  static func keeper(_ store: ScriptedScoreStore) -> ScoreKeeper {
    ScoreKeeper(store: store.client, defaultName: "alice", gameOrder: ["test"], now: { when }, boardTitles: { { $0 } })
  }

  /// A flow past its beat, at the name prompt (or wherever the check led).
  static func afterTheBeat(_ store: ScriptedScoreStore, _ submission: ScoreSubmission = submission) -> ScoreFlowDriver {
    var flow = ScoreFlowDriver(submission, keeper: keeper(store))
    flow.step(ScoreFlowScene.beatSteps)
    return flow
  }

  static func isNaming(_ flow: ScoreFlowDriver) -> Bool {
    if case .naming = flow.scene.state { return true }
    return false
  }

  /// Ten scores of 100 to 109: a 42 does not make the board.
  static let fullBoard: ScoreFile = {
    var file = ScoreFile()
    for score in 100..<110 {
      _ = file.add(
        ScoreEntry(name: "pro", score: score, date: when, seed: 1), to: "test", ordering: .higherIsBetter, capacity: 10)
    }
    return file
  }()

  @Test func aQualifyingScoreAsksTheNameThenSavesWithOneReadEach() {
    let store = ScriptedScoreStore()
    var flow = Self.afterTheBeat(store)
    #expect(Self.isNaming(flow))
    #expect(flow.screen().plainText.contains("[ alice_"))
    flow.press(.control("u"))
    flow.type("Ann")
    flow.press(.enter)
    #expect(store.entries() == ["Ann 42"])
    // One read to check, one to save (before the flow: the same two, but the save waited
    // inside the Runner for up to 3 s while another process held the lock).
    #expect(store.calls == (loads: 1, submits: 1, refused: 0))
    let board = flow.screen()
    let expected = """







                        ┌ Test game ───────────────────────────────┐
                        │             You ranked 1st!              │
                        │                                          │
                        │  #  Name  Score  Level  Date             │
                        │▶ 1  Ann      42  2      2026-11-22       │
                        │                                          │
                        │                                          │
                        │              Press any key               │
                        └──────────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(board, expected) == nil, "\(board.plainText)")
    flow.press(.character("x"))
    #expect(flow.ended)
  }

  @Test func aScoreThatDoesNotRankShowsTheBoardAndSavesNothing() {
    let store = ScriptedScoreStore(Self.fullBoard)
    var flow = Self.afterTheBeat(store)
    #expect(flow.screen().plainText.contains("42 would have ranked 11th: the board keeps the top 10"))
    #expect(store.calls == (loads: 1, submits: 0, refused: 0))
    flow.press(.enter)
    #expect(flow.ended)
    #expect(store.entries().count == 10)
  }

  @Test func aBusyFileShowsTheWaitIsTriedOnEachStepAndSavedWhenItFrees() {
    let store = ScriptedScoreStore(busySaves: 3)
    var flow = Self.afterTheBeat(store)
    flow.press(.enter)
    let waiting = flow.screen()
    let expected = """









                         ┌ Saving your score ────────────────────┐
                         │      Waiting for the score file…      │
                         │ (another arcade is saving its scores) │
                         │                                       │
                         │          Esc: save it later           │
                         └───────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(waiting, expected) == nil, "\(waiting.plainText)")
    flow.press(.character("x"), .enter)
    #expect(store.calls.refused == 1, "keys other than Esc do not hurry the wait")
    flow.step(2)
    #expect(store.calls.refused == 3)
    #expect(store.entries().isEmpty)
    flow.step()
    #expect(store.entries() == ["alice 42"])
    #expect(flow.screen().plainText.contains("You ranked 1st!"))
    #expect(store.calls == (loads: 1, submits: 1, refused: 3))
  }

  @Test func aFileBusyForThreeSecondsKeepsTheScoreForLater() {
    let store = ScriptedScoreStore(busySaves: .max)
    let keeper = Self.keeper(store)
    var flow = ScoreFlowDriver(Self.submission, keeper: keeper)
    flow.step(ScoreFlowScene.beatSteps)
    flow.press(.enter)
    flow.step(ScoreFlowScene.waitSteps - 1)
    #expect(flow.screen().plainText.contains("Waiting for the score file…"))
    flow.step()
    let screen = flow.screen().plainText
    #expect(screen.contains("Score kept, not yet saved"))
    #expect(screen.contains("in use by another program (it held"))
    #expect(screen.contains("/s/scores.json.lock for 3 s)"), "the flow's whole wait, not the last try's")
    #expect(store.calls.refused == ScoreFlowScene.waitSteps + 1)
    // Kept in memory: saved at exit once the other process lets go.
    store.setBusySaves(0)
    #expect(keeper.saveUnsavedScores() == [])
    #expect(store.entries() == ["alice 42"])
  }

  @Test func escWhileWaitingKeepsTheScoreAtOnce() {
    let store = ScriptedScoreStore(busySaves: .max)
    var flow = Self.afterTheBeat(store)
    flow.press(.enter)
    flow.step(2)
    flow.press(.escape)
    #expect(flow.screen().plainText.contains("Score kept, not yet saved"))
    #expect(flow.screen().plainText.contains("for 0 s"))
  }

  /// Where the arcade ends the flow, and what the player had done there.
  enum Ending: CaseIterable {
    case inTheBeat, beforeTheCheck, atThePrompt, whileWaiting, atAWarningBeforeThePrompt
  }

  @Test(arguments: Ending.allCases)
  func closingInAnyStateKeepsTheScoreUnderTheOfferedName(ending: Ending) {
    let warning = ScoreWarning.unreadable(path: "/s/scores.json", problem: .malformed("x"))
    let store = ScriptedScoreStore(
      ScoreFile(lastName: "Offered"), busySaves: ending == .whileWaiting ? .max : 0,
      warnings: ending == .atAWarningBeforeThePrompt ? [warning] : [])
    let keeper = Self.keeper(store)
    var submission = Self.submission
    submission.resultShown = ending == .beforeTheCheck
    var flow = ScoreFlowDriver(submission, keeper: keeper)
    switch ending {
    case .inTheBeat: flow.step(3)
    case .beforeTheCheck: break
    case .atThePrompt:
      flow.step(ScoreFlowScene.beatSteps)
      flow.type("Someone else")
    case .whileWaiting:
      flow.step(ScoreFlowScene.beatSteps)
      flow.press(.enter)
      flow.step(5)
    case .atAWarningBeforeThePrompt:
      flow.step(ScoreFlowScene.beatSteps)
      #expect(flow.screen().plainText.contains("Score file unreadable"))
    }
    #expect(store.entries().isEmpty)
    _ = flow.close()
    store.setBusySaves(0)
    #expect(keeper.saveUnsavedScores() == [])
    #expect(store.entries() == ["Offered 42"], "\(ending)")
  }

  @Test func closingOnceTheBoardShowsKeepsNothingMore() {
    let store = ScriptedScoreStore()
    let keeper = Self.keeper(store)
    var flow = ScoreFlowDriver(Self.submission, keeper: keeper)
    flow.step(ScoreFlowScene.beatSteps)
    flow.press(.enter)
    #expect(flow.close().isEmpty)
    #expect(keeper.saveUnsavedScores() == [])
    #expect(store.entries() == ["alice 42"])
  }

  @Test func aWarningIsShownOnceThoughEveryReadReportsIt() {
    let warning = ScoreWarning.unreadable(path: "/s/scores.json", problem: .malformed("x"))
    let store = ScriptedScoreStore(busySaves: 2, warnings: [warning])
    var flow = Self.afterTheBeat(store)
    var titles: [String] = []
    /// The title of the panel on screen.
    func record(_ flow: ScoreFlowDriver) {
      let top = flow.screen().lines().first { $0.contains("┌ ") } ?? ""
      titles.append(
        String(top.split(separator: "┌ ").last?.prefix { $0 != "─" } ?? "").trimmingCharacters(in: .whitespaces))
    }
    record(flow)
    flow.press(.enter)
    record(flow)
    flow.press(.enter)
    flow.step(2)
    record(flow)
    flow.press(.enter)
    #expect(flow.ended)
    #expect(titles == ["Score file unreadable", "New high score", "Test game"])
    #expect(store.calls == (loads: 1, submits: 1, refused: 2))
  }

  @Test func aStoreThatCannotBeReadSaysSoAndTheGameGoesOn() {
    let keeper = ScoreKeeper(
      store: .failing(.readOnly(path: "/s/scores.json")), defaultName: "alice", gameOrder: ["test"],
      boardTitles: { { $0 } })
    var flow = ScoreFlowDriver(Self.submission, keeper: keeper)
    flow.step(ScoreFlowScene.beatSteps)
    let screen = flow.screen().plainText
    #expect(screen.contains("Score not saved"))
    #expect(screen.contains("read-only"))
    flow.press(.enter)
    #expect(flow.ended)
  }
}
