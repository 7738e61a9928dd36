import ArcadeKit
import Drawing
import Launcher
import Session
import TestSupport
import Testing

/// The session asks for key releases only while the scene on top wants them, and tells it.
@Suite struct KeyReleaseTests {
  /// A scene that wants releases and writes down what it heard.
  struct ReleaseWanting: Scene {
    var heard: [String] = []
    var wantsKeyReleases: Bool { true }
    var minimumSize: Size { Size(width: 20, height: 5) }
    mutating func handle(_ event: InputEvent) -> [Command] {
      switch event {
      case .keyReleasesReported(let on): heard.append("reported \(on)")
      case .keyRelease(let key): heard.append("release \(key)")
      case .key(.character("p")): return [.push(PauseOverlayScene())]
      case .key(let key): heard.append("press \(key)")
      default: break
      }
      return []
    }
    func render(into canvas: inout Canvas) { canvas.text(heard.joined(separator: ","), x: 0, y: 0) }
  }

  static func run(supported: Bool, script: [HeadlessTerminal.Scripted]) -> (HeadlessTerminal, String) {
    let clock = ManualTime()
    let terminal = HeadlessTerminal(size: Size(width: 120, height: 10), clock: clock, script: script)
    terminal.supportsKeyReleases = supported
    let runner = ScriptedHost(
      root: ReleaseWanting(), terminal: terminal, time: clock, settings: DisplaySettings(), effects: .none)
    _ = runner.run()
    return (terminal, terminal.screen?.lines().first ?? "")
  }

  @Test func sceneIsToldReleasesAreReportedAndReceivesThem() {
    let (terminal, line) = Self.run(
      supported: true, script: [press(.character("w")), .event(.keyRelease(.character("w")))])
    // On while the scene wants them; off again as the terminal is given back.
    #expect(terminal.keyReleaseRequests == [true, false])
    #expect(line.hasPrefix("reported true,press character(\"w\"),release character(\"w\")"))
  }

  @Test func terminalWithoutTheProtocolSaysSo() {
    let (_, line) = Self.run(supported: false, script: [])
    #expect(line.hasPrefix("reported false"))
  }

  @Test func anOverlayTurnsReleasesOffAndClosingItTurnsThemBackOn() {
    let (terminal, line) = Self.run(supported: true, script: [press(.character("p")), press(.character("x"))])
    #expect(terminal.keyReleaseRequests == [true, false, true, false])
    #expect(line.hasPrefix("reported true,reported true"))
  }
}
