import Catalog
import Foundation
import Launcher
import Logging
import Server
import TestSupport
import Testing

/// The board's files hold every player's key fingerprint, settings and replays: only the
/// server's user reads them, and a clean stop leaves the board in one file.
@Suite struct BoardFilesTests {
  /// The permission bits of `path` (nil: nothing there).
  static func mode(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? nil
  }

  /// A server keeping its data in `folder`, on a free loopback port.
  static func server(in folder: String) throws -> ArcadeServer {
    var configuration = ArcadeServer.Configuration(dataDirectory: folder, fileSystem: .live)
    configuration.port = 0
    configuration.threads = 1
    return try ArcadeServer(
      configuration: configuration, registry: GameCatalog.registry(fileSystem: .live),
      launch: LaunchContext(builtInLevelsDirectory: TestServer.levels),
      logger: Logger(label: "test") { _ in LogLines() })
  }

  /// Before: board.sqlite, -wal and -shm were 0644, readable by every local user, in a folder
  /// of 0755; and the WAL stayed after SIGTERM.
  @Test func theServerMakesItsFolderAndBoardPrivateAndAStopLeavesOnlyTheBoard() async throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let folder = temporary.file("server")
    let server = try Self.server(in: folder)
    _ = try await server.start()
    _ = try server.board.claim("Carol", for: "SHA256:carol", at: Date())
    #expect(Self.mode(folder) == 0o700)
    let board = folder + "/board.sqlite"
    for file in [board, board + "-wal", board + "-shm"] {
      #expect(Self.mode(file) == 0o600, "\(file)")
    }

    await server.stop()
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("board") }
    #expect(left == ["board.sqlite"])
    // The board is whole in its one file: a new start reads Carol's name from it.
    let again = try Self.server(in: folder)
    #expect(try again.board.player("SHA256:carol")?.name == "Carol")
    await again.stop()
  }

  /// An older arcade's board files, readable by all, are tightened at start; a folder the
  /// operator made keeps the mode they gave it.
  @Test func filesLeftReadableByAnOlderArcadeAreTightenedAtStart() async throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let board = temporary.file("board.sqlite")
    try SQLiteBoard(path: board).close()
    try Data().write(to: URL(fileURLWithPath: board + "-wal"))
    try Data().write(to: URL(fileURLWithPath: board + "-shm"))
    for file in [temporary.path, board, board + "-wal", board + "-shm"] {
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file)
    }

    let server = try Self.server(in: temporary.path)
    for file in [board, board + "-wal", board + "-shm"] {
      #expect(Self.mode(file) == 0o600, "\(file)")
    }
    #expect(Self.mode(temporary.path) == 0o755)
    await server.stop()
  }
}
