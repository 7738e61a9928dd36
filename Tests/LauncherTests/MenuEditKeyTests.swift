import ArcadeKit
import Catalog
import Drawing
import GameKit
import Launcher
import TestSupport
import Testing

/// E on a game in the menu opens that game's editor on a new level, in every game; a server's
/// lobby offers no editor (nobody writes the server's files).
@Suite struct MenuEditKeyTests {
  /// The scene E opens on the menu's row `row`, if it asks to open one.
  static func opened(byEOnRow row: Int, lobby: Bool = false) throws -> (any Scene)? {
    var menu = SceneDriver(
      MenuScene(
        registry: PlayTestTabTests.registry, context: LaunchContext(), settings: DisplaySettings(), seed: 1,
        isServerLobby: lobby))
    for _ in 0..<row { menu.press(.down) }
    menu.clearCommands()
    menu.press(.character("e"))
    for opened in menu.commands.compactMap({ $0.opens(OpenGame.self) }) { return try opened.start.makeScene() }
    return nil
  }

  @Test(arguments: Array(PlayTestTabTests.registry.entries.indices))
  func eOnAGameOpensItsEditorOnANewLevel(row: Int) throws {
    let game = PlayTestTabTests.registry.entries[row].id
    let scene = try #require(try Self.opened(byEOnRow: row), "\(game): E opens a scene")
    var canvas = Canvas(size: PlayTestTabTests.size, capabilities: .minimal)
    scene.render(into: &canvas)
    let hint = canvas.lines().last ?? ""
    #expect(hint.contains("play") && hint.contains("save"), "\(game): the editor's hint line: \(hint)")
  }

  @Test func aServersLobbyOpensNoEditorAndItsHintOffersNone() throws {
    #expect(try Self.opened(byEOnRow: 0, lobby: true) == nil)
    let lobby = SceneDriver(
      MenuScene(
        registry: PlayTestTabTests.registry, context: LaunchContext(), settings: DisplaySettings(), seed: 1,
        isServerLobby: true))
    #expect(!(lobby.render(PlayTestTabTests.size).lines().last ?? "").contains("E edit"))
  }
}
