import ArcadeKit
import Levels

// MARK: - Generated Balls levels

/// Balls levels made from a seed: 4 to 30 balls, as the shipped levels have, and a target from
/// a quarter of them up to a share that grows with the crowd (a denser field chains further): at
/// most half of 4 balls, all of 30.
extension BallsLevel: GeneratedLevel {
  public static let generatorVersion = 1

  /// The ball counts generated levels use (the shipped levels' range, the big bang aside).
  static let generatedBalls = 4...30

  public static func generated(seed: UInt64, name: String) -> BallsLevel {
    var random = SeededRandom(seed: seed)
    return firstChecked(
      name: name,
      { _ in
        let balls = random.int(in: generatedBalls)
        let percent = random.int(in: 25...generatedMostPercent(balls: balls))
        let target = max(1, (balls * percent + 50) / 100)
        return "game: \(game)\nname: \(name)\nballs: \(balls)\ntarget: \(target)\n"
      },
      fallback: { BallsLevel(name: name, balls: 8, target: 4) })
  }

  /// The largest share of `balls` a generated target asks for, in percent: 50 for 4 balls,
  /// rising evenly to 100 for 30.
  static func generatedMostPercent(balls: Int) -> Int {
    let span = generatedBalls.upperBound - generatedBalls.lowerBound
    return 50 + (min(max(balls, generatedBalls.lowerBound), generatedBalls.upperBound) - generatedBalls.lowerBound)
      * 50 / span
  }
}
