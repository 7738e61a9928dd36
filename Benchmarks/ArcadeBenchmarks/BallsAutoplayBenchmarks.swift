import ArcadeKit
import BallsGame
import Benchmark

// MARK: - BallsAutoplayBenchmarks

/// How well the AI plays the shipped Balls levels: `BallsPilot.autoplayRemoved` over many
/// seeded layouts, once for each number of balls the levels use, with how many of those seeds
/// pass each level of that size. Figures of balance more than of speed, printed as custom
/// metrics; one iteration plays every seed once (and its wall clock is what that costs).
enum BallsAutoplayBenchmarks {
  /// Seeds played for a level of up to 200 balls.
  static let seeds = 200
  /// Seeds played for a bigger level (the 2000-ball one): a tenth, which says enough.
  static let seedsForCrowdedLevels = 20

  /// The shipped levels that share a number of balls and an explosion size (so the same seeds
  /// give the same results for all of them).
  struct LevelsOfOneSize {
    let balls: Int
    let explosionRadius: Int
    /// (level number, target) of each level of this size.
    var targets: [(number: Int, target: Int)]
  }

  /// Registers one benchmark for each size of shipped level.
  static func register() {
    let levels: [BallsLevel]
    do {
      let setup = GameSetup(seed: 1, builtInLevelsDirectory: ShippedLevels.directory)
      levels = try BallsScene(setup: setup, levels: .live).levels
    } catch {
      Benchmark("Balls autoplay") { $0.error("cannot read the shipped Balls levels: \(error)") }
      return
    }
    for size in sizes(of: levels) { measure(size) }
  }

  /// The levels grouped by size, in the order they first appear.
  private static func sizes(of levels: [BallsLevel]) -> [LevelsOfOneSize] {
    var sizes: [LevelsOfOneSize] = []
    for (place, level) in levels.enumerated() {
      let number = place + 1
      if let index = sizes.firstIndex(where: {
        $0.balls == level.balls && $0.explosionRadius == level.explosionRadius
      }) {
        sizes[index].targets.append((number, level.target))
      } else {
        sizes.append(
          LevelsOfOneSize(
            balls: level.balls, explosionRadius: level.explosionRadius,
            targets: [(number, level.target)]))
      }
    }
    return sizes
  }

  /// Plays every seed of one size and reports the fewest and mean removed and each level's passes.
  private static func measure(_ size: LevelsOfOneSize) {
    let seedCount = size.balls > 200 ? seedsForCrowdedLevels : seeds
    let fewest = countMetric(named: "autoplay: fewest removed")
    let mean = countMetric(named: "autoplay: mean removed")
    let passes = size.targets.map { level in
      countMetric(named: "autoplay: level \(level.number) passed (target \(level.target), of \(seedCount) seeds)")
    }
    let levelNumbers = size.targets.map { String($0.number) }.joined(separator: ", ")
    Benchmark(
      "Balls autoplay, \(size.balls) balls (level \(levelNumbers)), \(seedCount) seeds",
      configuration: .init(
        metrics: [.wallClock, fewest, mean] + passes, warmupIterations: 0, maxIterations: 1)
    ) { benchmark in
      var removed: [Int] = []
      for seed in 0..<UInt64(seedCount) {
        var random = SeededRandom(seed: seed)
        let world = BallsWorld(
          balls: BallsWorld.randomBalls(count: size.balls, in: BallsWorld.standardField, random: &random),
          maxExplosionRadius: Double(size.explosionRadius))
        removed.append(BallsPilot.autoplayRemoved(world))
      }
      benchmark.measurement(fewest, removed.min() ?? 0)
      benchmark.measurement(mean, Int((Double(removed.reduce(0, +)) / Double(seedCount)).rounded()))
      for (metric, level) in zip(passes, size.targets) {
        benchmark.measurement(metric, removed.filter { $0 >= level.target }.count)
      }
    }
  }

  /// A custom metric that is a plain count, the same for the whole run (more is better).
  private static func countMetric(named name: String) -> BenchmarkMetric {
    .custom(name, polarity: .prefersLarger, useScalingFactor: false)
  }
}
