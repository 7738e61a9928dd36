import ArcadeKit
import Catalog
import Drawing
import FileSystem
import Launcher
import TestSupport
import Testing

/// A player who binds back to Ctrl-B and help to F5 (`[keys]`: `global.back = ctrl-b`,
/// `global.help = f5`) has them on every screen that answers them, shown in its hints, and Esc,
/// q and ? no longer do it there.
@Suite struct ReboundGlobalKeysTests {
  static let back = Key.control("b")
  static let help = Key.function(5)

  static let settings: DisplaySettings = {
    var settings = DisplaySettings()
    settings.keys = try! KeyBindings(lines: ["global.back = ctrl-b", "global.help = f5"], contexts: [.global])
    return settings
  }()

  static let registry = GameCatalog.registry(fileSystem: .inMemory())
  static let size = Size(width: 80, height: 24)

  /// Whether pressing `key` on `scene` opens a help screen or panel.
  static func opensHelp(_ key: Key, on scene: any Scene) -> Bool {
    var driver = SceneDriver(AnyScene(scene))
    driver.press(key)
    return driver.commands.contains {
      guard case .push(let pushed) = $0 else { return false }
      return pushed is HelpOverlayScene || pushed is HelpScene
    }
  }

  /// The screens the arcade makes for the fixtures' games, as its host registers them.
  static var makers: HostHandlers {
    var handlers = HostHandlers()
    handlers.registerScreens(of: ReplayFixtures.registry)
    return handlers
  }

  /// Every screen the player meets outside a game, made as the arcade makes it, with the
  /// player's settings.
  static func screens() throws -> [(name: String, scene: any Scene, hint: String)] {
    let replay = Replay(header: ReplayFixtures.mazeHeader(), events: [], steps: 600)
    let replayScene = try Self.makers.makeScreen(OpenReplay(replay, caption: "Ann"), settings: settings)
    return [
      (
        "menu", MenuScene(registry: registry, context: LaunchContext(), settings: settings, seed: 1),
        "Ctrl-B quit"
      ),
      ("help", HelpScene(registry: registry, keyBindings: settings.keys), "Ctrl-B: back"),
      ("settings", SettingsScene(settings: settings), "Ctrl-B back"),
      ("keys", KeysScene(settings: settings, contexts: registry.keyContexts), "Ctrl-B back"),
      ("high scores", HighScoresScene(pages: [], global: settings.keys.global), "Ctrl-B: back"),
      (
        "daily",
        DailyScene(
          registry: registry, today: DailyDate(secondsSinceEpoch: 1_795_564_800), secondsToNextDay: 60,
          book: DailyBook(log: DailyLog(), path: nil), keyBindings: settings.keys),
        "F5 help   Ctrl-B back"
      ),
      ("replay", replayScene, "Ctrl-B back"),
    ]
  }

  @Test func reboundBackLeavesEveryScreenAndTheOldKeysDoNot() throws {
    for (name, scene, _) in try Self.screens() {
      let driver = SceneDriver(AnyScene(scene))
      #expect(driver.leaves(on: Self.back), "\(name): Ctrl-B goes back")
      #expect(!driver.leaves(on: .escape), "\(name): Esc no longer goes back")
      #expect(!driver.leaves(on: .character("q")), "\(name): q no longer goes back")
    }
  }

  @Test func reboundHelpOpensHelpWhereAScreenHasIt() throws {
    for (name, scene, _) in try Self.screens() where ["menu", "daily", "replay"].contains(name) {
      #expect(Self.opensHelp(Self.help, on: scene), "\(name): F5 opens help")
      #expect(!Self.opensHelp(.character("?"), on: scene), "\(name): ? no longer opens help")
    }
  }

  @Test func everyScreenShowsTheKeysAsBound() throws {
    for (name, scene, hint) in try Self.screens() {
      let text = SceneDriver(AnyScene(scene)).text(Self.size)
      #expect(text.contains(hint), "\(name) shows \"\(hint)\":\n\(text)")
    }
  }

  @Test func theDefaultsStayEscAndQForBackAndQuestionMarkForHelp() throws {
    var defaults = DisplaySettings()
    defaults.keys = KeyBindings()
    let replay = Replay(header: ReplayFixtures.mazeHeader(), events: [], steps: 600)
    let scene = try Self.makers.makeScreen(OpenReplay(replay, caption: "Ann"), settings: defaults)
    let driver = SceneDriver(AnyScene(scene))
    #expect(driver.leaves(on: .escape))
    #expect(driver.leaves(on: .character("Q")))
    #expect(Self.opensHelp(.character("?"), on: scene))
    #expect(!driver.leaves(on: Self.back))
  }
}
