import ArcadeKit
import FoundationEssentials
import Logging
import NIOCore
import PostgresNIO
import Scores
import Synchronization

/// The server's board in PostgreSQL (postgres-nio), for several `arcade serve` processes, on
/// one machine or many, sharing one board.
///
/// One connection per server, used by one call at a time (the thread pool's few threads wait
/// for it in turn); a dropped connection is opened again on the next call. Migrations are
/// versioned in `arcade_schema` and run under an advisory lock, so two servers starting at once
/// do not both migrate; a database from a newer arcade is refused, never changed.
public final class PostgresBoard: ServerBoard {
  public let capacity: Int
  private let configuration: PostgresConnection.Configuration
  private let eventLoop: any EventLoop
  private let logger: Logger
  /// Where it is, for messages (the URL without its password).
  private let place: String
  private let connection = Mutex<PostgresConnection?>(nil)

  /// The migrations, oldest first; never edit one that has shipped.
  static let migrations: [String] = [
    """
    CREATE TABLE player (
      fingerprint TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      settings TEXT,
      joined DOUBLE PRECISION NOT NULL);
    CREATE UNIQUE INDEX player_name ON player (lower(name));
    CREATE TABLE score (
      id BIGSERIAL PRIMARY KEY,
      board TEXT NOT NULL,
      board_title TEXT NOT NULL,
      game TEXT NOT NULL,
      fingerprint TEXT NOT NULL REFERENCES player,
      score BIGINT NOT NULL,
      lower_is_better BOOLEAN NOT NULL,
      time_milliseconds BIGINT,
      level BIGINT,
      detail TEXT,
      seed TEXT NOT NULL,
      replay TEXT NOT NULL,
      offline BOOLEAN NOT NULL,
      date DOUBLE PRECISION NOT NULL);
    CREATE INDEX score_board ON score (board, fingerprint);
    """,
    "ALTER TABLE player ADD COLUMN daily_log TEXT;",
    // 3: a run ranks once, on the board of its levels (`backfillRuns` runs before the index).
    """
    ALTER TABLE score ADD COLUMN run TEXT;
    CREATE TABLE score_duplicate (LIKE score);
    """,
    // 4: look-alike names are one name (`backfillNameKeys` runs before the index).
    "ALTER TABLE player ADD COLUMN name_key TEXT;",
  ]

  /// What finishes a migration, after its statements: rows of runs and players worked out in
  /// Swift (identities), then the unique index that stands on them.
  private func finish(migration version: Int, on connection: PostgresConnection) throws {
    switch version {
    case 3:
      try backfillRuns(on: connection)
      _ = try rows("CREATE UNIQUE INDEX score_run ON score (run)", on: connection)
    case 4:
      try backfillNameKeys(on: connection)
      _ = try rows("CREATE UNIQUE INDEX player_name_key ON player (name_key)", on: connection)
    default: break
    }
  }

  /// Gives every stored run its identity and the board of its levels; a run stored twice
  /// before keeps its first row, the others move to `score_duplicate`.
  private func backfillRuns(on connection: PostgresConnection) throws {
    var seen = Set<String>()
    for row in try rows("SELECT id FROM score ORDER BY id", on: connection) {
      let id = try row.decode(Int64.self)
      guard let stored = try rows("SELECT replay, level FROM score WHERE id = \(id)", on: connection).first else {
        continue
      }
      let (replay, level) = try stored.decode((String, Int?).self)
      let facts = runs.facts(replay, level)
      _ = try rows(
        """
        UPDATE score SET run = \(facts.run), board = coalesce(\(facts.placement?.id), board),
          board_title = coalesce(\(facts.placement?.title), board_title)
        WHERE id = \(id)
        """, on: connection)
      if seen.insert(facts.run).inserted { continue }
      _ = try rows("INSERT INTO score_duplicate SELECT * FROM score WHERE id = \(id)", on: connection)
      _ = try rows("DELETE FROM score WHERE id = \(id)", on: connection)
    }
  }

  /// Gives every player their name's identity; of players already holding look-alike names,
  /// the later one's key is made their own, so nobody loses a name.
  private func backfillNameKeys(on connection: PostgresConnection) throws {
    var taken = Set<String>()
    for row in try rows("SELECT fingerprint, name FROM player ORDER BY joined, fingerprint", on: connection) {
      let (fingerprint, name) = try row.decode((String, String).self)
      var key = PlayerName.identity(of: name)
      if !taken.insert(key).inserted { key += " " + fingerprint }
      _ = try rows("UPDATE player SET name_key = \(key) WHERE fingerprint = \(fingerprint)", on: connection)
    }
  }

  /// The schema version this arcade writes.
  public static let schemaVersion = migrations.count
  /// Tells the identity and board of runs stored by older arcades (migration 3).
  private let runs: StoredRunReader

  /// Connects to the database at `url` (`postgres://user:password@host:port/database`, or
  /// `?host=/run/postgresql` for a socket folder) and brings its schema up to date.
  public init(
    url: String, eventLoop: any EventLoop, logger: Logger, capacity: Int = ScoreBoard.defaultCapacity,
    runs: StoredRunReader = .textOnly
  ) throws {
    (configuration, place) = try Self.configuration(from: url)
    self.runs = runs
    self.eventLoop = eventLoop
    self.logger = logger
    self.capacity = capacity
    do {
      try migrate()
    } catch {
      close()
      throw error
    }
  }

  public func close() {
    connection.withLock { open in
      try? open?.close().wait()
      open = nil
    }
  }

  /// The connection settings `url` names, and the URL to show (no password).
  static func configuration(from url: String) throws -> (PostgresConnection.Configuration, String) {
    guard let parts = URLComponents(string: url), parts.scheme == "postgres" || parts.scheme == "postgresql" else {
      throw ServerBoardError.cannotOpen(
        where: "--database", reason: "expected postgres://user:password@host:port/database, not \(url.prefix(80))")
    }
    let user = parts.user ?? "postgres"
    let database = parts.path.isEmpty ? nil : String(parts.path.dropFirst())
    let shown = "postgres://\(user)@\(parts.host ?? "")\(parts.port.map { ":\($0)" } ?? "")\(parts.path)"
    let socketFolder = parts.queryItems?.first { $0.name == "host" }?.value
    if let socketFolder, socketFolder.hasPrefix("/") {
      let port = parts.port ?? 5432
      return (
        PostgresConnection.Configuration(
          unixSocketPath: "\(socketFolder)/.s.PGSQL.\(port)", username: user, password: parts.password,
          database: database), shown
      )
    }
    return (
      PostgresConnection.Configuration(
        host: parts.host ?? "127.0.0.1", port: parts.port ?? 5432, username: user, password: parts.password,
        database: database, tls: .disable), shown
    )
  }

  // MARK: - Queries

  /// Runs `body` with the connection (opened again when it was lost), one call at a time.
  private func withConnection<Result>(_ body: (PostgresConnection) throws -> Result) throws -> Result {
    try connection.withLock { open in
      if open == nil || open?.isClosed == true {
        do {
          open = try PostgresConnection.connect(on: eventLoop, configuration: configuration, id: 1, logger: logger)
            .wait()
        } catch {
          throw ServerBoardError.cannotOpen(where: place, reason: String(reflecting: error))
        }
      }
      guard let live = open else { throw ServerBoardError.cannotOpen(where: place, reason: "no connection") }
      return try body(live)
    }
  }

  private func rows(_ query: PostgresQuery, on connection: PostgresConnection) throws -> [PostgresRow] {
    try connection.query(query, logger: logger).wait().rows
  }

  /// Runs `body` in one transaction on the connection.
  private func transaction<Result>(_ body: (PostgresConnection) throws -> Result) throws -> Result {
    try withConnection { connection in
      _ = try rows("BEGIN", on: connection)
      do {
        let result = try body(connection)
        _ = try rows("COMMIT", on: connection)
        return result
      } catch {
        _ = try? rows("ROLLBACK", on: connection)
        throw error
      }
    }
  }

  /// Brings the schema to `schemaVersion`, under a lock two servers share; refuses a newer one.
  private func migrate() throws {
    try transaction { connection in
      _ = try rows("SELECT pg_advisory_xact_lock(2026112701)", on: connection)
      _ = try rows("CREATE TABLE IF NOT EXISTS arcade_schema (version INTEGER NOT NULL)", on: connection)
      let found = try rows("SELECT version FROM arcade_schema", on: connection).first
      let version = try found?.decode(Int.self) ?? 0
      if version > Self.schemaVersion {
        throw ServerBoardError.newerSchema(where: place, known: Self.schemaVersion)
      }
      for (index, migration) in Self.migrations.enumerated().dropFirst(version) {
        for statement in migration.split(separator: ";") where !statement.allSatisfy(\.isWhitespace) {
          _ = try rows(PostgresQuery(unsafeSQL: String(statement)), on: connection)
        }
        try finish(migration: index + 1, on: connection)
      }
      if found == nil {
        _ = try rows("INSERT INTO arcade_schema (version) VALUES (\(Self.schemaVersion))", on: connection)
      } else if version < Self.schemaVersion {
        _ = try rows("UPDATE arcade_schema SET version = \(Self.schemaVersion)", on: connection)
      }
    }
  }

  // MARK: - Players

  public func player(_ fingerprint: String) throws -> ServerPlayer? {
    try withConnection { connection in
      try rows("SELECT name, settings, daily_log FROM player WHERE fingerprint = \(fingerprint)", on: connection)
        .first.map { row in
          let (name, settings, dailyLog) = try row.decode((String, String?, String?).self)
          return ServerPlayer(fingerprint: fingerprint, name: name, settings: settings, dailyLog: dailyLog)
        }
    }
  }

  public func claim(_ name: String, for fingerprint: String, at date: Date) throws -> String? {
    let name = PlayerName.sanitize(name)
    let key = PlayerName.identity(of: name)
    return try transaction { connection in
      if let existing = try rows("SELECT name FROM player WHERE fingerprint = \(fingerprint)", on: connection).first {
        return try existing.decode(String.self)
      }
      // The unique indexes on the name's identity and its lower case refuse a look-alike,
      // whichever server inserts first.
      let inserted = try rows(
        """
        INSERT INTO player (fingerprint, name, name_key, joined)
        VALUES (\(fingerprint), \(name), \(key), \(date.timeIntervalSince1970))
        ON CONFLICT DO NOTHING RETURNING name
        """, on: connection)
      return inserted.isEmpty ? nil : name
    }
  }

  public func saveSettings(_ settings: String, for fingerprint: String) throws {
    try withConnection { connection in
      _ = try rows("UPDATE player SET settings = \(settings) WHERE fingerprint = \(fingerprint)", on: connection)
    }
  }

  public func saveDailyLog(_ log: String, for fingerprint: String) throws {
    try withConnection { connection in
      _ = try rows("UPDATE player SET daily_log = \(log) WHERE fingerprint = \(fingerprint)", on: connection)
    }
  }

  // MARK: - Scores

  public func add(_ run: VerifiedRun, by player: ServerPlayer) throws -> (board: ScoreBoard, rank: Int?) {
    try transaction { connection in
      // The unique index on `run` decides between servers ranking one run at the same moment.
      let inserted = try rows(
        """
        INSERT INTO score (board, board_title, game, fingerprint, score, lower_is_better, time_milliseconds, level,
          detail, seed, replay, run, offline, date)
        VALUES (\(run.board), \(run.boardTitle), \(run.game), \(player.fingerprint), \(run.score), \(run.lowerIsBetter),
          \(run.timeMilliseconds), \(run.level), \(run.detail), \(String(run.seed)), \(run.replay), \(run.run),
          \(run.offline), \(run.date.timeIntervalSince1970))
        ON CONFLICT (run) DO NOTHING
        RETURNING id
        """, on: connection)
      guard let id = try inserted.first?.decode(Int64.self) else {
        throw ServerBoardError.alreadyRanked(by: try holder(of: run.run, on: connection) ?? "another player")
      }
      let ranked = try rankedRows(on: connection, board: run.board, lowerIsBetter: run.lowerIsBetter)
      let rank = ranked.firstIndex { $0.id == id }.map { $0 + 1 }
      return (BoardRow.board(ranked.map(\.entry), lowerIsBetter: run.lowerIsBetter), rank)
    }
  }

  public func boards() throws -> [BoardSummary] {
    try withConnection { connection in
      try rows("SELECT board, MAX(board_title) FROM score GROUP BY board", on: connection).map { row in
        let (id, title) = try row.decode((String, String).self)
        return BoardSummary(id: id, title: title)
      }
    }
  }

  public func board(_ id: String) throws -> ScoreBoard? {
    try withConnection { connection in
      guard let found = try rows("SELECT lower_is_better FROM score WHERE board = \(id) LIMIT 1", on: connection).first
      else { return nil }
      let lower = try found.decode(Bool.self)
      return BoardRow.board(
        try rankedRows(on: connection, board: id, lowerIsBetter: lower).map(\.entry), lowerIsBetter: lower)
    }
  }

  public func runCount() throws -> Int {
    try withConnection { connection in
      try rows("SELECT COUNT(*) FROM score", on: connection).first?.decode(Int.self) ?? 0
    }
  }

  public func rankedBy(run: String) throws -> String? {
    try withConnection { try holder(of: run, on: $0) }
  }

  public func storedRun(_ run: String) throws -> StoredRun? {
    try withConnection { connection in
      try rows(
        "SELECT p.name, s.board_title, s.score, s.replay FROM score s JOIN player p ON p.fingerprint = s.fingerprint WHERE s.run = \(run)",
        on: connection
      ).first.map {
        let (name, title, score, replay) = try $0.decode((String, String, Int, String).self)
        return StoredRun(name: name, boardTitle: title, score: score, replay: replay)
      }
    }
  }

  /// The name of the player whose stored run has identity `run`.
  private func holder(of run: String, on connection: PostgresConnection) throws -> String? {
    try rows(
      "SELECT p.name FROM score s JOIN player p ON p.fingerprint = s.fingerprint WHERE s.run = \(run)", on: connection
    ).first?.decode(String.self)
  }

  /// Each player's best run on `board` (the earliest of equal ones), best first.
  private func rankedRows(on connection: PostgresConnection, board: String, lowerIsBetter: Bool) throws -> [(
    id: Int64, entry: ScoreEntry
  )] {
    let order = lowerIsBetter ? "ASC" : "DESC"
    var query = PostgresQuery(
      unsafeSQL: """
        SELECT s.id, p.name, s.score, s.time_milliseconds, s.level, s.detail, s.date, s.seed, s.replay, s.offline
        FROM score s JOIN player p ON p.fingerprint = s.fingerprint
        WHERE s.board = $1 AND s.id = (
          SELECT t.id FROM score t WHERE t.board = s.board AND t.fingerprint = s.fingerprint
          ORDER BY t.score \(order), t.date ASC, t.id ASC LIMIT 1)
        ORDER BY s.score \(order), s.date ASC, s.id ASC
        LIMIT $2
        """)
    query.binds.append(board, context: .default)
    query.binds.append(capacity, context: .default)
    return try rows(query, on: connection).map { row in
      let (id, name, score, time, level, detail, date, seed, replay, offline) = try row.decode(
        (Int64, String, Int, Int?, Int?, String?, Double, String, String, Bool).self)
      return (
        id,
        BoardRow(
          name: name, score: score, timeMilliseconds: time, level: level, detail: detail, date: date, seed: seed,
          replay: replay, offline: offline
        ).entry
      )
    }
  }
}
