import CoreMetrics
import FoundationEssentials
import Scores
import Synchronization

/// A board whose every call is timed into `arcade_database_seconds{database=…,operation=…}`
/// and whose failures are counted in `arcade_database_errors_total{database=…,operation=…}`:
/// the database's latency as the sessions see it, for SQLite and PostgreSQL alike. Once closed
/// it refuses every call with an error (a closed SQLite pool must not be touched: it would
/// crash the process), so a late call, or `/healthz` asking, is told the board is gone.
final class MeasuredBoard: ServerBoard {
  /// The database.
  let base: any ServerBoard
  private let database: String
  private let timers: [Operation: CoreMetrics.Timer]
  private let errors: [Operation: CoreMetrics.Counter]
  private let closed = Mutex(false)

  /// What a call does (the `operation` label).
  enum Operation: String, CaseIterable {
    case readPlayer = "read_player"
    case claimName = "claim_name"
    case saveSettings = "save_settings"
    case saveDailyLog = "save_daily_log"
    case rankRun = "rank_run"
    case listBoards = "list_boards"
    case readBoard = "read_board"
    case countRuns = "count_runs"
    case lookUpRun = "look_up_run"
  }

  /// `base`, timed into `metrics`; `database` names it (`sqlite`, `postgres`).
  init(_ base: any ServerBoard, database: String, metrics: ServerMetrics) {
    self.base = base
    self.database = database
    timers = Dictionary(
      uniqueKeysWithValues: Operation.allCases.map {
        (
          $0,
          CoreMetrics.Timer(
            label: ServerMetrics.databaseSeconds, dimensions: [("database", database), ("operation", $0.rawValue)],
            factory: metrics.factory)
        )
      })
    errors = Dictionary(
      uniqueKeysWithValues: Operation.allCases.map {
        (
          $0,
          CoreMetrics.Counter(
            label: "arcade_database_errors_total", dimensions: [("database", database), ("operation", $0.rawValue)],
            factory: metrics.factory)
        )
      })
  }

  var capacity: Int { base.capacity }

  func player(_ fingerprint: String) throws -> ServerPlayer? {
    try timed(.readPlayer) { try base.player(fingerprint) }
  }

  func claim(_ name: String, for fingerprint: String, at date: Date) throws -> String? {
    try timed(.claimName) { try base.claim(name, for: fingerprint, at: date) }
  }

  func saveSettings(_ settings: String, for fingerprint: String) throws {
    try timed(.saveSettings) { try base.saveSettings(settings, for: fingerprint) }
  }

  func saveDailyLog(_ log: String, for fingerprint: String) throws {
    try timed(.saveDailyLog) { try base.saveDailyLog(log, for: fingerprint) }
  }

  func add(_ run: VerifiedRun, by player: ServerPlayer) throws -> (board: ScoreBoard, rank: Int?) {
    try timed(.rankRun) { try base.add(run, by: player) }
  }

  func boards() throws -> [BoardSummary] {
    try timed(.listBoards) { try base.boards() }
  }

  func board(_ id: String) throws -> ScoreBoard? {
    try timed(.readBoard) { try base.board(id) }
  }

  func runCount() throws -> Int {
    try timed(.countRuns) { try base.runCount() }
  }

  func rankedBy(run: String) throws -> String? {
    try timed(.lookUpRun) { try base.rankedBy(run: run) }
  }

  func close() {
    let first = closed.withLock { closed in
      defer { closed = true }
      return !closed
    }
    if first { base.close() }
  }

  /// Runs `body`, timing it as `operation`; a failure is counted (a run ranked already is an
  /// answer, not a failure) and thrown on. A closed board runs nothing.
  private func timed<Result>(_ operation: Operation, _ body: () throws -> Result) throws -> Result {
    guard !closed.withLock({ $0 }) else {
      errors[operation]?.increment()
      throw ServerBoardError.cannotOpen(where: "the \(database) board", reason: "it is closed (the server is stopping)")
    }
    let start = ContinuousClock.now
    defer { timers[operation]?.recordNanoseconds(ServerMetrics.nanoseconds(start.duration(to: .now))) }
    do {
      return try body()
    } catch ServerBoardError.alreadyRanked(let holder) {
      throw ServerBoardError.alreadyRanked(by: holder)
    } catch {
      errors[operation]?.increment()
      throw error
    }
  }
}
