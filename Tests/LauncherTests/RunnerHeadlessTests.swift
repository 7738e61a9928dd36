import ArcadeKit
import Drawing
import Launcher
import TestSupport
import Testing

/// The Runner's loop: stepping at a scene's rate, idling, too-small screens, exits and effects.
@Suite struct RunnerHeadlessTests {
  // MARK: - Stepping and idling

  @Test(arguments: [60.0, 30.0])
  func gameIsSteppedAtItsRateWhileTimePasses(rate: Double) throws {
    let session = ArcadeSession(
      games: [CounterGameScene.entry(stepsPerSecond: rate)], script: [press(.enter), .wait(1.0)])
    #expect(session.run() == .hangup)
    let steps = try #require(ScreenReading.counterSteps(session.screen))
    #expect(abs(steps - Int(rate)) <= 1, "\(steps) steps in one second at \(rate) Hz")
    #expect(abs(session.clock.current - 1.0) < 1e-9)
    // Only the read on the menu blocked; while the game animates every read has a timeout.
    #expect(session.terminal.blockingReads == 1)
  }

  @Test func idleMenuBlocksWithNoTimeoutAndDrawsNothingNew() {
    let session = ArcadeSession(script: [press(.down), .wait(5), press(.down)])
    _ = session.run()
    #expect(session.terminal.blockingReads == 3)
    #expect(session.terminal.presented.count == 3)
    #expect(session.clock.current == 5)
  }

  // MARK: - Small terminals

  @Test func tooSmallTerminalShowsTheNeedAndPausesTheGameUntilItGrows() throws {
    let session = ArcadeSession(
      games: [CounterGameScene.entry()],
      script: [
        press(.enter), .wait(1.0), resize(20, 6), .wait(1.0), resize(80, 24), type("x"), .wait(0.5),
        type("q"), type("q"),
      ])
    #expect(session.run() == .quit)
    let presented = session.terminal.presented
    let small = presented.indices.filter { presented[$0].size == Size(width: 20, height: 6) }
    let first = try #require(small.first)
    let last = try #require(small.last)
    let message = ScreenReading.words(presented[first].lines())
    #expect(message.contains("Terminal too small: need 40×12, have 20×6"), "\(message)")
    #expect(ScreenReading.counterSteps(presented[first].lines()) == nil)

    let beforeSmall = try #require(presented[..<first].compactMap { ScreenReading.counterSteps($0.lines()) }.last)
    let afterSmall = presented[(last + 1)...].compactMap { ScreenReading.counterSteps($0.lines()) }
    let resumedAt = try #require(afterSmall.first)
    let finalCount = try #require(afterSmall.last)
    #expect(abs(beforeSmall - 60) <= 1)
    #expect(resumedAt == beforeSmall, "the game moved while the terminal was too small")
    #expect(abs(finalCount - beforeSmall - 30) <= 1, "the game did not continue after the resize")
  }

  @Test func shrinkingBelowTheGameShowsTooSmallAtOnceNotThePausePanelAndGrowingBackShowsThePause() throws {
    let session = ArcadeSession(
      games: [CounterGameScene.entry()],
      script: [
        press(.enter), .wait(1.0), resize(30, 10), .wait(0.5), type("x"), .wait(0.5), resize(80, 24),
        .wait(0.5), type("x"), .wait(0.5), type("q"), type("q"),
      ])
    #expect(session.run() == .quit)
    let presented = session.terminal.presented
    let small = presented.indices.filter { presented[$0].size == Size(width: 30, height: 10) }
    let first = try #require(small.first)
    let last = try #require(small.last)
    for index in small {
      let words = ScreenReading.words(presented[index].lines())
      #expect(words.contains("need 40×12, have 30×10"), "frame \(index): \(words)")
      #expect(!words.contains("Paused"), "frame \(index) shows the pause panel over the small screen")
    }
    // A key while too small is not seen: the game is still paused once the window grows back.
    let grown = try #require(presented.indices.first { $0 > last })
    let pausedScreen = ScreenReading.words(presented[grown].lines())
    #expect(pausedScreen.contains("Paused"), "\(pausedScreen)")
    let beforeSmall = try #require(presented[..<first].compactMap { ScreenReading.counterSteps($0.lines()) }.last)
    let pausedAt = try #require(ScreenReading.counterSteps(presented[grown].lines()))
    #expect(abs(pausedAt - beforeSmall) <= 1, "the game moved while paused: \(beforeSmall) then \(pausedAt)")
    // A key closes the pause panel and the game goes on.
    let resumed = presented[(grown + 1)...].compactMap { ScreenReading.counterSteps($0.lines()) }
    #expect((resumed.last ?? 0) > beforeSmall + 20)
  }

  // MARK: - Interruptions

  @Test(arguments: [
    (InputEvent.resize(Size(width: 90, height: 30)), "The terminal changed size"), (.resumed, "Welcome back"),
  ])
  func aMovingGameIsPausedWhenTheTerminalWasResizedOrResumed(event: InputEvent, reason: String) throws {
    let session = ArcadeSession(
      games: [CounterGameScene.entry()],
      script: [press(.enter), .wait(0.5), .event(event), .wait(0.5), type("x"), .wait(0.5), type("q"), type("q")])
    #expect(session.run() == .quit)
    let frames = session.terminal.presented.map { ScreenReading.words($0.lines()) }
    let paused = try #require(frames.firstIndex { $0.contains("Paused") })
    #expect(frames[paused].contains(reason))
    let steps = session.terminal.presented.compactMap { ScreenReading.counterSteps($0.lines()) }
    #expect(abs((steps.last ?? 0) - 60) <= 2, "half a second before the pause and half after: \(steps)")
  }

  @Test func aStillScreenIsNotPausedByAResize() {
    let session = ArcadeSession(script: [press(.down), resize(90, 30), press(.down)])
    _ = session.run()
    #expect(!session.terminal.presented.contains { ScreenReading.shows($0.lines(), "Paused") })
    #expect(session.runner.depth == 1)
  }

  @Test func tinyTerminalShowsTheMessageWithoutTrapping() throws {
    for (width, height) in [(10, 4), (1, 1), (0, 0), (39, 11)] {
      let session = ArcadeSession(
        size: Size(width: width, height: height), script: [press(.down), resize(width, height)])
      #expect(session.run() == .hangup)
      let screen = try #require(session.terminal.screen)
      #expect(screen.size == Size(width: width, height: height))
      #expect(!ScreenReading.shows(screen.lines(), "Settings"))
      if width >= 20 {
        #expect(ScreenReading.words(screen.lines()).contains("need 40×12, have \(width)×\(height)"))
      }
    }
  }

  // MARK: - Exits

  @Test(arguments: [(Int32(15), Int32(143)), (2, 130), (1, 129)])
  func terminationSignalEndsTheRunWith128PlusTheSignal(signal: Int32, status: Int32) {
    let session = ArcadeSession(
      games: [CounterGameScene.entry()], script: [press(.enter), .wait(0.25), .signal(signal), type("q")])
    let outcome = session.run()
    #expect(outcome == .terminated(signal: signal))
    #expect(outcome.exitStatus == status)
  }

  @Test func hangupEndsTheRunWith129() {
    let session = ArcadeSession(script: [press(.down), .hangup, type("q")])
    let outcome = session.run()
    #expect(outcome == .hangup)
    #expect(outcome.exitStatus == 129)
  }

  // MARK: - Effects

  @Test(arguments: SoundMode.allCases)
  func soundReachesTheTerminalOnlyWhenSoundsAreOn(mode: SoundMode) {
    let session = ArcadeSession(
      games: [CounterGameScene.entry()], settings: DisplaySettings(sound: mode),
      script: [press(.enter), type("b"), .wait(0.5), type("b")])
    _ = session.run()
    #expect(session.terminal.cues == (mode == .off ? [] : [mode, mode]))
  }

  @Test func writeFileIsCarriedOutAndItsResultComesBackAsAnEvent() throws {
    let log = ResultLog()
    let session = ArcadeSession(games: [CounterGameScene.entry(log: log)], script: [press(.enter), type("w")])
    _ = session.run()
    let writes = session.recorder.writtenFiles
    try #require(writes.count == 1)
    #expect(writes[0].path == CounterGameScene.writePath)
    #expect(writes[0].contents == "steps 0")
    #expect(log.results == [.fileWritten(path: CounterGameScene.writePath)])
  }
}
