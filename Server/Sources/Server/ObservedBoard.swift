import CoreMetrics
import FoundationEssentials
import Logging
import Scores
import Synchronization

/// The board as the server's sessions and commands use it, for SQLite and PostgreSQL alike:
/// every call is timed into `arcade_database_seconds{database=…,operation=…}`; every failure
/// is counted in `arcade_database_errors_total{database=…,operation=…}`, logged with its detail
/// (the driver's text, the file or the URL without its password) and thrown on as
/// `BoardUnavailable`, which says nothing of it, so no caller can show a player more than that
/// the board cannot be reached. A run ranked already is no failure: it passes through as
/// `ServerBoardError.alreadyRanked`. Once closed it refuses every call (a closed SQLite pool must
/// not be touched: it would crash the process), so a late call, or `/healthz` asking, is told
/// the board is gone.
final class ObservedBoard: ServerBoard {
  /// The database.
  let base: any ServerBoard
  private let database: String
  private let log: Logger
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

    /// The operation as the log says it (`board failed operation=rank a run`).
    var phrase: String {
      switch self {
      case .readPlayer: "read a player"
      case .claimName: "claim a name"
      case .saveSettings: "save settings"
      case .saveDailyLog: "save the daily log"
      case .rankRun: "rank a run"
      case .listBoards: "list the boards"
      case .readBoard: "read a board"
      case .countRuns: "count the runs"
      case .lookUpRun: "look a run up"
      }
    }
  }

  /// `base`, timed into `metrics`, its failures logged to `log`; `database` names it (`sqlite`,
  /// `postgres`).
  init(_ base: any ServerBoard, database: String, metrics: ServerMetrics, log: Logger) {
    self.base = base
    self.database = database
    self.log = log
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
    try observed(.readPlayer) { try base.player(fingerprint) }
  }

  func claim(_ name: String, for fingerprint: String, at date: Date) throws -> String? {
    try observed(.claimName) { try base.claim(name, for: fingerprint, at: date) }
  }

  func saveSettings(_ settings: String, for fingerprint: String) throws {
    try observed(.saveSettings) { try base.saveSettings(settings, for: fingerprint) }
  }

  func saveDailyLog(_ log: String, for fingerprint: String) throws {
    try observed(.saveDailyLog) { try base.saveDailyLog(log, for: fingerprint) }
  }

  func add(_ run: VerifiedRun, by player: ServerPlayer) throws -> (board: ScoreBoard, rank: Int?) {
    try observed(.rankRun) { try base.add(run, by: player) }
  }

  func boards() throws -> [BoardSummary] {
    try observed(.listBoards) { try base.boards() }
  }

  func board(_ id: String) throws -> ScoreBoard? {
    try observed(.readBoard) { try base.board(id) }
  }

  func runCount() throws -> Int {
    try observed(.countRuns) { try base.runCount() }
  }

  func rankedBy(run: String) throws -> String? {
    try observed(.lookUpRun) { try base.rankedBy(run: run) }
  }

  func storedRun(_ run: String) throws -> StoredRun? {
    try observed(.lookUpRun) { try base.storedRun(run) }
  }

  func close() {
    let first = closed.withLock { closed in
      defer { closed = true }
      return !closed
    }
    if first { base.close() }
  }

  /// Runs `body`, timing it as `operation`; a failure is counted, logged with its detail and
  /// thrown on as `BoardUnavailable` (a run ranked already is an answer, not a failure). A
  /// closed board runs nothing.
  private func observed<Result>(_ operation: Operation, _ body: () throws -> Result) throws -> Result {
    guard !closed.withLock({ $0 }) else {
      throw failure(
        of: operation,
        ServerBoardError.cannotOpen(where: "the \(database) board", reason: "it is closed (the server is stopping)"))
    }
    let start = ContinuousClock.now
    defer { timers[operation]?.recordNanoseconds(ServerMetrics.nanoseconds(start.duration(to: .now))) }
    do {
      return try body()
    } catch ServerBoardError.alreadyRanked(let holder) {
      throw ServerBoardError.alreadyRanked(by: holder)
    } catch {
      throw failure(of: operation, error)
    }
  }

  /// `error` of `operation` counted and logged; what the caller is told instead.
  private func failure(of operation: Operation, _ error: any Error) -> BoardUnavailable {
    errors[operation]?.increment()
    let detail = error is ServerBoardError ? "\(error)" : String(reflecting: error)
    log.error("board failed", metadata: ["operation": "\(operation.phrase)", "error": "\(detail)"])
    return BoardUnavailable(operation: operation.phrase)
  }
}
