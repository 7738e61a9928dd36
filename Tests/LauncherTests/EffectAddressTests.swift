import ArcadeKit
import Drawing
import GameKit
import Launcher
import Session
import TestSupport
import Testing

/// Effects run at the edge and their results go back to the scene that asked, wherever it is.
@Suite struct EffectAddressTests {
  /// Asks for a file to be written and, in the same breath, shows a notice over itself.
  struct SaverUnderANotice: Scene {
    let log: ResultLog

    mutating func handle(_ event: InputEvent) -> [Command] {
      switch event {
      case .key(.character("s")):
        return [.push(NoticeScene(title: "Saving", lines: ["…"])), .perform(.writeFile(path: "/p", contents: "x"))]
      case .effect(let result):
        log.record(result)
        return []
      default:
        return []
      }
    }

    func render(into canvas: inout Canvas) {
      canvas.text("saver", x: 0, y: 0)
    }
  }

  @Test func aResultReachesTheSceneThatAskedNotTheNoticeOnTop() {
    let clock = ManualTime()
    let terminal = HeadlessTerminal(size: Size(width: 40, height: 12), clock: clock, script: [type("s"), type("x")])
    let log = ResultLog()
    let runner = ScriptedHost(
      root: SaverUnderANotice(log: log), terminal: terminal, time: clock, settings: DisplaySettings(),
      effects: EffectRecorder().effects)
    _ = runner.run()
    // The notice took the key after the result; the saver, shown again, heard the one result.
    #expect(log.results == [.fileWritten(path: "/p")])
    #expect(terminal.presented.last.map { ScreenReading.shows($0.lines(), "saver") } == true)
  }

  @Test func aGameThatCannotStartIsExplainedByTheMenu() throws {
    struct BrokenLevels: Error, CustomStringConvertible {
      var description: String { "levels/broken/01.level:3:7: expected a number" }
    }
    let broken = GameEntry(
      id: "broken", title: "Broken", summary: "never starts", keys: { _ in [] },
      makeScene: { _ in throw BrokenLevels() })
    let session = ArcadeSession(games: [broken], script: [press(.enter)])
    _ = session.run()
    #expect(ScreenReading.shows(session.screen, "Cannot start Broken"))
    #expect(ScreenReading.shows(session.screen, "levels/broken/01.level:3:7: expected a number"))
    #expect(session.runner.depth == 2)
  }
}
