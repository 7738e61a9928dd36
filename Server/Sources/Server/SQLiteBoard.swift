import ArcadeKit
import FileSystem
import FoundationEssentials
import GRDB
import Logging
import Scores

/// The server's board in SQLite (GRDB, WAL mode), in the data folder: the embedded default,
/// for one server process.
public final class SQLiteBoard: ServerBoard {
  private let database: DatabasePool
  /// The database's file.
  private let path: String
  /// Where a failure to close cleanly is told.
  private let logger: Logger
  /// How many places a board shows.
  public let capacity: Int

  /// The database's schema version this arcade writes (its migrations' count).
  public static let schemaVersion = SQLiteBoard.migrator(runs: .textOnly).migrations.count

  /// Opens (or creates) the board at `path`; a database written by a newer arcade is refused,
  /// never changed. `runs` tells the identity and board of runs stored by older arcades. Its
  /// files are its user's alone (0600: `PrivateFiles`), those left looser before tightened (a
  /// file it cannot change, another user's, is served and logged).
  public init(
    path: String, capacity: Int = ScoreBoard.defaultCapacity, runs: StoredRunReader = .textOnly,
    logger: Logger = Logger(label: "arcade-board")
  ) throws {
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    configuration.label = "arcade board"
    do {
      try PrivateFiles.makeFile(path)
    } catch {
      throw ServerBoardError.cannotOpen(where: path, reason: error.reason)
    }
    for file in PrivateFiles.databaseFiles(path) {
      do {
        try PrivateFiles.tighten(file)
      } catch {
        // Another user's file the server may still read and write: served, and said.
        logger.warning("board file readable by others", metadata: ["file": "\(file)", "error": "\(error.reason)"])
      }
    }
    do {
      database = try DatabasePool(path: path, configuration: configuration)
    } catch {
      throw ServerBoardError.cannotOpen(where: path, reason: "\(error)")
    }
    self.path = path
    self.logger = logger
    self.capacity = capacity
    let migrator = Self.migrator(runs: runs)
    let superseded = try database.read { try migrator.hasBeenSuperseded($0) }
    if superseded {
      throw ServerBoardError.newerSchema(where: path, known: Self.schemaVersion)
    }
    try migrator.migrate(database)
  }

  /// The versioned migrations, oldest first; never edit one that has shipped.
  private static func migrator(runs: StoredRunReader) -> DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("1: players and scores") { db in
      try db.create(table: "player") { table in
        table.primaryKey("fingerprint", .text)
        table.column("name", .text).notNull().unique(onConflict: .abort).collate(.nocase)
        table.column("settings", .text)
        table.column("joined", .double).notNull()
      }
      try db.create(table: "score") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("board", .text).notNull().indexed()
        table.column("boardTitle", .text).notNull()
        table.column("game", .text).notNull()
        table.column("fingerprint", .text).notNull().references("player")
        table.column("score", .integer).notNull()
        table.column("lowerIsBetter", .boolean).notNull()
        table.column("timeMilliseconds", .integer)
        table.column("level", .integer)
        table.column("detail", .text)
        table.column("seed", .text).notNull()
        table.column("replay", .text).notNull()
        table.column("offline", .boolean).notNull()
        table.column("date", .double).notNull()
      }
    }
    migrator.registerMigration("2: the daily log") { db in
      try db.alter(table: "player") { table in table.add(column: "dailyLog", .text) }
    }
    migrator.registerMigration("3: a run ranks once, on the board of its levels") { db in
      try db.alter(table: "score") { table in table.add(column: "run", .text) }
      // Copies of a run ranked twice before are kept here, out of the ranking.
      try db.execute(sql: "CREATE TABLE scoreDuplicate AS SELECT * FROM score WHERE 0")
      var seen = Set<String>()
      for id in try Int64.fetchAll(db, sql: "SELECT id FROM score ORDER BY id") {
        guard let row = try Row.fetchOne(db, sql: "SELECT replay, level FROM score WHERE id = ?", arguments: [id])
        else { continue }
        let facts = runs.facts(row["replay"], row["level"])
        try db.execute(
          sql:
            "UPDATE score SET run = ?, board = coalesce(?, board), boardTitle = coalesce(?, boardTitle) WHERE id = ?",
          arguments: [facts.run, facts.placement?.id, facts.placement?.title, id])
        if seen.insert(facts.run).inserted { continue }
        try db.execute(sql: "INSERT INTO scoreDuplicate SELECT * FROM score WHERE id = ?", arguments: [id])
        try db.execute(sql: "DELETE FROM score WHERE id = ?", arguments: [id])
      }
      try db.execute(sql: "CREATE UNIQUE INDEX score_run ON score (run)")
    }
    migrator.registerMigration("4: look-alike names are one name") { db in
      try db.alter(table: "player") { table in table.add(column: "nameKey", .text) }
      // Players who already hold look-alike names keep them; the later one's key is made their
      // own, so neither loses a name, and nobody can take a third look-alike.
      var taken = Set<String>()
      for row in try Row.fetchAll(db, sql: "SELECT fingerprint, name FROM player ORDER BY joined, fingerprint") {
        let fingerprint: String = row["fingerprint"]
        var key = PlayerName.identity(of: row["name"])
        if !taken.insert(key).inserted { key += " " + fingerprint }
        try db.execute(sql: "UPDATE player SET nameKey = ? WHERE fingerprint = ?", arguments: [key, fingerprint])
      }
      try db.execute(sql: "CREATE UNIQUE INDEX player_nameKey ON player (nameKey)")
    }
    return migrator
  }

  // MARK: - Players

  /// The player known by `fingerprint`, if they have chosen a name.
  public func player(_ fingerprint: String) throws -> ServerPlayer? {
    try database.read { db in
      try Row.fetchOne(
        db, sql: "SELECT name, settings, dailyLog FROM player WHERE fingerprint = ?", arguments: [fingerprint]
      ).map {
        ServerPlayer(fingerprint: fingerprint, name: $0["name"], settings: $0["settings"], dailyLog: $0["dailyLog"])
      }
    }
  }

  /// Gives `name` (sanitised) to the player `fingerprint` for good; nil when another player
  /// has it or a look-alike of it (names compare by `PlayerName.identity`). A player who has a
  /// name keeps it; the name is kept as typed.
  public func claim(_ name: String, for fingerprint: String, at date: Date) throws -> String? {
    let name = PlayerName.sanitize(name)
    let key = PlayerName.identity(of: name)
    return try database.write { db in
      if let existing = try String.fetchOne(
        db, sql: "SELECT name FROM player WHERE fingerprint = ?", arguments: [fingerprint])
      {
        return existing
      }
      let taken =
        try Bool.fetchOne(
          db, sql: "SELECT EXISTS (SELECT 1 FROM player WHERE nameKey = ? OR name = ? COLLATE NOCASE)",
          arguments: [key, name]) ?? false
      guard !taken else { return nil }
      try db.execute(
        sql: "INSERT INTO player (fingerprint, name, nameKey, joined) VALUES (?, ?, ?, ?)",
        arguments: [fingerprint, name, key, date.timeIntervalSince1970])
      return name
    }
  }

  /// Keeps `settings` (the settings file's text) with the player `fingerprint`.
  public func saveSettings(_ settings: String, for fingerprint: String) throws {
    try database.write { db in
      try db.execute(sql: "UPDATE player SET settings = ? WHERE fingerprint = ?", arguments: [settings, fingerprint])
    }
  }

  public func saveDailyLog(_ log: String, for fingerprint: String) throws {
    try database.write { db in
      try db.execute(sql: "UPDATE player SET dailyLog = ? WHERE fingerprint = ?", arguments: [log, fingerprint])
    }
  }

  // MARK: - Scores

  /// Ranks a verified run of `player`; returns the board as it is now and the run's place on it.
  public func add(_ run: VerifiedRun, by player: ServerPlayer) throws -> (board: ScoreBoard, rank: Int?) {
    try database.write { db in
      // One writer at a time (SQLite's lock), so this check and the insert cannot be raced;
      // the unique index on `run` stands behind it.
      if let holder = try Self.holder(of: run.run, in: db) { throw ServerBoardError.alreadyRanked(by: holder) }
      try db.execute(
        sql: """
          INSERT INTO score (board, boardTitle, game, fingerprint, score, lowerIsBetter, timeMilliseconds, level,
            detail, seed, replay, run, offline, date)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          run.board, run.boardTitle, run.game, player.fingerprint, run.score, run.lowerIsBetter,
          run.timeMilliseconds, run.level, run.detail, String(run.seed), run.replay, run.run, run.offline,
          run.date.timeIntervalSince1970,
        ])
      let id = db.lastInsertedRowID
      let ranked = try Self.rankedRows(db, board: run.board, lowerIsBetter: run.lowerIsBetter, limit: capacity)
      let rank = ranked.firstIndex { $0.id == id }.map { $0 + 1 }
      return (Self.board(ranked, lowerIsBetter: run.lowerIsBetter), rank)
    }
  }

  /// Every board's id and title, in no particular order.
  public func boards() throws -> [BoardSummary] {
    try database.read { db in
      try Row.fetchAll(db, sql: "SELECT board, MAX(boardTitle) AS title FROM score GROUP BY board")
        .map { BoardSummary(id: $0["board"], title: $0["title"]) }
    }
  }

  /// The board `id` as shown: each player's best run, best first, `capacity` places.
  public func board(_ id: String) throws -> ScoreBoard? {
    try database.read { db in
      guard
        let lower = try Bool.fetchOne(
          db, sql: "SELECT lowerIsBetter FROM score WHERE board = ? LIMIT 1", arguments: [id])
      else { return nil }
      return Self.board(try Self.rankedRows(db, board: id, lowerIsBetter: lower, limit: capacity), lowerIsBetter: lower)
    }
  }

  /// How many runs are stored, ranked or not (for the log and the tests).
  public func runCount() throws -> Int {
    try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM score") ?? 0 }
  }

  /// The name of the player who ranked the run with identity `run`, if it is stored.
  public func rankedBy(run: String) throws -> String? {
    try database.read { try Self.holder(of: run, in: $0) }
  }

  public func storedRun(_ run: String) throws -> StoredRun? {
    try database.read { db in
      try Row.fetchOne(
        db,
        sql:
          "SELECT p.name, s.boardTitle, s.score, s.replay FROM score s JOIN player p ON p.fingerprint = s.fingerprint WHERE s.run = ?",
        arguments: [run]
      ).map { StoredRun(name: $0["name"], boardTitle: $0["boardTitle"], score: $0["score"], replay: $0["replay"]) }
    }
  }

  /// The name of the player whose stored run has identity `run`.
  private static func holder(of run: String, in db: Database) throws -> String? {
    try String.fetchOne(
      db, sql: "SELECT p.name FROM score s JOIN player p ON p.fingerprint = s.fingerprint WHERE s.run = ?",
      arguments: [run])
  }

  /// Writes the WAL into the database and empties it (a TRUNCATE checkpoint), then closes:
  /// after a clean stop only `board.sqlite` is left, whole, to copy or back up.
  ///
  /// The pool closes its writer before its readers, and a read-only connection closing last
  /// leaves the WAL and shared-memory files behind; so one read-write connection is opened
  /// alone on the file and closed, which removes them.
  public func close() {
    do {
      try database.writeWithoutTransaction { try $0.checkpoint(.truncate) }
      try database.close()
      // (A board removed meanwhile is not made again, empty.)
      guard FileSystemCalls.exists(path) else { return }
      let last = try DatabaseQueue(path: path)
      try last.writeWithoutTransaction { try $0.checkpoint(.truncate) }
      try last.close()
    } catch {
      logger.error("board not closed cleanly", metadata: ["error": "\(error)"])
    }
  }

  /// One stored run, as the ranking query returns it.
  private struct RankedRow {
    var id: Int64
    var entry: ScoreEntry
  }

  /// Each player's best run on `board` (the earliest of equal ones), best first.
  private static func rankedRows(_ db: Database, board: String, lowerIsBetter: Bool, limit: Int) throws
    -> [RankedRow]
  {
    let order = lowerIsBetter ? "ASC" : "DESC"
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT s.id, p.name, s.score, s.timeMilliseconds, s.level, s.detail, s.date, s.seed, s.replay, s.offline
        FROM score s JOIN player p ON p.fingerprint = s.fingerprint
        WHERE s.board = ? AND s.id = (
          SELECT t.id FROM score t WHERE t.board = s.board AND t.fingerprint = s.fingerprint
          ORDER BY t.score \(order), t.date ASC, t.id ASC LIMIT 1)
        ORDER BY s.score \(order), s.date ASC, s.id ASC
        LIMIT ?
        """,
      arguments: [board, limit])
    return rows.map { row in
      RankedRow(
        id: row["id"],
        entry: BoardRow(
          name: row["name"], score: row["score"], timeMilliseconds: row["timeMilliseconds"], level: row["level"],
          detail: row["detail"], date: row["date"], seed: row["seed"], replay: row["replay"], offline: row["offline"]
        ).entry)
    }
  }

  private static func board(_ rows: [RankedRow], lowerIsBetter: Bool) -> ScoreBoard {
    BoardRow.board(rows.map(\.entry), lowerIsBetter: lowerIsBetter)
  }
}
