import ArcadeKit
import BallsGame
import Levels

/// Shared fixtures: the shipped levels folder and small hand-made level lists.
enum TestLevels {
  /// The package's `Levels` folder, found from this file's path.
  static var builtInDirectory: String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/Levels"
  }

  /// A setup that reads the shipped levels.
  static func setup(seed: UInt64, level: String? = nil, autoplay: Bool = false) -> GameSetup {
    GameSetup(
      seed: seed, builtInLevelsDirectory: builtInDirectory, level: level, autoplay: autoplay)
  }

  /// A level list built in code: (balls, target) pairs numbered from 1. Their explosions turn
  /// at radius 30 (a level file may set its own), which keeps the scene snapshots small.
  static func list(_ numbers: [(balls: Int, target: Int)]) -> [BallsLevel] {
    numbers.enumerated().map { index, pair in
      BallsLevel(
        name: "Test \(index + 1)", balls: pair.balls, target: pair.target, explosionRadius: 30)
    }
  }
}
