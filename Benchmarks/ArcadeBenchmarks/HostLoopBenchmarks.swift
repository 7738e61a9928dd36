import ArcadeKit
import Benchmark
import Drawing
import Session
import TerminalWire

// MARK: - HostLoopBenchmarks

/// One frame of a game as a host runs it: one iteration lets a frame's time pass on a
/// `SessionDriver` (1/30 s: the steps due, the frame drawn and encoded) and takes every task it
/// hands out. What the scene's own benchmark (`SceneBenchmarks`) leaves out is here: the
/// session's output, the stack, the stepping and the driver. A host that allocates nothing of
/// its own (`LocalHost`) allocates per frame what this does; `scripts/frame-allocs` checks the
/// shipped binary.
enum HostLoopBenchmarks {
  /// The driver between iterations: held by a class so each iteration works on it in place.
  final class Host {
    var driver: SessionDriver
    var time = 0.0

    init(_ scene: some Scene) {
      let wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil)
      driver = SessionDriver(
        ArcadeSession(root: scene, wire: wire, size: Size(width: 80, height: 24), settings: DisplaySettings(), at: 0))
      driver.start(at: 0)
      driver.receive(Array("\u{1B}[?62c".utf8), at: 0)
      _ = takeTasks()
    }

    /// Takes every task; returns the bytes written.
    func takeTasks() -> Int {
      var written = 0
      while let task = driver.next() {
        if case .write(let bytes) = task { written += bytes.count }
      }
      return written
    }
  }

  /// Registers the benchmark.
  static func register() {
    var host: Host?
    Benchmark(
      "Maze level 1 through the session driver: frame",
      configuration: Benchmark.Configuration(timeUnits: .nanoseconds),
      closure: { benchmark in
        guard let host else { return benchmark.error("the session was not set up") }
        host.time += 1.0 / 30
        host.driver.advance(to: host.time)
        blackHole(host.takeTasks())
      },
      setup: { host = Host(try SteadyScenes.maze(level: 1)) },
      teardown: { host = nil })
  }
}
