// swift-tools-version: 6.1
import PackageDescription

// The arcade's benchmarks (package-benchmark), kept out of the root package so that `swift test`
// there neither resolves nor builds them. Run them with `scripts/bench`.
let package = Package(
  name: "ArcadeBenchmarks",
  dependencies: [
    .package(name: "arcade", path: ".."),
    // Only the malloc counters: the runtime interposer (ARC counts) is not needed here.
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // MARK: - Benchmarks (the plugin finds targets whose folder sits in a folder named Benchmarks)
    .executableTarget(
      name: "ArcadeBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ArcadeKit", package: "arcade"),
        .product(name: "Drawing", package: "arcade"),
        .product(name: "Physics", package: "arcade"),
        .product(name: "GameKit", package: "arcade"),
        .product(name: "BallsGame", package: "arcade"),
        .product(name: "PaddlesGame", package: "arcade"),
        .product(name: "MazeGame", package: "arcade"),
        .product(name: "HolesGame", package: "arcade"),
        .product(name: "LanderGame", package: "arcade"),
        .product(name: "PortalsGame", package: "arcade"),
        .product(name: "TerminalWire", package: "arcade"),
        .product(name: "Session", package: "arcade"),
        .product(name: "Launcher", package: "arcade"),
        // The games the arcade registers (GameCatalog), for the menu's benchmark.
        .product(name: "Catalog", package: "arcade"),
      ],
      path: "ArcadeBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ]
)
