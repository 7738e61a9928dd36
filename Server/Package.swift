// swift-tools-version: 6.1
import PackageDescription

// The arcade's server, `arcade-server` (which `arcade serve` runs): SSH, the board in SQLite or
// PostgreSQL, its log and metrics. It is a package of its own, as Benchmarks/ is, so that the
// arcade's build (the root package) neither resolves nor builds SwiftNIO, swift-crypto, GRDB and
// postgres-nio. Build it with `swift build -c release --package-path Server --product
// arcade-server`; `arcade serve` in a checkout finds it in Server/.build.
let package = Package(
  name: "arcade-server",
  products: [
    .executable(name: "arcade-server", targets: ["arcade-server"])
  ],
  dependencies: [
    .package(name: "arcade", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
    .package(url: "https://github.com/apple/swift-nio-ssh", from: "0.15.0"),
    .package(url: "https://github.com/apple/swift-crypto", "3.12.0"..<"5.0.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
  ],
  targets: [
    // MARK: - Server (arcade serve: SSH, one session per connection, identities, limits, the board)
    .target(
      name: "Server",
      dependencies: [
        .product(name: "ArcadeKit", package: "arcade"),
        .product(name: "Drawing", package: "arcade"),
        .product(name: "Replays", package: "arcade"),
        .product(name: "GameKit", package: "arcade"),
        .product(name: "Session", package: "arcade"),
        .product(name: "Launcher", package: "arcade"),
        .product(name: "Scores", package: "arcade"),
        .product(name: "FileSystem", package: "arcade"),
        .product(name: "TerminalWire", package: "arcade"),
        .product(name: "TerminalCurses", package: "arcade"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOSSH", package: "swift-nio-ssh"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "Prometheus", package: "swift-prometheus"),
      ]),
    // A player over SSH in-process (swift-nio-ssh's client): the server's tests and its benchmark.
    .target(
      name: "SSHPlayer",
      dependencies: [
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOSSH", package: "swift-nio-ssh"),
        .product(name: "Crypto", package: "swift-crypto"),
      ]),
    .testTarget(
      name: "ServerTests",
      dependencies: [
        "Server", "SSHPlayer",
        .product(name: "Catalog", package: "arcade"),
        .product(name: "ArcadeKit", package: "arcade"),
        .product(name: "Drawing", package: "arcade"),
        .product(name: "Replays", package: "arcade"),
        .product(name: "Launcher", package: "arcade"),
        .product(name: "Scores", package: "arcade"),
        .product(name: "Session", package: "arcade"),
        .product(name: "TerminalWire", package: "arcade"),
        .product(name: "TestSupport", package: "arcade"),
        // Runs ssh-keygen and ssh-keyscan, which read the host key as OpenSSH does.
        .product(name: "EndToEndSupport", package: "arcade"),
        .product(name: "BallsGame", package: "arcade"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOSSH", package: "swift-nio-ssh"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    // The server's own executable, one static file in release builds on Linux (the Swift runtime,
    // the full Foundation, SQLite, BoringSSL and libc linked in): it runs from an empty root.
    .executableTarget(
      name: "arcade-server",
      dependencies: [
        "Server",
        .product(name: "Catalog", package: "arcade"),
        .product(name: "Launcher", package: "arcade"),
        .product(name: "Levels", package: "arcade"),
        .product(name: "FileSystem", package: "arcade"),
        .product(name: "CProcessStart", package: "arcade"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-executable",
            // The full Foundation's static libraries, which autolink names only in part: in a group,
            // so their references to one another resolve whatever the order.
            "-Xlinker", "--start-group", "-lFoundation", "-lCoreFoundation", "-l_FoundationICU",
            "-lFoundationInternationalization", "-lFoundationEssentials", "-l_FoundationCollections",
            "-l_FoundationCShims", "-lswiftDispatch", "-ldispatch", "-lBlocksRuntime", "-lstdc++", "-lm",
            "-Xlinker", "--end-group",
          ], .when(platforms: [.linux], configuration: .release))
      ]),

    // The server's benchmark (scripts/bench-serve): arcade-server in its own process, N players in this one.
    .executableTarget(
      name: "serve-bench", dependencies: ["SSHPlayer", .product(name: "NIOPosix", package: "swift-nio")]),

    // MARK: - End to end (the built arcade and arcade-server under tmux, the real ssh, PostgreSQL)
    .testTarget(
      name: "ServerEndToEndTests",
      dependencies: ["arcade-server", .product(name: "EndToEndSupport", package: "arcade")]),
  ]
)
