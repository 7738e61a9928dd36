import ArcadeKit
import Catalog
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

  /// Whether `commands` leave the screen (it pops itself, or quits the arcade from its root).
  static func leaves(_ commands: [Command]) -> Bool {
    commands.contains {
      switch $0 {
      case .pop, .quit: true
      default: false
      }
    }
  }

  /// Whether `commands` push a help screen or panel.
  static func opensHelp(_ commands: [Command]) -> Bool {
    commands.contains {
      guard case .push(let scene) = $0 else { return false }
      return scene is HelpOverlayScene || scene is HelpScene
    }
  }

  /// Presses `key` on a fresh copy of `scene`; returns what it asked.
  static func press(_ key: Key, on scene: some Scene) -> [Command] {
    var copy = scene
    return copy.handle(.key(key))
  }

  /// The screen's text at 80×24.
  static func text(of scene: some Scene) -> String {
    var canvas = Canvas(size: size)
    scene.render(into: &canvas)
    return canvas.lines().joined(separator: "\n")
  }

  /// Every screen the player meets outside a game, made as the arcade makes it, with the
  /// player's settings.
  static func screens() throws -> [(name: String, scene: any Scene, hint: String)] {
    let replay = Replay(header: ReplayFixtures.mazeHeader(), events: [], steps: 600)
    let replayScene = try SessionEffects.makeScene(
      .replay(replay, caption: "Ann"), settings: settings, registry: ReplayFixtures.registry)
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
      #expect(Self.leaves(Self.press(Self.back, on: scene)), "\(name): Ctrl-B goes back")
      #expect(!Self.leaves(Self.press(.escape, on: scene)), "\(name): Esc no longer goes back")
      #expect(!Self.leaves(Self.press(.character("q"), on: scene)), "\(name): q no longer goes back")
    }
  }

  @Test func reboundHelpOpensHelpWhereAScreenHasIt() throws {
    for (name, scene, _) in try Self.screens() where ["menu", "daily", "replay"].contains(name) {
      #expect(Self.opensHelp(Self.press(Self.help, on: scene)), "\(name): F5 opens help")
      #expect(!Self.opensHelp(Self.press(.character("?"), on: scene)), "\(name): ? no longer opens help")
    }
  }

  @Test func everyScreenShowsTheKeysAsBound() throws {
    for (name, scene, hint) in try Self.screens() {
      #expect(Self.text(of: scene).contains(hint), "\(name) shows \"\(hint)\":\n\(Self.text(of: scene))")
    }
  }

  @Test func theDefaultsStayEscAndQForBackAndQuestionMarkForHelp() throws {
    var defaults = DisplaySettings()
    defaults.keys = KeyBindings()
    let replay = Replay(header: ReplayFixtures.mazeHeader(), events: [], steps: 600)
    let scene = try SessionEffects.makeScene(
      .replay(replay, caption: "Ann"), settings: defaults, registry: ReplayFixtures.registry)
    #expect(Self.leaves(Self.press(.escape, on: scene)))
    #expect(Self.leaves(Self.press(.character("Q"), on: scene)))
    #expect(Self.opensHelp(Self.press(.character("?"), on: scene)))
    #expect(!Self.leaves(Self.press(Self.back, on: scene)))
  }
}
