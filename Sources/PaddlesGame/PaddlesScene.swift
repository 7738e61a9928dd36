import ArcadeKit
import GameKit
import Levels

// MARK: - PaddlesScene

/// A game of Paddles on one terminal: the kit's play scene over `Paddles`.
public typealias PaddlesScene = PlayScene<Paddles>

extension PlayScene where Game == Paddles {
  /// A game with `options` (from the menu, the command line or a replay), at "Ready?"; with
  /// `options.autoplay` the computer plays both sides.
  public init(options: PaddlesOptions) {
    self.init(
      levels: [options.arena.source], seed: options.seed, keyBindings: options.keyBindings,
      autoplay: options.autoplay, rulesVersion: options.rules.rawValue,
      options: PaddlesSettings(players: options.players, difficulty: options.difficulty, winScore: options.winScore))
  }
}

extension PlayScene where Game == Paddles {
  /// Hosts a network match of `options`' arena, seed and winning score on `port` (0: any free
  /// port), from the menu or `arcade host paddles`.
  public static func host(options: PaddlesOptions, port: Int, arcadeVersion: String = "") throws -> PaddlesScene {
    try host(
      level: options.arena.source, seed: options.seed,
      options: PaddlesSettings(players: 2, winScore: options.winScore), keyBindings: options.keyBindings, port: port,
      arcadeVersion: arcadeVersion)
  }
}
