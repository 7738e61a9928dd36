import ArcadeKit
import BallsGame
import TestSupport

extension SceneDriver where S == BallsScene {
  /// Starts the level shown with `key` and watches its balls until the cross-hair can fire
  /// (rules 3's look before the shot, `Balls.lookUpdates`).
  mutating func startLevelAndWatch(with key: Key = .enter) {
    press(key)
    step(Balls.lookUpdates)
  }
}
