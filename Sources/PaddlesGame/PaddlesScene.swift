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
