import Benchmark

// MARK: - Registration

/// Registers every benchmark; package-benchmark's generated `main` calls this.
///
/// Each benchmark prints wall-clock percentiles (p50, p99, …) and the mallocs of one iteration.
/// Hardware instruction counts are left out: this machine's kernel does not expose them
/// (`perf stat -e instructions true` says "not supported").
func benchmarks() {
  Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal])
  PhysicsBenchmarks.register()
  BallsWorldBenchmarks.register()
  BallsAutoplayBenchmarks.register()
  SceneBenchmarks.register()
  IdleSessionBenchmarks.register()
  HostLoopBenchmarks.register()
}
