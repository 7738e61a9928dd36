import ArcadeKit
import Drawing
import PaddlesGame
import TerminalWire
import TestSupport
import Testing

@testable import Session

/// A paddle key shows on the screen in the very output that answers it (rules 3), whenever it
/// comes between two steps; under rules 2 that output changed nothing and the paddle waited for
/// the next step. A frame that changed nothing does not hold the next one back.
@Suite struct KeyAtOnceTests {
  /// A session of Paddles against the computer, serving, `steps` sixtieths of a second in.
  static func playing(rules: PaddlesRules) -> (session: ArcadeSession, screen: ANSIScreenModel) {
    var options = PaddlesOptions(seed: 7)
    options.rules = rules
    let wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil)
    var session = ArcadeSession(
      root: PaddlesScene(options: options), wire: wire, size: Size(width: 80, height: 24), settings: DisplaySettings(),
      at: 0)
    var screen = ANSIScreenModel(width: 80, height: 24)
    screen.feed(session.start(at: 0).bytes)
    screen.feed(session.receive(Array("\u{1B}[?62c".utf8), at: 0).bytes)
    screen.feed(session.receive(Array(" ".utf8), at: 0.01).bytes)  // Ready? → serve
    var time = 0.01
    while time < 1 {
      time += 1.0 / 240
      screen.feed(session.advance(to: time).bytes)
    }
    return (session, screen)
  }

  @Test(arguments: [0.001, 0.004, 0.009, 0.013, 0.016])
  func underRules3TheKeysOwnOutputShowsThePaddleMoved(phase: Double) {
    var (session, screen) = Self.playing(rules: .atOnce)
    let before = screen.lines()
    // The up arrow (player 1's paddle against the computer), `phase` after a step.
    let time = 1.0 + phase
    let output = session.receive(Array("\u{1B}[A".utf8), at: time)
    screen.feed(output.bytes)
    #expect(!output.bytes.isEmpty)
    #expect(screen.lines() != before, "the paddle moved in the output answering its key")
  }

  /// A tap 200 ms after another finds its paddle standing, waiting for a repeat that never
  /// came: it moves at once too.
  @Test func aSecondTapWhileThePaddleWaitsForARepeatActsAtOnce() {
    var (session, screen) = Self.playing(rules: .atOnce)
    screen.feed(session.receive(Array("\u{1B}[A".utf8), at: 1.004).bytes)
    var time = 1.004
    while time < 1.204 {
      time += 1.0 / 240
      screen.feed(session.advance(to: time).bytes)
    }
    let before = screen.lines()
    let output = session.receive(Array("\u{1B}[A".utf8), at: 1.209)
    screen.feed(output.bytes)
    #expect(screen.lines() != before, "the second tap moved the paddle in its own output")
  }

  @Test func underRules2TheKeysOwnOutputChangedNothing() {
    var (session, screen) = Self.playing(rules: .measured)
    let before = screen.lines()
    let output = session.receive(Array("\u{1B}[A".utf8), at: 1.004)
    screen.feed(output.bytes)
    #expect(screen.lines() == before, "rules 2: the paddle waits for its step")
  }
}

/// The frame pacer's count of frames drawn.
@Suite struct FramePacerTests {
  @Test func aFrameForInputThatChangedNothingDoesNotHoldTheNextBack() {
    var pacer = FramePacer(framesPerSecond: 30)
    pacer.noteFrame(at: 0, drawn: true)
    pacer.noteInput()
    #expect(pacer.frameDue(at: 0.010, animating: true), "input is drawn at once")
    pacer.noteFrame(at: 0.010, drawn: false)
    #expect(!pacer.frameDue(at: 0.030, animating: true))
    #expect(pacer.frameDue(at: 1.0 / 30, animating: true), "on the cadence of the last frame drawn, not 10 ms later")
  }

  @Test func pacedFramesDrawnLateStayOnTheirScheduleAndAPauseStartsItAgain() {
    var pacer = FramePacer(framesPerSecond: 30)
    pacer.noteFrame(at: 0, drawn: true)
    // Each frame drawn 0.7 ms after it was due: the schedule does not drift.
    for frame in 1...300 {
      let due = Double(frame) / 30
      #expect(!pacer.frameDue(at: due - 0.001, animating: true))
      pacer.noteFrame(at: due + 0.0007, drawn: true)
      #expect(abs(pacer.nextFrameTime - Double(frame + 1) / 30) < 1e-6, "frame \(frame)")
    }
    // Drawn a second late (the machine was busy): from now on.
    pacer.noteFrame(at: 12, drawn: true)
    #expect(abs(pacer.nextFrameTime - (12 + 1.0 / 30)) < 1e-9)
  }

  @Test func aPacedFrameThatChangedNothingStillKeepsTheCadence() {
    var pacer = FramePacer(framesPerSecond: 30)
    pacer.noteFrame(at: 0, drawn: true)
    pacer.noteFrame(at: 1.0 / 30, drawn: false)
    #expect(!pacer.frameDue(at: 1.5 / 30, animating: true), "no render at every wake of a still scene")
    #expect(pacer.frameDue(at: 2.0 / 30, animating: true))
  }
}
