import ArcadeKit
import BallsGame
import Benchmark

// MARK: - BallsWorldBenchmarks

/// The Balls simulation where it is heaviest, the 2000-ball "big bang": one update of plain
/// motion, one update of the chain reaction (all its updates, over and over, so p50 and p99 are
/// those of a whole reaction), and the AI planning a shot for 30 and for 2000 balls.
enum BallsWorldBenchmarks {
  /// The balls of the big-bang level.
  static let ballCount = 2000
  /// The layout's seed.
  static let seed: UInt64 = 1

  /// Registers the world updates and the AI's plans.
  static func register() {
    measureUpdates("Balls world 2000 balls: motion update", firesAtCentre: false)
    measureUpdates("Balls world 2000 balls: chain reaction update", firesAtCentre: true)
    for count in [30, ballCount] {
      measurePlan("Balls AI plan, \(count) balls", ballCount: count)
    }
  }

  /// One iteration is one `BallsWorld.update()`; an ended chain is set off again unmeasured.
  private static func measureUpdates(_ name: String, firesAtCentre: Bool) {
    var run: BallsWorldRun?
    Benchmark(
      name,
      closure: { benchmark in
        guard let run else { return benchmark.error("the world was not set up") }
        run.restartIfEnded()
        benchmark.startMeasurement()
        run.update()
      },
      setup: { run = BallsWorldRun(ballCount: ballCount, seed: seed, firesAtCentre: firesAtCentre) },
      teardown: { run = nil })
  }

  /// One iteration is one `BallsPilot.plan` for a fresh level of `ballCount` balls.
  private static func measurePlan(_ name: String, ballCount: Int) {
    var world: BallsWorld?
    Benchmark(
      name,
      closure: { benchmark in
        guard let world else { return benchmark.error("the world was not set up") }
        blackHole(BallsPilot.plan(for: world, cursor: world.field.center))
      },
      setup: {
        var random = SeededRandom(seed: seed)
        world = BallsWorld(
          balls: BallsWorld.randomBalls(count: ballCount, in: BallsWorld.standardField, random: &random))
      },
      teardown: { world = nil })
  }
}
