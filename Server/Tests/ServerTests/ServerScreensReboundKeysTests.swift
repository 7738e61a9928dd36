import ArcadeKit
import Drawing
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

  @Test func whoIsPlayingAndWatchingLiveLeaveOnTheBoundKeyOnly() {
    let global = Self.settings.keys.global
    let players = PlayersScene(
      players: [PlayersScene.Player(id: 2, name: "Ann", activity: "playing Maze")], viewer: 1,
      registry: GameRegistry([]), global: global)
    let watching = WatchLiveScene(player: 2, name: "Ann", registry: GameRegistry([]), global: global)
    for (name, scene) in [("players", players as any Scene), ("watching", watching)] {
      let driver = SceneDriver(AnyScene(scene))
      #expect(driver.leaves(on: .control("b")), "\(name): Ctrl-B goes back")
      #expect(!driver.leaves(on: .escape), "\(name): Esc no longer goes back")
      #expect(!driver.leaves(on: .character("q")), "\(name): q no longer goes back")
      #expect(driver.text(Self.size).contains("Ctrl-B: back"), "\(name):\n\(driver.text(Self.size))")
    }
  }

  @Test func theGlyphCardLeavesOnTheBoundKeyOnly() {
    let card = WelcomeScene(isGuest: true, settings: Self.settings) { _ in NoticeScene(title: "Menu", lines: []) }
    let driver = SceneDriver(card)
    #expect(driver.leaves(on: .control("b")))
    #expect(!driver.leaves(on: .character("q")))
    #expect(!driver.leaves(on: .escape))
  }
}
