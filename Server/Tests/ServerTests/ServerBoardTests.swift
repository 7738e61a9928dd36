import ArcadeKit
import BallsGame
import Catalog
import Foundation
import GRDB
import Replays
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
    try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('99: from the future')") }
    try queue.close()
    let before = try Self.contents(of: path)
    #expect {
      _ = try SQLiteBoard(path: path)
    } throws: { error in
      "\(error)".contains(
        "board.sqlite: this board was written by a newer arcade (its schema is past version \(SQLiteBoard.schemaVersion))"
      )
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

  /// Before: `Аlice` (Cyrillic А), `ＡＬＩＣＥ` and a second encoding of `Rémy` were new players.
  @Test func lookAlikeNamesAreOneNameAndKeptAsTyped() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let board = try SQLiteBoard(path: folder.file("board.sqlite"))
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(try board.claim("Alice", for: "SHA256:a", at: now) == "Alice")
    #expect(try board.claim("\u{410}lice", for: "SHA256:b", at: now) == nil)
    #expect(try board.claim("\u{FF21}\u{FF2C}\u{FF29}\u{FF23}\u{FF25}", for: "SHA256:b", at: now) == nil)
    #expect(try board.claim("R\u{E9}my", for: "SHA256:c", at: now) == "R\u{E9}my")
    #expect(try board.claim("Re\u{301}my", for: "SHA256:d", at: now) == nil)
    #expect(try board.claim("Remy", for: "SHA256:d", at: now) == "Remy")
    #expect(try board.player("SHA256:c")?.name.unicodeScalars.map(\.value) == "R\u{E9}my".unicodeScalars.map(\.value))
    board.close()
  }

  /// A board of an older arcade (schema 2): every run gets its identity, a run stored twice
  /// keeps its first row (the copy is set aside, not lost), a made-up level's run leaves the
  /// built-in board for its own, and look-alike names already held are kept.
  @Test func anOlderBoardGetsRunIdentitiesAndItsLevelsBoards() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.file("board.sqlite")
    let maze = try TestServer.goldenReplay("maze-time.replay")
    let madeUp = Self.madeUpBallsReplay()
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
          INSERT INTO grdb_migrations VALUES ('1: players and scores'), ('2: the daily log');
          CREATE TABLE player (fingerprint TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE ON CONFLICT ABORT COLLATE NOCASE,
            settings TEXT, joined DOUBLE NOT NULL, dailyLog TEXT);
          CREATE TABLE score (id INTEGER PRIMARY KEY AUTOINCREMENT, board TEXT NOT NULL, boardTitle TEXT NOT NULL,
            game TEXT NOT NULL, fingerprint TEXT NOT NULL REFERENCES player, score INTEGER NOT NULL,
            lowerIsBetter BOOLEAN NOT NULL, timeMilliseconds INTEGER, level INTEGER, detail TEXT, seed TEXT NOT NULL,
            replay TEXT NOT NULL, offline BOOLEAN NOT NULL, date DOUBLE NOT NULL);
          INSERT INTO player VALUES ('SHA256:a', 'Alice', NULL, 1, NULL), ('SHA256:b', '\u{410}lice', NULL, 2, NULL);
          """)
      for (fingerprint, board, text) in [
        ("SHA256:a", "maze/maze-d305222cc76ad2ab", maze), ("SHA256:b", "maze/maze-d305222cc76ad2ab", maze),
        ("SHA256:b", "balls/from-1", madeUp),
      ] {
        try db.execute(
          sql: """
            INSERT INTO score (board, boardTitle, game, fingerprint, score, lowerIsBetter, level, seed, replay, offline,
              date) VALUES (?, 'Old title', 'x', ?, 1, 1, 1, '1', ?, 1, 1)
            """, arguments: [board, fingerprint, text])
      }
    }
    try queue.close()
    let registry = GameCatalog.registry(fileSystem: .live)
    let board = try SQLiteBoard(path: path, runs: ServerScores.storedRunReader(registry: registry))
    #expect(try board.runCount() == 2)
    #expect(try board.boards().map(\.id).sorted().first?.hasPrefix("balls/levels-") == true)
    #expect(try board.boards().contains { $0.id == "balls/from-1" } == false)
    #expect(try board.rankedBy(run: registry.runIdentity(of: ReplayText.decode(text: maze, source: "t"))) == "Alice")
    #expect(try board.player("SHA256:b")?.name == "\u{410}lice")
    #expect(try board.claim("ALICE", for: "SHA256:c", at: Date()) == nil)
    board.close()
    let reopened = try DatabaseQueue(path: path)
    #expect(try reopened.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM scoreDuplicate") } == 1)
    try reopened.close()
  }

  /// A replay of one Balls level of 2,000 balls nobody ships, ending where it began.
  static func madeUpBallsReplay() -> String {
    let level = BallsLevel(name: "Ten thousand", balls: 2000, target: 1, explosionRadius: 60)
    let header = ReplayHeader(
      game: "balls", board: "balls/from-1", rulesVersion: Balls.rulesVersion, seed: 7,
      levels: [ReplayLevel(identity: level.identity.description, text: level.canonicalText)])
    return ReplayText.encode(Replay(header: header, events: [], steps: 1, ending: .left, score: 0))
  }
}
