import ArcadeKit
import Drawing
import Launcher
import Session
import TestSupport
import Testing

/// The Runner carries a scene's network requests out on its link, gives the link's events to
/// the scene that asked (not to whatever is on top), closes the link when that scene leaves,
/// and lets it say goodbye when the arcade closes.
@Suite struct RunnerNetworkTests {
  /// A network that records requests; a send is answered with the bytes 7 (an echo).
  final class RecordingLink: NetworkLink, @unchecked Sendable {
    var requests: [NetworkRequest] = []
    var queued: [NetworkEvent] = []
    func perform(_ request: NetworkRequest) -> [NetworkEvent] {
      requests.append(request)
      switch request {
      case .listen(let port): return [.listening(port: port, addresses: ["192.0.2.1"])]
      case .send: queued.append(.received([7]))
      default: break
      }
      return []
    }
    var hasPendingEvents: Bool { !queued.isEmpty }
    func service() -> [NetworkEvent] {
      defer { queued = [] }
      return queued
    }
  }

  /// A scene that listens on its first step and keeps what the network told it in `log`; P
  /// sends a byte and covers it with a panel, Esc leaves, and it says goodbye when the arcade
  /// closes.
  struct Listening: Scene {
    let log: ResultLog
    var begun = false
    var isAnimating: Bool { !begun }
    mutating func step() -> [Command] {
      begun = true
      return [.perform(.network(.listen(port: 0)))]
    }
    mutating func handle(_ event: InputEvent) -> [Command] {
      switch event {
      case .effect(.network(.closing)): return [.perform(.network(.send([0x62, 0x79, 0x65])))]
      case .effect(let result): log.record(result)
      case .key(.character("p")):
        return [.perform(.network(.send([9]))), .push(PauseOverlayScene())]
      case .key(.escape): return [.pop]
      default: break
      }
      return []
    }
    func render(into canvas: inout Canvas) { canvas.text("listening", x: 0, y: 0) }
  }

  /// A root that opens the listening scene over itself on its first step.
  struct Opener: Scene {
    var opened = false
    var isAnimating: Bool { !opened }
    mutating func step() -> [Command] {
      opened = true
      return [.push(Listening(log: ResultLog()))]
    }
    mutating func handle(_ event: InputEvent) -> [Command] { [] }
    func render(into canvas: inout Canvas) { canvas.text("menu", x: 0, y: 0) }
  }

  static func run(root: any Scene, _ script: [HeadlessTerminal.Scripted], link: RecordingLink) -> (
    SessionOutcome, HeadlessTerminal
  ) {
    let clock = ManualTime()
    let terminal = HeadlessTerminal(clock: clock, script: script)
    let runner = ScriptedHost(
      root: root, terminal: terminal, time: clock, settings: DisplaySettings(), effects: .none, network: link)
    return (runner.run(), terminal)
  }

  @Test func eventsReachTheSceneThatAskedEvenUnderAPanel() {
    let link = RecordingLink()
    let log = ResultLog()
    _ = Self.run(root: Listening(log: log), [.wait(0.1), press(.character("p")), .wait(0.1)], link: link)
    #expect(link.requests.prefix(2) == [.listen(port: 0), .send([9])])
    #expect(log.networkEvents.prefix(2) == [.listening(port: 0, addresses: ["192.0.2.1"]), .received([7])])
  }

  @Test func aSignalLetsTheSceneSayGoodbyeThenClosesTheNetwork() {
    let link = RecordingLink()
    let (outcome, _) = Self.run(root: Listening(log: ResultLog()), [.wait(0.1), .signal(15)], link: link)
    #expect(outcome == .terminated(signal: 15))
    #expect(link.requests == [.listen(port: 0), .send([0x62, 0x79, 0x65]), .close])
  }

  /// Leaving the stack, the scene has its last word (`.closing`: its goodbye), as when the
  /// arcade closes; then the network is closed, and nothing more is said at the end.
  @Test func leavingTheSceneSaysGoodbyeClosesTheNetworkAndSaysNoMore() {
    let link = RecordingLink()
    let (outcome, _) = Self.run(root: Opener(), [.wait(0.1), press(.escape), .wait(0.1), .signal(15)], link: link)
    #expect(outcome == .terminated(signal: 15))
    #expect(link.requests == [.listen(port: 0), .send([0x62, 0x79, 0x65]), .close, .close])
  }

  @Test func withoutANetworkARequestFailsWithASentence() {
    let clock = ManualTime()
    let terminal = HeadlessTerminal(clock: clock, script: [.wait(0.1)])
    let log = ResultLog()
    let runner = ScriptedHost(
      root: Listening(log: log), terminal: terminal, time: clock, settings: DisplaySettings(), effects: .none)
    _ = runner.run()
    #expect(log.results == [.network(.failed(message: "Network play is not available here."))])
  }
}
