import ArcadeKit
import Drawing
import FileSystem
import Foundation
import Glibc
import Launcher
import Scores
import Session
import TestSupport
import Testing

/// Another process holds the score file's lock when a game ends: the Runner never blocks. The
/// flow shows that it waits and tries again on its steps while keys still work; the score is
/// saved when the lock frees, kept for later after 3 s, and saved at exit when the arcade ends
/// meanwhile.
@Suite struct ScoreLockWaitTests {
  /// Holds the store's lock as another arcade would, until `release()`.
  final class LockHolder {
    let held: FileLock.Held
    init(store: String) throws {
      try FileManager.default.createDirectory(
        atPath: (store as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      // Close-on-exec (as every descriptor `FileLock` opens): a process another test starts
      // meanwhile must not inherit (and keep) the lock.
      held = try FileLock.acquire(at: store + ".lock", timeout: 0)
    }
    func release() { held.release() }
  }

  /// A keeper for the store at `path`; `lockTimeout` is how long it waits at exit only.
  static func keeper(_ path: String, lockTimeout: Double) -> ScoreKeeper {
    ScoreKeeper(
      path: path, defaultName: "alice", gameOrder: ["test"], lockTimeout: lockTimeout,
      boardTitles: { { _ in "Test game" } })
  }

  @Test func aBusyStoreShowsTheWaitThenKeepsTheScoreAfterThreeSecondsToSaveLater() throws {
    let path = ScoreFlowTests.temporaryStore()
    let holder = try LockHolder(store: path)
    // An hour's timeout: were the Runner to wait for the lock, this test would never end.
    let keeper = Self.keeper(path, lockTimeout: 3600)
    let waited = ScoreStore.standardLockTimeout
    let result = ScoreFlowTests.play(
      score: 42, path: path, keeper: keeper, saveAtExit: false, script: [press(.enter), .wait(waited - 0.5)])
    #expect(result.screen.contains("Waiting for the score file…"))
    #expect(!result.frames.contains { $0.contains("Score kept") })
    let kept = ScoreFlowTests.play(
      score: 42, path: path, keeper: keeper, saveAtExit: false, script: [press(.enter), .wait(waited + 0.5)])
    #expect(kept.frames.contains { $0.contains("Waiting for the score file…") })
    #expect(kept.screen.contains("Score kept, not yet saved"))
    #expect(kept.screen.contains("in use by another program"))
    #expect(try ScoreStore(path: path).load().file.boards["test"] == nil)

    holder.release()
    #expect(keeper.saveUnsavedScores() == [])
    let entries = try ScoreStore(path: path).load().file.boards["test"]?.entries ?? []
    // The first run ended while waiting (its score handed over at exit), the second kept its own.
    #expect(entries.map(\.score) == [42, 42])
  }

  @Test func keysStillWorkWhileTheFlowWaits() throws {
    let path = ScoreFlowTests.temporaryStore()
    let holder = try LockHolder(store: path)
    defer { holder.release() }
    let keeper = Self.keeper(path, lockTimeout: 0.1)
    let wide = Size(width: 100, height: 30)
    let result = ScoreFlowTests.play(
      score: 42, path: path, keeper: keeper, saveAtExit: false,
      script: [press(.enter), .wait(0.5), .event(.resize(wide)), .wait(0.2), press(.escape), .wait(0.1)])
    // Drawn again at the new size while waiting, then Esc keeps the score at once.
    let centredOnTheWideScreen = String(repeating: " ", count: (wide.width - 41) / 2) + "┌ Saving your score"
    #expect(result.frames.contains { $0.contains(centredOnTheWideScreen) })
    #expect(result.screen.contains("Score kept, not yet saved"))
  }

  @Test func aSignalWhileWaitingEndsTheRunnerAtOnceAndTheScoreIsSavedAtExit() throws {
    let path = ScoreFlowTests.temporaryStore()
    let holder = try LockHolder(store: path)
    let keeper = Self.keeper(path, lockTimeout: 3600)
    let clock = ManualTime()
    let terminal = HeadlessTerminal(
      clock: clock,
      script: [press(.character("e"))] + ScoreFlowTests.afterTheResult + [press(.enter), .wait(0.5), .signal(SIGINT)])
    let runner = ScriptedHost(
      root: ScoreFlowTests.FinishingGame(score: 7), terminal: terminal, time: clock, settings: DisplaySettings(),
      effects: ScoreFlowTests.effects(keeper))
    #expect(runner.run() == .terminated(signal: SIGINT))
    #expect(terminal.screen?.plainText.contains("Waiting for the score file…") == true)
    #expect(try ScoreStore(path: path).load().file.boards["test"] == nil)
    // The score handed over is saved as the arcade exits, once the other process lets go.
    holder.release()
    #expect(keeper.saveUnsavedScores() == [])
    let entries = try ScoreStore(path: path).load().file.boards["test"]?.entries ?? []
    #expect(entries.map(\.score) == [7])
    #expect(entries.map(\.name) == ["alice"])
  }

  @Test func theScoreIsSavedOnTheStepAfterTheLockFrees() throws {
    let path = ScoreFlowTests.temporaryStore()
    let holder = try LockHolder(store: path)
    let submission = ScoreSubmission(game: "test", board: "test", boardTitle: "Test game", score: 9, seed: 1)
    var flow = ScoreFlowDriver(submission, keeper: Self.keeper(path, lockTimeout: 3600))
    flow.step(ScoreFlowScene.beatSteps)
    flow.press(.enter)
    flow.step(3)
    #expect(flow.screen().plainText.contains("Waiting for the score file…"))
    holder.release()
    flow.step()
    #expect(flow.screen().plainText.contains("You ranked 1st!"))
    #expect(try ScoreStore(path: path).load().file.boards["test"]?.entries.map(\.score) == [9])
  }

  @Test func settingsThatCannotBeSavedAreSaidNotSilentlyLost() throws {
    let clock = ManualTime()
    let terminal = HeadlessTerminal(clock: clock, script: [press(.character("s"))])
    let effects = SessionEffects(
      writeFile: { path, _ in .fileWriteFailed(path: path, message: "unused") },
      submitScore: { _ in [] }, keepScore: { _ in },
      saveSettings: { _, _ in "/home/a/.config/arcade/settings is not a regular file (a directory?)" },
      handlers: .keepingNothing)
    let runner = ScriptedHost(
      root: SettingsChanger(), terminal: terminal, time: clock, settings: DisplaySettings(), effects: effects)
    _ = runner.run()
    let screen = terminal.screen?.plainText ?? ""
    #expect(screen.contains("Settings not saved"))
    #expect(screen.contains("is not a regular file"))
  }

  /// A scene that changes the settings on `s`, as the settings screen does.
  struct SettingsChanger: Scene {
    var minimumSize: Size { Size(width: 40, height: 12) }
    mutating func handle(_ event: InputEvent) -> [Command] {
      guard event.key == .character("s") else { return [] }
      var settings = DisplaySettings()
      settings.asciiOnly = true
      return [.perform(.applySettings(settings))]
    }
    func render(into canvas: inout Canvas) { canvas.text("Settings", x: 0, y: 0) }
  }
}
