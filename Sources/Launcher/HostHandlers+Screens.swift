import ArcadeKit
import GameKit

extension HostHandlers {
  /// Makes the screens that need only the registered games: a game with its own factory
  /// (`OpenGame`), a replay of one of `registry`'s games (`OpenReplay`), and attract mode with
  /// the computer playing (`OpenDemo`, no best replays). A host with boards and a daily log
  /// registers those too, and its own attract mode over this one.
  public mutating func registerScreens(of registry: GameRegistry) {
    registerScreen(OpenGame.self) { request, _ in try request.start.makeScene() }
    registerScreen(OpenReplay.self) { request, settings in
      ReplayScene(
        player: try registry.player(for: request.replay), caption: request.caption, global: settings.keys.global)
    }
    registerScreen(OpenDemo.self) { request, _ in DemoScene.make(registry: registry, setup: request.setup, best: []) }
  }

  /// A host that plays the games and keeps nothing (tests, `SessionEffects.none`): no replays,
  /// no score file, no boards, no daily log; a game plays with its own factory.
  public static var keepingNothing: HostHandlers {
    var handlers = HostHandlers.keepingNoReplays
    handlers.registerNoScoreFile()
    handlers.registerScreens(of: GameRegistry([]))
    return handlers
  }
}
