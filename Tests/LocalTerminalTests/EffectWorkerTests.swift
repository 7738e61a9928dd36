import ArcadeKit
import Dispatch
import Drawing
import Launcher
import LocalTerminal
import Session
import TerminalWire
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Before: the local host saved a score on its loop, so a save into an 8 MiB store froze the
/// game for seconds. The host hands the score file's work to `EffectWorker` and steps on; the
/// answer comes back to the scene that asked when the save is done.
@Suite struct EffectWorkerTests {
  /// What the scene saw, kept outside it (the session owns the scene).
  final class Probe: @unchecked Sendable {
    var steps = 0
    var results: [EffectResult] = []
  }

  /// A game that asks the score file to save on its first step and counts every step after.
  struct SavingScene: Scene {
    let probe: Probe
    var isAnimating: Bool { true }

    mutating func step() -> [Command] {
      probe.steps += 1
      guard probe.steps == 1 else { return [] }
      let submission = ScoreSubmission(game: "maze", board: "maze", boardTitle: "Maze", score: 7, seed: 1)
      return [.ask(SaveScore(submission, keepWhenBusy: false, waited: 0))]
    }

    mutating func handle(_ event: InputEvent) -> [Command] {
      if case .effect(let result) = event { probe.results.append(result) }
      return []
    }

    func render(into canvas: inout Canvas) {
      canvas.text("steps \(probe.steps)", x: 0, y: 0)
    }
  }

  /// The saved answer the test's score file gives.
  static let answer = ScoreSave(.failed(reason: "the test's answer"))
  /// That answer as the scene that asked gets it.
  static let saved = EffectResult.reply(RequestReply(to: SaveScore.self, answer))

  /// Carries out the driver's effects as `LocalHost` does, through the worker.
  static func carryOut(_ driver: inout SessionDriver, _ worker: EffectWorker, at time: Double) {
    while let task = driver.next() {
      if case .effect(let asked) = task, let replies = worker.carryOut(asked, network: nil) {
        driver.deliver(replies, to: asked.requester, at: time)
      }
    }
  }

  @Test func theLoopKeepsSteppingWhileASaveIsUnderWayAndTheAnswerReachesTheSceneThatAsked() throws {
    // The save waits for the test to let it go: as long as it likes, with no clock involved.
    let gate = DispatchSemaphore(value: 0)
    var handlers = HostHandlers()
    handlers.register(SaveScore.self) { _ in
      // Were the save done on the loop, the loop would stop here: after a while the save gives
      // up waiting and answers, so that this test fails (below) rather than hangs.
      _ = gate.wait(timeout: .now() + 20)
      return Self.answer
    }
    handlers.registerScreens(of: GameRegistry([]))
    let effects = SessionEffects(
      writeFile: { path, _ in .fileWriteFailed(path: path, message: "no files here") }, submitScore: { _ in [] },
      keepScore: { _ in }, saveSettings: { _, _ in nil }, handlers: handlers)
    let worker = EffectWorker(effects: effects)
    defer { worker.shutDown() }
    let probe = Probe()
    var driver = SessionDriver(
      ArcadeSession(
        root: SavingScene(probe: probe),
        wire: TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil),
        size: Size(width: 80, height: 24), settings: DisplaySettings(), at: 0))
    driver.start(at: 0)
    Self.carryOut(&driver, worker, at: 0)
    // The first step asks for the save; the loop goes on for two seconds of steps meanwhile.
    for tenth in 1...20 {
      let time = Double(tenth) / 10
      driver.advance(to: time)
      Self.carryOut(&driver, worker, at: time)
    }
    #expect(probe.steps == 120)
    #expect(probe.results == [])
    // (Were it not under way, nothing would ever wake the poll below.)
    try #require(worker.isBusy)
    #expect(worker.takeFinished().isEmpty)

    gate.signal()
    // The worker wakes the loop's poll when the answer is ready (no time limit: it comes).
    var ready = pollfd(fd: worker.wakeDescriptor, events: Int16(POLLIN), revents: 0)
    #expect(poll(&ready, 1, -1) == 1)
    for (asked, replies) in worker.takeFinished() { driver.deliver(replies, to: asked.requester, at: 2) }
    Self.carryOut(&driver, worker, at: 2)
    #expect(probe.results == [Self.saved])
    #expect(!worker.isBusy)
  }

  /// Only the score file's check and save of a session that goes on are taken off the loop: a
  /// closing session's score is kept at once (saved as the arcade exits), and every other
  /// effect is answered at once as before.
  @Test func onlyTheScoreFilesWorkOfALiveSessionGoesOffTheLoop() {
    let submission = ScoreSubmission(game: "maze", board: "maze", boardTitle: "Maze", score: 7, seed: 1)
    let save = HostEffect.scene(.request(AskedRequest(SaveScore(submission, keepWhenBusy: false, waited: 0))))
    let check = HostEffect.scene(.request(AskedRequest(CheckScore(submission))))
    #expect(EffectWorker.runsOffTheLoop(SessionEffect(requester: 1, effect: save)))
    #expect(EffectWorker.runsOffTheLoop(SessionEffect(requester: 1, effect: check)))
    // Another module's request (the Daily screen's clock) is answered on the loop.
    #expect(
      !EffectWorker.runsOffTheLoop(SessionEffect(requester: 1, effect: .scene(.request(AskedRequest(ReadClock()))))))
    #expect(!EffectWorker.runsOffTheLoop(SessionEffect(requester: 1, effect: save, closing: true)))
    #expect(!EffectWorker.runsOffTheLoop(SessionEffect(requester: 1, effect: .scene(.submitScore(submission)))))
    #expect(
      !EffectWorker.runsOffTheLoop(SessionEffect(requester: 1, effect: .scene(.writeFile(path: "x", contents: "")))))
  }
}
