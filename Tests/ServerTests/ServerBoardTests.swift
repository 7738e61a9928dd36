import Foundation
import GRDB
import Server
import TestSupport
import Testing

/// The SQLite board: versioned, and never changed by an arcade older than the one that wrote it.
@Suite struct ServerBoardTests {
  @Test func aBoardFromANewerArcadeIsRefusedAndLeftAsItWas() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.file("board.sqlite")
    try SQLiteBoard(path: path).close()
    // A newer arcade's migration, as GRDB records it.
    let queue = try DatabaseQueue(path: path)
    try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('3: from the future')") }
    try queue.close()
    let before = try Self.contents(of: path)
    #expect {
      _ = try SQLiteBoard(path: path)
    } throws: { error in
      "\(error)".contains("board.sqlite: this board was written by a newer arcade (its schema is past version 2)")
    }
    #expect(try Self.contents(of: path) == before)
  }

  /// The schema and the migrations the board at `path` records.
  static func contents(of path: String) throws -> [String] {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in
      try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name")
        + String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
    }
  }

  @Test func namesAreUniqueWithoutRegardToCaseAndKeptForGood() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let board = try SQLiteBoard(path: folder.file("board.sqlite"))
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(try board.claim("Alice", for: "SHA256:a", at: now) == "Alice")
    #expect(try board.claim("ALICE", for: "SHA256:b", at: now) == nil)
    #expect(try board.claim("Someone else", for: "SHA256:a", at: now) == "Alice")
    #expect(try board.claim("\u{1B}[31mBob", for: "SHA256:b", at: now) == "Bob")
    #expect(try board.player("SHA256:b")?.name == "Bob")
    board.close()
  }
}
