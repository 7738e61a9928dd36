import ArcadeKit
import Drawing
import Foundation
import Launcher
import Scores
import Session
import TestSupport
import Testing

/// A finished game's score going through the Runner to a real store in a temporary folder.
@Suite struct ScoreFlowTests {
  /// A game that ends at once on `e`, returning a score for the "test" board.
  struct FinishingGame: Scene {
    let score: Int
    var minimumSize: Size { Size(width: 40, height: 12) }
    mutating func handle(_ event: InputEvent) -> [Command] {
      guard event.key == .character("e") else { return [] }
      return [
        .perform(
          .submitScore(
            ArcadeKit.ScoreSubmission(
              game: "test", board: "test", boardTitle: "Test game", score: score, levelReached: 2, seed: 9)))
      ]
    }
    func render(into canvas: inout Canvas) { canvas.text("Game over: \(score)", x: 0, y: 0) }
  }

  /// The game's result stays on screen for a beat before the prompt or the board comes.
  static let afterTheResult: [HeadlessTerminal.Scripted] = [
    .wait(Double(ScoreFlowScene.beatSteps) / ScoreFlowScene.rate + 0.5)
  ]

  /// A fresh store path in its own temporary folder.
  static func temporaryStore() -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "arcade-scoreflow-\(UUID().uuidString)")
    return directory.appendingPathComponent("scores.json").path
  }

  /// The effects the live arcade passes, for `keeper`.
  static func effects(_ keeper: ScoreKeeper) -> SessionEffects {
    var handlers = HostHandlers()
    handlers.registerScores(keeper)
    handlers.registerScreens(of: GameRegistry([]))
    return SessionEffects(
      writeFile: { path, _ in .fileWriteFailed(path: path, message: "unused") },
      submitScore: { keeper.flow(for: $0) }, keepScore: { keeper.keep($0) },
      saveSettings: { _, _ in nil }, handlers: handlers)
  }

  /// Plays `script` on a game scoring `score` with the keeper for `path`, then (`saveAtExit`)
  /// saves what was kept as the arcade does at exit; returns the last screen.
  static func play(
    score: Int, path: String?, keeper: ScoreKeeper? = nil, pasted: Bool = false, saveAtExit: Bool = true,
    script: [HeadlessTerminal.Scripted]
  ) -> (screen: String, frames: [String]) {
    let keeper =
      keeper
      ?? ScoreKeeper(
        path: path, unavailableReason: "no home directory", defaultName: "alice", gameOrder: ["test"],
        boardTitles: { { _ in "Test game" } })
    let clock = ManualTime()
    let terminal = HeadlessTerminal(clock: clock, script: [press(.character("e"))] + afterTheResult + script)
    terminal.reportsPendingInput = pasted
    let runner = ScriptedHost(
      root: FinishingGame(score: score), terminal: terminal, time: clock, settings: DisplaySettings(),
      effects: effects(keeper))
    _ = runner.run()
    if saveAtExit { _ = keeper.saveUnsavedScores() }
    return (terminal.screen?.plainText ?? "", terminal.presented.map(\.plainText))
  }

  @Test func qualifyingScoreAsksTheNamePrefilledThenShowsTheBoardWithTheRank() throws {
    let path = Self.temporaryStore()
    let result = Self.play(score: 42, path: path, script: [press(.enter)])
    #expect(result.frames.contains { $0.contains("New high score") && $0.contains("alice") })
    #expect(result.screen.contains("You ranked 1st!"))
    #expect(result.screen.contains("alice"))
    let snapshot = try ScoreStore(path: path).load()
    let entry = try #require(snapshot.file.boards["test"]?.entries.first)
    #expect(entry.name == "alice")
    #expect(entry.score == 42)
    #expect(entry.level == 2)
    #expect(entry.seed == 9)
    #expect(snapshot.file.lastName == "alice")
  }

  @Test func editedNameIsSanitisedBeforeItIsStored() throws {
    let path = Self.temporaryStore()
    let keys: [HeadlessTerminal.Scripted] =
      [press(.control("u"))] + "Bob\u{1B}[31m Red".map { type($0) } + [press(.enter)]
    _ = Self.play(score: 5, path: path, script: keys)
    let entry = try #require(try ScoreStore(path: path).load().file.boards["test"]?.entries.first)
    #expect(!entry.name.unicodeScalars.contains("\u{1B}"))
    #expect(entry.name.hasPrefix("Bob"))
  }

  @Test(arguments: [0, -3])
  func scoreOfNothingIsNoHighScoreNoDialogNoBoard(score: Int) throws {
    let path = Self.temporaryStore()
    let result = Self.play(score: score, path: path, script: [type("x"), press(.enter)])
    #expect(!result.frames.contains { $0.contains("New high score") })
    #expect(!result.frames.contains { $0.contains("ranked") })
    #expect(result.screen.contains("Game over: \(score)"))
    #expect(try ScoreStore(path: path).load().file.boards["test"] == nil)
    // Not even a notice when there is no store at all: there was nothing to save.
    let unavailable = Self.play(score: score, path: nil, script: [])
    #expect(!unavailable.frames.contains { $0.contains("Score not saved") })
  }

  /// Before: a score waiting at the name prompt was dropped silently on Ctrl-C, SIGTERM or a
  /// hangup. Now it is saved under the name the prompt offered.
  @Test(arguments: [HeadlessTerminal.Scripted.signal(SIGINT), .signal(SIGTERM), .hangup])
  func aScoreAtTheNamePromptIsSavedWhenTheArcadeIsEnded(ending: HeadlessTerminal.Scripted) throws {
    let path = Self.temporaryStore()
    // The player has started typing another name: the offered one is kept.
    let result = Self.play(score: 7, path: path, script: [type("x"), ending])
    #expect(result.frames.contains { $0.contains("New high score") })
    let entry = try #require(try ScoreStore(path: path).load().file.boards["test"]?.entries.first)
    #expect(entry.name == "alice")
    #expect(entry.score == 7)
  }

  /// A paste arrives as keys that are all waiting at once: each is handled, and the prompt is
  /// drawn when they are done, not once per character (a mebibyte once took minutes of CPU).
  @Test func aPasteIntoTheNameIsHandledInFullAndDrawnOnce() throws {
    let path = Self.temporaryStore()
    let paste = Array(repeating: type("a"), count: 20_000)
    let result = Self.play(
      score: 5, path: path, pasted: true, script: [press(.control("u"))] + paste + [.wait(1), press(.enter)])
    #expect(result.frames.count < 10, "\(result.frames.count) frames for one paste")
    #expect(result.frames.contains { $0.contains("[ aaaaaaaaaaaaaaaaaaaaaaaa") })
    let entry = try #require(try ScoreStore(path: path).load().file.boards["test"]?.entries.first)
    #expect(entry.name == String(repeating: "a", count: PlayerName.maximumLength))
  }

  /// A game that hands its score over only when the arcade ends (the Balls run's end panel).
  struct EndingOnClose: Scene {
    var minimumSize: Size { Size(width: 40, height: 12) }
    mutating func handle(_ event: InputEvent) -> [Command] {
      guard event == .closing else { return [] }
      return [
        .perform(
          .submitScore(
            ArcadeKit.ScoreSubmission(
              game: "test", board: "test", boardTitle: "Test game", score: 11, seed: 9, playerName: "")))
      ]
    }
    func render(into canvas: inout Canvas) { canvas.text("Run over", x: 0, y: 0) }
  }

  @Test func aScoreHandedOverUnattendedIsSavedUnderTheOfferedName() throws {
    let path = Self.temporaryStore()
    let keeper = ScoreKeeper(
      path: path, defaultName: "alice", gameOrder: ["test"], boardTitles: { { _ in "Test game" } })
    let clock = ManualTime()
    let terminal = HeadlessTerminal(clock: clock, script: [.signal(SIGHUP)])
    _ = ScriptedHost(
      root: EndingOnClose(), terminal: terminal, time: clock, settings: DisplaySettings(), effects: Self.effects(keeper)
    ).run()
    #expect(keeper.saveUnsavedScores() == [])
    let entry = try #require(try ScoreStore(path: path).load().file.boards["test"]?.entries.first)
    #expect(entry.name == "alice")
    #expect(entry.score == 11)
  }

  @Test func escapeAtTheNameSkipsRecording() throws {
    let path = Self.temporaryStore()
    _ = Self.play(score: 5, path: path, script: [press(.escape)])
    #expect(try ScoreStore(path: path).load().file.boards["test"] == nil)
  }

  @Test func scoreThatDoesNotQualifyShowsWhereItWouldHaveRanked() throws {
    let path = Self.temporaryStore()
    let store = ScoreStore(path: path)
    for score in 100..<110 {
      _ = try store.submit(
        ScoreEntry(name: "pro", score: score, date: Date(), seed: 1), to: "test", ordering: .higherIsBetter)
    }
    let result = Self.play(score: 3, path: path, script: [])
    #expect(!result.frames.contains { $0.contains("New high score") })
    #expect(result.screen.contains("would have ranked 11th"))
    #expect(try store.load().file.boards["test"]?.entries.count == 10)
  }

  @Test func missingStoreLocationIsReportedAndTheGameGoesOn() {
    let result = Self.play(score: 3, path: nil, script: [])
    #expect(result.screen.contains("Score not saved"))
    #expect(result.screen.contains("no home directory"))
  }

  @Test func unwritableStoreIsReportedNotLost() throws {
    // A regular file where the directory should be: no user (not even root) can create the store.
    let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-blocker-\(UUID().uuidString)")
    try Data("not a directory".utf8).write(to: blocker)
    let keeper = ScoreKeeper(
      path: blocker.path + "/scores.json", defaultName: "alice", gameOrder: ["test"],
      boardTitles: { { _ in "Test game" } })
    let result = Self.play(score: 3, path: nil, keeper: keeper, script: [press(.enter)])
    #expect(result.screen.contains("Score not saved"))
    #expect(!keeper.takeWarnings().isEmpty)
  }

  @Test func highScoresScreenListsEveryBoardAndSteps() throws {
    let path = Self.temporaryStore()
    let store = ScoreStore(path: path)
    _ = try store.submit(
      ScoreEntry(name: "ann", score: 7, date: Date(), seed: 1), to: "balls", ordering: .higherIsBetter)
    _ = try store.submit(
      ScoreEntry(name: "ben", score: 9100, timeMilliseconds: 9100, date: Date(), seed: 2), to: "maze/maze-abc",
      ordering: .lowerIsBetter)
    let keeper = ScoreKeeper(
      path: path, defaultName: "x", gameOrder: ["balls", "maze"],
      boardTitles: { { id in id == "balls" ? "Balls" : "Maze — First steps" } })
    var driver = SceneDriver(AnyScene(keeper.highScoresScene(global: .defaults())))
    let first = driver.render(Size(width: 80, height: 24)).plainText
    #expect(first.contains("Balls") && first.contains("ann") && first.contains("board 1 of 2"))
    driver.press(.right)
    let second = driver.render(Size(width: 80, height: 24)).plainText
    #expect(second.contains("Maze — First steps") && second.contains("ben") && second.contains("9.10 s"))
  }
}

/// Wraps an existential scene so `SceneDriver` can drive it.
struct AnyScene: Scene {
  var base: any Scene
  init(_ base: any Scene) { self.base = base }
  mutating func handle(_ event: InputEvent) -> [Command] { base.handle(event) }
  func render(into canvas: inout Canvas) { base.render(into: &canvas) }
}
