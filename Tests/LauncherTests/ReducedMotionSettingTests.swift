import ArcadeKit
import Drawing
import Session
import TerminalWire
import TestSupport
import Testing

@testable import Launcher

/// `reduced-motion`: no flashes. Changed on the Settings screen's Motion row (kept in the file:
/// `OnOffSettingFileTests`), handed to every scene's canvas (`Capabilities.reducedMotion`), and
/// a "flash" sound rings the bell instead.
@Suite struct ReducedMotionSettingTests {
  @Test func theMotionRowTurnsItOnAndOff() {
    var screen = SceneDriver(SettingsScene(settings: DisplaySettings()))
    screen.press(.down, .down, .down, .down, .enter, .right)
    #expect(SettingsBackgroundTests.applied(screen.commands).map(\.reducedMotion) == [true, false])
    #expect(TextSnapshot.contains(screen.render(Size(width: 60, height: 16)), "Motion        ← full →"))
  }

  @Test func theCanvasIsToldAndAFlashSoundRingsTheBellInstead() {
    /// Rings on `b`; writes on its screen whether its canvas says reduced motion.
    struct Ringer: Scene {
      mutating func handle(_ event: InputEvent) -> [Command] {
        event == .key(.character("b")) ? [.perform(.sound)] : []
      }
      func render(into canvas: inout Canvas) {
        canvas.text(canvas.capabilities.reducedMotion ? "still" : "moving", x: 0, y: 0)
      }
    }
    for reduced in [false, true] {
      let wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil)
      var driver = SessionDriver(
        Session.ArcadeSession(
          root: Ringer(), wire: wire, size: Size(width: 40, height: 12),
          settings: DisplaySettings(sound: .flash, reducedMotion: reduced), at: 0))
      driver.start(at: 0)
      while driver.next() != nil {}
      driver.receive(Array("b".utf8), at: 1)
      var cues: [SoundMode] = []
      while let task = driver.next() { if case .sound(let cue) = task { cues.append(cue) } }
      #expect(cues == [reduced ? .bell : .flash])
      #expect(driver.session.screen.map { TextSnapshot.contains($0, reduced ? "still" : "moving") } == true)
    }
  }
}
