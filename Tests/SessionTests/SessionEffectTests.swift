import ArcadeKit
import Drawing
import Launcher
import Session
import TerminalWire
import TestSupport
import Testing

/// The work a session hands its host, asserted as `SessionEffect` values, and the answers the
/// scene that asked receives, as `EffectResult` values.
@Suite struct SessionEffectTests {
  static let score = ScoreSubmission(game: "asker", board: "asker/one", boardTitle: "Asker", score: 42, seed: 7)

  /// L listens, S submits a score; it keeps every result in `log`, and hands its score over
  /// when the arcade closes.
  struct Asker: Scene {
    let log: ResultLog
    mutating func handle(_ event: InputEvent) -> [Command] {
      switch event {
      case .key(.character("l")): return [.perform(.network(.listen(port: 0)))]
      case .key(.character("s")): return [.perform(.submitScore(SessionEffectTests.score))]
      case .effect(let result): log.record(result)
      case .closing: return [.perform(.submitScore(SessionEffectTests.score))]
      default: break
      }
      return []
    }
    func render(into canvas: inout Canvas) { canvas.text("asker", x: 0, y: 0) }
  }

  static func started(_ log: ResultLog) -> ArcadeSession {
    let wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil)
    var session = ArcadeSession(
      root: Asker(log: log), wire: wire, size: Size(width: 40, height: 12), settings: DisplaySettings(), at: 0)
    _ = session.start(at: 0)
    _ = session.receive(Array("\u{1B}[?62c".utf8), at: 0)
    return session
  }

  @Test func aListenIsAskedOfTheHostAndItsAnswerReachesTheScene() throws {
    let log = ResultLog()
    var session = Self.started(log)
    let output = session.receive(Array("l".utf8), at: 1)
    try #require(output.effects.count == 1)
    let asked = output.effects[0]
    guard case .scene(.network(.listen(port: 0))) = asked.effect else {
      Issue.record("asked \(asked.effect)")
      return
    }
    #expect(asked.requester == 0 && !asked.closing)
    #expect(session.networkOwner == 0)
    #expect(log.results.isEmpty)
    let answer = SessionEffects.none.replies(to: asked, network: nil)
    for reply in answer { _ = session.deliver(reply, to: asked.requester, at: 1.1) }
    #expect(log.results == [.network(.failed(message: "Network play is not available here."))])
  }

  /// A screen the host makes for the session (`Effect.open`) is made under the settings in
  /// force when it was asked: the player's keys as they rebound them a moment ago.
  @Test func anEffectCarriesTheSettingsInForceWhenItWasAsked() throws {
    let log = ResultLog()
    var session = Self.started(log)
    let first = session.receive(Array("s".utf8), at: 1)
    try #require(first.effects.count == 1)
    #expect(first.effects[0].settings == DisplaySettings())
    var rebound = DisplaySettings()
    rebound.keys = try KeyBindings(lines: ["global.back = x"], contexts: [.global])
    _ = session.deliver(.commands([.perform(.applySettings(rebound))]), to: 0, at: 2)
    let second = session.receive(Array("s".utf8), at: 3)
    let submitted = second.effects.filter {
      if case .scene(.submitScore) = $0.effect { true } else { false }
    }
    try #require(submitted.count == 1)
    #expect(submitted[0].settings == rebound)
    #expect(submitted[0].settings.keys.global.action(for: .character("x")) == .back)
  }

  /// On closing the score is handed over again to be kept, and the session lets go of the
  /// network (the link itself is the host's: it closes it after the session's last output).
  @Test func aScoreIsHandedToTheHostAndKeptOnClosing() throws {
    let log = ResultLog()
    var session = Self.started(log)
    let submitted = session.receive(Array("s".utf8), at: 1).effects
    try #require(submitted.count == 1)
    guard case .scene(.submitScore(let score)) = submitted[0].effect else {
      Issue.record("asked \(submitted[0].effect)")
      return
    }
    #expect(score == Self.score && !submitted[0].closing)
    _ = session.receive(Array("l".utf8), at: 2)
    let closed = session.close(.hangup)
    #expect(closed.outcome == .hangup)
    try #require(closed.effects.count == 1)
    guard case .scene(.submitScore(let kept)) = closed.effects[0].effect else {
      Issue.record("asked \(closed.effects.map(\.effect))")
      return
    }
    #expect(kept == Self.score)
    #expect(closed.effects.allSatisfy { $0.closing })
    #expect(session.networkOwner == nil)
    let restore = TerminalModes(profile: .xterm256color).restoring(kittyPushed: false)
    #expect(closed.bytes.suffix(restore.count).elementsEqual(restore))
  }
}
