import ArcadeKit
import Drawing
import TestSupport
import Testing

@testable import Launcher

/// The settings screen's Background row: auto (showing what was detected), dark, light.
@Suite struct SettingsBackgroundTests {
  /// The settings each change applied, in order.
  static func applied(_ commands: [Command]) -> [DisplaySettings] {
    commands.compactMap {
      if case .perform(.applySettings(let settings)) = $0 { return settings }
      return nil
    }
  }

  @Test func theBackgroundRowCyclesAutoDarkLightAndBack() {
    var screen = SceneDriver(SettingsScene(settings: DisplaySettings()))
    screen.press(.down, .down, .right, .right, .right, .left)
    #expect(Self.applied(screen.commands).map(\.background) == [.dark, .light, .auto, .light])
  }

  @Test func autoShowsWhatTheTerminalSaid() {
    let screen = SceneDriver(SettingsScene(settings: DisplaySettings()))
    let light = Capabilities(unicode: true, colorDepth: .full256, background: .light)
    #expect(TextSnapshot.contains(screen.render(Size(width: 60, height: 16), capabilities: light), "auto (light)"))
    #expect(TextSnapshot.contains(screen.render(Size(width: 60, height: 16)), "auto (dark)"))
  }

  @Test func aClickOnTheBackgroundRowChangesIt() {
    let size = Size(width: 60, height: 16)
    var screen = SceneDriver(SettingsScene(settings: DisplaySettings(background: .light)))
    screen.send(.mouse(MouseEvent(.press, x: 20, y: SettingsScene.firstRow(for: size) + 4, screen: size)))
    #expect(Self.applied(screen.commands).map(\.background) == [.auto])
  }
}
