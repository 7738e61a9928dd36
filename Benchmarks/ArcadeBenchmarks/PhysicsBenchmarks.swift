import Benchmark
import Physics

// MARK: - PhysicsBenchmarks

/// 10,000 circles stepped the way Balls steps its balls, in a dense field and in a sparse one:
/// moving them and rebuilding the grid, finding every overlapping pair, and 30 explosion queries.
/// One iteration is one step of the part named.
enum PhysicsBenchmarks {
  /// How many circles move.
  static let circleCount = 10_000

  /// A field of circles to step.
  struct Scenario {
    /// The name's prefix in the output.
    let name: String
    /// The field the circles move in.
    let field: WorldRect
  }

  /// The seed's small field, where every circle overlaps about a dozen others, and a field
  /// a hundred times larger, as sparse as a Balls level.
  static let scenarios = [
    Scenario(name: "Physics 10000 circles, dense 320x480", field: WorldRect(width: 320, height: 480)),
    Scenario(name: "Physics 10000 circles, sparse 3200x4800", field: WorldRect(width: 3200, height: 4800)),
  ]

  /// Registers the three parts of a step for each scenario.
  static func register() {
    for scenario in scenarios {
      measure("\(scenario.name): move + edge flip + rebuild", in: scenario) { circles, _ in
        circles.moveAndRebuild()
      }
      measure("\(scenario.name): all overlapping pairs", in: scenario) { circles, benchmark in
        circles.moveAndRebuild()
        benchmark.startMeasurement()
        blackHole(circles.findOverlappingPairs())
      }
      measure("\(scenario.name): 30 explosion queries", in: scenario) { circles, benchmark in
        circles.moveAndRebuild()
        benchmark.startMeasurement()
        blackHole(circles.queryExplosions())
      }
    }
  }

  /// One benchmark over a fresh set of circles; `iteration` measures what it wants of one step
  /// (all of it, or from its call to `startMeasurement()`).
  private static func measure(
    _ name: String, in scenario: Scenario, iteration: @escaping (MovingCircles, Benchmark) -> Void
  ) {
    var circles: MovingCircles?
    Benchmark(
      name,
      closure: { benchmark in
        guard let circles else { return benchmark.error("the circles were not set up") }
        iteration(circles, benchmark)
      },
      setup: {
        circles = MovingCircles(
          count: circleCount, field: scenario.field, radius: 4, explosionCount: 30, explosionRadius: 30)
      },
      teardown: { circles = nil })
  }
}
