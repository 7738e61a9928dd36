import ArcadeKit
import Benchmark
import Catalog
import Drawing
import Glibc
import Launcher
import Session
import TerminalWire

// MARK: - IdleSessionBenchmarks

/// What a session costs while it waits at the menu: one iteration makes `sessionCount`
/// sessions (the menu with the catalog's games, on an 80×24 xterm-256color), starts each, answers
/// its start-up questions, and keeps them all. The figures a server would plan with are per
/// session (the scaling factor is the session count): the mallocs and bytes allocated to get
/// there, and the resident memory the process grew by. They are printed in the benchmark's
/// table, never checked.
enum IdleSessionBenchmarks {
  /// Registers the benchmark.
  static func register() {
    // A thousand sessions an iteration: enough that the per-session figures are not lost in
    // the allocator's rounding.
    let scaling = BenchmarkScalingFactor.kilo
    // The resident memory the process grew by, per session. Every iteration's sessions are kept
    // until the benchmark ends, so none reuses pages another freed, and no warm-up runs.
    let residentBytes = BenchmarkMetric.custom("resident bytes per session", useScalingFactor: false)
    let configuration = Benchmark.Configuration(
      metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, residentBytes],
      warmupIterations: 0, scalingFactor: scaling, maxDuration: .seconds(10), maxIterations: 3)
    var alive: [[ArcadeSession]] = []
    Benchmark(
      "Idle sessions at the menu (per session)", configuration: configuration,
      closure: { benchmark in
        let count = benchmark.scaledIterations.count
        let residentBefore = residentMemory()
        let sessions = makeIdleSessions(count: count)
        benchmark.stopMeasurement()
        let resident = (residentMemory() - residentBefore) / count
        benchmark.measurement(residentBytes, resident)
        alive.append(sessions)
      },
      teardown: { alive = [] })
  }

  /// `count` sessions started at the menu, their terminals' replies given, nothing more to do.
  static func makeIdleSessions(count: Int) -> [ArcadeSession] {
    let registry = GameCatalog.registry(fileSystem: .live)
    let settings = DisplaySettings()
    let reply = Array("\u{1B}[?62c".utf8)
    var sessions: [ArcadeSession] = []
    sessions.reserveCapacity(count)
    for index in 0..<count {
      let menu = MenuScene(registry: registry, context: LaunchContext(), settings: settings, seed: UInt64(index))
      let wire = TerminalWire(profile: .xterm256color, unicode: true, consoleFont: false, backgroundHint: nil)
      var session = ArcadeSession(
        root: menu, wire: wire, size: Size(width: 80, height: 24), settings: settings, at: 0)
      blackHole(session.start(at: 0).bytes.count)
      blackHole(session.receive(reply, at: 0.01).bytes.count)
      sessions.append(session)
    }
    return sessions
  }

  /// The process's resident memory in bytes (`/proc/self/statm`'s second field, in pages).
  private static func residentMemory() -> Int {
    let descriptor = open("/proc/self/statm", O_RDONLY)
    guard descriptor >= 0 else { return 0 }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return 0 }
    let fields = buffer[0..<count].split(separator: 0x20)
    guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
