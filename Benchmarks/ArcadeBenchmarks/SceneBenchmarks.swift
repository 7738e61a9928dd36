import ArcadeKit
import Benchmark

// MARK: - SceneBenchmarks

/// One step and one frame of each game's scene in steady state (`SteadyScenes`): one iteration
/// is one `step()`, or one frame (`SceneUnderTest.renderFrame`: drawn and encoded for the
/// terminal) after two unmeasured steps.
enum SceneBenchmarks {
  /// Registers a step and a frame benchmark for each game.
  static func register() {
    measure("Balls level 6 (30 balls)") { try SteadyScenes.balls(level: 6) }
    measure("Balls level 11 (2000 balls)") { try SteadyScenes.balls(level: 11) }
    measure("Paddles 1 player") { try SteadyScenes.paddles(level: 1) }
    measure("Maze level 1") { try SteadyScenes.maze(level: 1) }
    measure("Maze level 1 racing a ghost") { try SteadyScenes.mazeRacingAGhost(level: 1) }
    measure("Maze level 8, doors and gates") { try SteadyScenes.maze(level: 8) }
    measure("Holes table 1") { try SteadyScenes.holes(level: 1) }
    measure("Lander level 1") { try SteadyScenes.lander(level: 1) }
    measure("Portals level 1") { try SteadyScenes.portals(level: 1) }
  }

  /// "`game`: step" and "`game`: frame", each on its own scene from `makeScene`.
  private static func measure<S: Scene>(_ game: String, makeScene: @escaping () throws -> S) {
    // One unit for every step and frame, so that runs and games compare at a glance.
    let configuration = Benchmark.Configuration(timeUnits: .nanoseconds)
    var stepped: SceneUnderTest<S>?
    Benchmark(
      "\(game): step",
      configuration: configuration,
      closure: { benchmark in
        guard let stepped else { return benchmark.error("the scene was not set up") }
        stepped.step()
        benchmark.stopMeasurement()
        // A game that ended during the run would step for nothing: its figures would be wrong.
        if !stepped.scene.isAnimating { benchmark.error("\(game) stopped running during the benchmark") }
      },
      setup: { stepped = SceneUnderTest(try makeScene()) },
      teardown: { stepped = nil })

    var drawn: SceneUnderTest<S>?
    Benchmark(
      "\(game): frame",
      configuration: configuration,
      closure: { benchmark in
        guard let drawn else { return benchmark.error("the scene was not set up") }
        // The Runner draws a frame every other step (60 steps, 30 frames a second): step twice
        // unmeasured, so each frame has what a real one has to draw and to send.
        drawn.step()
        drawn.step()
        if !drawn.scene.isAnimating { return benchmark.error("\(game) stopped running during the benchmark") }
        benchmark.startMeasurement()
        drawn.renderFrame()
      },
      setup: { drawn = SceneUnderTest(try makeScene()) },
      teardown: { drawn = nil })
  }
}
