import ArcadeKit
import Launcher
import Server
import TestSupport
import Testing

/// The server's own screens take back from the player's key map, as every screen does
/// (`SceneRulesTests`): bound to Ctrl-B, it leaves them and shows in their hints, and Esc and q
/// no longer do.
@Suite struct ServerScreensReboundKeysTests {
  static let settings: DisplaySettings = {
    var settings = DisplaySettings()
    settings.keys = try! KeyBindings(lines: ["global.back = ctrl-b"], contexts: [.global])
    return settings
  }()
  static let size = Size(width: 80, height: 24)

  static func leaves(_ commands: [Command]) -> Bool {
    commands.contains {
      switch $0 {
      case .pop, .quit: true
      default: false
      }
    }
  }

  static func press(_ key: Key, on scene: some Scene) -> [Command] {
    var copy = scene
    return copy.handle(.key(key))
  }

  static func text(of scene: some Scene) -> String {
    var canvas = Canvas(size: size)
    scene.render(into: &canvas)
    return canvas.lines().joined(separator: "\n")
  }

  @Test func whoIsPlayingAndWatchingLiveLeaveOnTheBoundKeyOnly() {
    let global = Self.settings.keys.global
    let players = PlayersScene(
      players: [PlayersScene.Player(id: 2, name: "Ann", activity: "playing Maze")], viewer: 1,
      registry: GameRegistry([]), global: global)
    let watching = WatchLiveScene(player: 2, name: "Ann", registry: GameRegistry([]), global: global)
    for (name, scene) in [("players", players as any Scene), ("watching", watching)] {
      #expect(Self.leaves(Self.press(.control("b"), on: scene)), "\(name): Ctrl-B goes back")
      #expect(!Self.leaves(Self.press(.escape, on: scene)), "\(name): Esc no longer goes back")
      #expect(!Self.leaves(Self.press(.character("q"), on: scene)), "\(name): q no longer goes back")
      #expect(Self.text(of: scene).contains("Ctrl-B: back"), "\(name):\n\(Self.text(of: scene))")
    }
  }

  @Test func theGlyphCardLeavesOnTheBoundKeyOnly() {
    let card = WelcomeScene(isGuest: true, settings: Self.settings) { _ in NoticeScene(title: "Menu", lines: []) }
    #expect(Self.leaves(Self.press(.control("b"), on: card)))
    #expect(!Self.leaves(Self.press(.character("q"), on: card)))
    #expect(!Self.leaves(Self.press(.escape, on: card)))
  }
}
