// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "arcade",
  products: [
    .executable(name: "arcade", targets: ["arcade"]),
    // The modules the benchmark package (Benchmarks/) and the server's package (Server/) import.
    .library(name: "Drawing", targets: ["Drawing"]),
    .library(name: "ArcadeKit", targets: ["ArcadeKit"]),
    .library(name: "Replays", targets: ["Replays"]),
    .library(name: "Physics", targets: ["Physics"]),
    .library(name: "GameKit", targets: ["GameKit"]),
    .library(name: "BallsGame", targets: ["BallsGame"]),
    .library(name: "PaddlesGame", targets: ["PaddlesGame"]),
    .library(name: "MazeGame", targets: ["MazeGame"]),
    .library(name: "HolesGame", targets: ["HolesGame"]),
    .library(name: "LanderGame", targets: ["LanderGame"]),
    .library(name: "PortalsGame", targets: ["PortalsGame"]),
    .library(name: "TerminalCurses", targets: ["TerminalCurses"]),
    .library(name: "TerminalWire", targets: ["TerminalWire"]),
    .library(name: "Session", targets: ["Session"]),
    .library(name: "Launcher", targets: ["Launcher"]),
    .library(name: "Scores", targets: ["Scores"]),
    .library(name: "FileSystem", targets: ["FileSystem"]),
    .library(name: "Levels", targets: ["Levels"]),
    .library(name: "Catalog", targets: ["Catalog"]),
    .library(name: "TestSupport", targets: ["TestSupport"]),
    .library(name: "EndToEndSupport", targets: ["EndToEndSupport"]),
    .library(name: "CProcessStart", targets: ["CProcessStart"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
  ],
  targets: [
    // MARK: - Terminal (the only code that sees ncurses)
    .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
    // zlib: the share codes' compression (Launcher's ShareCode).
    .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
    // ppoll for the local host's waits: a timeout in nanoseconds.
    .systemLibrary(name: "CTimedWait", path: "Sources/CTimedWait"),
    // The static executables' start from an empty root (no /proc): arguments, no backtracer.
    .target(name: "CProcessStart"),
    .target(name: "TerminalCurses", dependencies: ["CNcursesw", "TerminalWire"]),
    .testTarget(
      name: "TerminalCursesTests",
      dependencies: [
        "TerminalCurses", "CNcursesw", "TerminalWire", "ArcadeKit",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),

    // MARK: - Local host (the only code that owns process state: the tty, signals, environment)
    .target(
      name: "LocalTerminal",
      dependencies: [
        "Session", "Launcher", "TerminalWire", "TerminalCurses", "Sockets", "ArcadeKit", "Drawing", "CTimedWait",
      ]),
    // Every module its tests import, named: a test target that reaches one only through
    // LocalTerminal is not rebuilt when that one changes.
    .testTarget(
      name: "LocalTerminalTests",
      dependencies: ["LocalTerminal", "Launcher", "Session", "ArcadeKit", "Drawing", "TerminalWire"]),

    // MARK: - Wire (pure: the bytes of one terminal, decoded into events and encoded from frames)
    .target(name: "TerminalWire", dependencies: ["ArcadeKit", "Drawing"]),
    .testTarget(
      name: "TerminalWireTests",
      dependencies: [
        "TerminalWire", "ArcadeKit", "Drawing", "TestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),

    // MARK: - Drawing (pure: the canvas, styles, glyphs, rasters, panels; what every screen draws with)
    .target(name: "Drawing"),
    .testTarget(
      name: "DrawingTests",
      dependencies: [
        "Drawing", "ArcadeKit", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),

    // MARK: - Core (pure: input, keys and bindings, scenes, stepping, the recorded game's values)
    .target(name: "ArcadeKit", dependencies: ["Drawing"]),
    .testTarget(
      // What the arcade does for players who see colours differently (and, later, by ear).
      name: "AccessibilityTests",
      dependencies: [
        "Drawing", "GameKit", "Catalog", "FileSystem", "TestSupport", "ArcadeKit", "Launcher", "Session",
        "TerminalWire",
        "DotGame",
      ]),
    .testTarget(
      name: "ArcadeKitTests",
      dependencies: [
        "ArcadeKit", "Drawing", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),

    // MARK: - Replays (pure: the replay file format, the one headless player, a ghost's track, the digests)
    .target(name: "Replays", dependencies: ["ArcadeKit", "Drawing"]),
    .testTarget(
      name: "ReplaysTests",
      dependencies: [
        "Replays", "ArcadeKit", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),

    // MARK: - Game kit (the shape every game shares, written once: its entry, play scene, replays, ghosts)
    .target(name: "GameKit", dependencies: ["ArcadeKit", "Replays", "Drawing", "Levels", "Physics", "NetPlay"]),
    .testTarget(
      name: "GameKitTests",
      dependencies: [
        "GameKit", "DotGame", "ArcadeKit", "Replays", "Drawing", "Levels", "FileSystem", "Launcher", "Session",
        "TestSupport", "NetPlay",
      ]
    ),
    // The kit's test game: one module written as nothing but a `PlayableGame`, registered with one line.
    .target(name: "DotGame", dependencies: ["GameKit", "ArcadeKit", "Drawing", "Levels"], path: "Tests/DotGame"),

    // MARK: - Physics (pure: vectors, bodies, contacts, grid collision)
    .target(name: "Physics"),
    .testTarget(
      name: "PhysicsTests",
      dependencies: ["Physics", .product(name: "PropertyBased", package: "swift-property-based")]
    ),

    // MARK: - Levels (pure: text level format, parse, validate, write; files through FileSystemClient)
    .target(name: "Levels", dependencies: ["FileSystem"]),
    .testTarget(
      name: "LevelsTests",
      // The games too: the grammar, library and checker are tested on the registered games' formats (Catalog).
      dependencies: [
        "Levels", "FileSystem", "ArcadeKit", "Replays", "GameKit", "Catalog", "BallsGame", "PaddlesGame", "MazeGame",
        "HolesGame",
        "LanderGame", "PortalsGame", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),

    // MARK: - Files (the one file layer: FileSystemClient, the one writer, POSIX calls in one place)
    .target(name: "FileSystem"),
    .testTarget(name: "FileSystemTests", dependencies: ["FileSystem", "TestSupport"]),

    // MARK: - Scores (the JSON score store: the one place that writes it)
    .target(name: "Scores", dependencies: ["FileSystem"]),
    .executableTarget(name: "score-writer", dependencies: ["Scores"]),
    .testTarget(name: "ScoresTests", dependencies: ["Scores", "FileSystem", "score-writer", "TestSupport"]),

    // MARK: - Games (one module each; registered in Catalog/GameCatalog.swift)
    .target(name: "BallsGame", dependencies: ["ArcadeKit", "Drawing", "GameKit", "Physics", "Levels"]),
    .testTarget(
      name: "BallsGameTests",
      dependencies: [
        "BallsGame", "GameKit", "ArcadeKit", "Replays", "Drawing", "TestSupport", "Physics", "Levels",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .target(
      name: "PaddlesGame", dependencies: ["ArcadeKit", "Drawing", "GameKit", "Physics", "Levels", "NetPlay"]),
    .testTarget(
      name: "PaddlesGameTests",
      dependencies: [
        "PaddlesGame", "GameKit", "ArcadeKit", "Replays", "Drawing", "TestSupport", "Physics", "Levels",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .target(name: "MazeGame", dependencies: ["ArcadeKit", "Drawing", "GameKit", "Physics", "Levels"]),
    .testTarget(
      name: "MazeGameTests",
      dependencies: ["MazeGame", "GameKit", "ArcadeKit", "Drawing", "TestSupport", "Physics", "Levels", "FileSystem"]),
    .target(name: "HolesGame", dependencies: ["ArcadeKit", "Drawing", "GameKit", "Physics", "Levels"]),
    .testTarget(
      name: "HolesGameTests",
      dependencies: [
        "HolesGame", "GameKit", "ArcadeKit", "Drawing", "TestSupport", "Physics", "Levels",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .target(name: "LanderGame", dependencies: ["ArcadeKit", "Drawing", "GameKit", "Physics", "Levels"]),
    .testTarget(
      name: "LanderGameTests",
      dependencies: [
        "LanderGame", "GameKit", "ArcadeKit", "Replays", "Drawing", "TestSupport", "Physics", "Levels", "Launcher",
        "FileSystem",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .target(name: "PortalsGame", dependencies: ["ArcadeKit", "Drawing", "GameKit", "Physics", "Levels"]),
    .testTarget(
      name: "PortalsGameTests",
      dependencies: [
        "PortalsGame", "GameKit", "ArcadeKit", "Replays", "Drawing", "TestSupport", "Physics", "Levels", "Launcher",
        "FileSystem",
        "TerminalWire", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),

    // MARK: - Network play (pure: wire format, lockstep session, in-memory network)
    .target(name: "NetPlay", dependencies: ["ArcadeKit", "Drawing"]),
    .testTarget(name: "NetPlayTests", dependencies: ["NetPlay", "ArcadeKit"]),

    // MARK: - Sockets (the live network: one non-blocking TCP socket; only the executable imports it)
    .target(name: "Sockets", dependencies: ["ArcadeKit"]),
    .testTarget(name: "SocketsTests", dependencies: ["Sockets", "ArcadeKit"]),

    // MARK: - Replays (every game recorded, replayed, verified: across the games and the launcher)
    .testTarget(
      name: "ReplayTests",
      dependencies: [
        // Catalog: every registered game; the game modules for the tests of one game's replays.
        "ArcadeKit", "Replays", "Drawing", "GameKit", "Launcher", "Scores", "Levels", "Physics", "TestSupport",
        "Catalog", "BallsGame",
        "PaddlesGame", "MazeGame", "HolesGame", "LanderGame", "PortalsGame",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),

    // MARK: - Session (sans-I/O: one arcade on one terminal; bytes and time in, bytes and effects out)
    .target(name: "Session", dependencies: ["ArcadeKit", "Drawing", "TerminalWire"]),
    .testTarget(
      name: "SessionTests",
      dependencies: [
        "Session", "ArcadeKit", "Drawing", "TerminalWire", "TerminalCurses", "Launcher", "TestSupport", "BallsGame",
        "PaddlesGame", "MazeGame", "HolesGame", "GameKit",
      ]),

    // MARK: - Launcher (menu, help, settings, registry, the score flow, the effects a host carries out)
    .target(
      name: "Launcher",
      dependencies: [
        "ArcadeKit", "Replays", "Drawing", "GameKit", "Session", "Scores", "FileSystem", "Levels", "CZlib",
        "TerminalWire",
      ]),
    .testTarget(
      name: "LauncherTests",
      // The games too: every screen of every registered game (Catalog) is checked in ASCII mode.
      dependencies: [
        "Launcher", "Session", "ArcadeKit", "Replays", "Drawing", "GameKit", "Scores", "TestSupport", "Catalog",
        "TerminalWire",
        "BallsGame", "PaddlesGame",
        "MazeGame", "HolesGame", "DotGame",
      ]),

    // MARK: - Catalog (the games compiled in: the one place a game is registered)
    .target(
      name: "Catalog",
      dependencies: [
        "ArcadeKit", "FileSystem", "GameKit", "Launcher", "Levels", "Scores", "BallsGame", "PaddlesGame", "MazeGame",
        "HolesGame", "LanderGame", "PortalsGame",
      ]),

    // MARK: - Executable (CLI and wiring of live dependencies)
    .executableTarget(
      name: "arcade",
      dependencies: [
        "Launcher", "ArcadeKit", "Replays", "Drawing", "GameKit", "Session", "LocalTerminal", "TerminalWire", "Levels",
        "Scores",
        "FileSystem", "Catalog", "NetPlay", "Sockets", "CProcessStart",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // The release binary is one static executable on Linux (Swift runtime, Foundation, libc,
      // ncurses): no dynamic loader, no relocations of shared libraries at start. It starts in
      // about half the time and 3 MB less memory than with the Swift runtime alone linked in
      // (docs/PERFORMANCE.md). Debug builds and tests stay dynamic. The static FoundationEssentials
      // needs its two helper libraries named (no autolink for them).
      linkerSettings: [
        .unsafeFlags(
          ["-static-executable", "-l_FoundationCollections", "-l_FoundationCShims"],
          .when(platforms: [.linux], configuration: .release))
      ]
    ),
    .testTarget(
      name: "DocsTests",
      dependencies: [
        "arcade", "Catalog", "Launcher", "ArcadeKit", "FileSystem",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: - Test support (headless terminal, manual clock, text snapshots)
    .target(
      name: "TestSupport",
      dependencies: [
        "ArcadeKit", "Drawing", "FileSystem", "GameKit", "Session", "TerminalWire", "Launcher", "Levels", "NetPlay",
      ]),

    // MARK: - End to end (the built binary under tmux)
    // A private tmux pane, programs run and their output, where the built arcade is: for these
    // tests and the server's (Server/).
    .target(name: "EndToEndSupport", dependencies: ["Catalog"], path: "Tests/EndToEndSupport"),
    .testTarget(name: "EndToEndTests", dependencies: ["arcade", "EndToEndSupport"]),
  ]
)
