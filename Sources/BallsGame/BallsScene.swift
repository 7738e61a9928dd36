import ArcadeKit
import GameKit
import Levels

// MARK: - BallsScene

/// A game of Balls on screen: the kit's play scene over `Balls`.
public typealias BallsScene = PlayScene<Balls>

extension PlayScene where Game == Balls {
  /// A game over `levels` starting at `startIndex`; with `autoplay` the computer plays;
  /// `isOneTry` for the daily challenge's runs.
  public init(
    levels: [BallsLevel], startIndex: Int = 0, seed: UInt64, autoplay: Bool = false,
    keyBindings: KeyBindings = KeyBindings(), isOneTry: Bool = false
  ) {
    self.init(
      levels: levels, startIndex: startIndex, seed: seed, keyBindings: keyBindings, autoplay: autoplay,
      options: BallsOptions(isOneTry: isOneTry))
  }

  /// A game as the launcher sets it up: levels from the setup's folders or file.
  public init(setup: GameSetup, levels reader: LevelReader) throws {
    let loaded = try BallsLevelSource.load(setup, levels: reader)
    self.init(
      levels: loaded.levels, startIndex: loaded.start, seed: setup.seed, autoplay: setup.autoplay,
      keyBindings: setup.keyBindings)
  }
}
