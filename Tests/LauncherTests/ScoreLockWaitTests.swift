import ArcadeKit
import Foundation
import Glibc
import Launcher
import Scores
import Session
import Testing
import TestSupport

/// Another process holds the score file's lock when a game ends: the screen says the game
/// waits, the wait is bounded, a signal ends it at once, and the score is kept, not lost.
@Suite struct ScoreLockWaitTests {
  /// Holds the store's lock as another arcade would, until `release()`.
  final class LockHolder {
    let fd: Int32
    init(store: String) throws {
      try FileManager.default.createDirectory(
        atPath: (store as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      // Close-on-exec: a process another test starts meanwhile must not inherit (and keep) the lock.
      fd = open(store + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
      try #require(fd >= 0 && flock(fd, LOCK_EX) == 0)
    }
    func release() { close(fd) }
  }

  static func keeper(_ path: String, lockTimeout: Double) -> ScoreKeeper {
    ScoreKeeper(
      path: path, defaultName: "alice", gameOrder: ["test"], lockTimeout: lockTimeout,
      boardTitles: { { _ in "Test game" } })
  }

  @Test func aBusyStoreShowsTheWaitThenKeepsTheScoreToSaveLater() throws {
    let path = ScoreFlowTests.temporaryStore()
    let holder = try LockHolder(store: path)
    let keeper = Self.keeper(path, lockTimeout: 0.1)
    let result = ScoreFlowTests.play(score: 42, path: path, keeper: keeper, script: [press(.enter), .wait(1)])
    #expect(result.frames.contains { $0.contains("Waiting for the score file…") })
    #expect(result.screen.contains("Score kept, not yet saved"))
    #expect(result.screen.contains("in use by another program"))
    #expect(try ScoreStore(path: path).load().file.boards["test"] == nil)

    holder.release()
    #expect(keeper.saveUnsavedScores() == [])
    let entries = try ScoreStore(path: path).load().file.boards["test"]?.entries ?? []
    #expect(entries.map(\.score) == [42])
  }

  @Test func aSignalEndsTheWaitAtOnceAndTheRunnerStops() throws {
    let path = ScoreFlowTests.temporaryStore()
    let holder = try LockHolder(store: path)
    // An hour's timeout: only the signal can end this wait.
    let keeper = Self.keeper(path, lockTimeout: 3600)
    let clock = ManualTime()
    let terminal = HeadlessTerminal(clock: clock, script: [press(.character("e"))] + ScoreFlowTests.afterTheResult + [press(.enter), .signal(SIGINT)])
    let effects = RunnerEffects(
      writeFile: { path, _ in .fileWriteFailed(path: path, message: "unused") },
      submitScore: { keeper.handle($0, whileWaiting: $1) }, saveSettings: { _, _ in nil })
    let runner = ScriptedHost(
      root: ScoreFlowTests.FinishingGame(score: 7), terminal: terminal, time: clock, settings: DisplaySettings(),
      effects: effects)
    #expect(runner.run() == .terminated(signal: SIGINT))
    #expect(terminal.screen?.plainText.contains("Score kept, not yet saved") == true)
    #expect(try ScoreStore(path: path).load().file.boards["test"] == nil)
    // The kept score is saved when the arcade closes, once the other process lets go.
    holder.release()
    #expect(keeper.saveUnsavedScores() == [])
    #expect(try ScoreStore(path: path).load().file.boards["test"]?.entries.map(\.score) == [7])
  }

  @Test func settingsThatCannotBeSavedAreSaidNotSilentlyLost() throws {
    let clock = ManualTime()
    let terminal = HeadlessTerminal(clock: clock, script: [press(.character("s"))])
    let effects = RunnerEffects(
      writeFile: { path, _ in .fileWriteFailed(path: path, message: "unused") },
      submitScore: { _, _ in [] },
      saveSettings: { _, _ in "/home/a/.config/arcade/settings is not a regular file (a directory?)" })
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
