import FoundationEssentials
import Logging
import Scores

/// The board as the server's sessions and commands use it: every failure of the database is
/// logged with its detail (the driver's text, the file or the URL without its password) and
/// thrown on as `BoardUnavailable`, which says nothing of it, so no caller can show a player
/// more than that the board cannot be reached. A run ranked already is no failure: it passes
/// through as `ServerBoardError.alreadyRanked`.
public struct LoggedBoard: ServerBoard {
  /// The database.
  public let base: any ServerBoard
  private let log: Logger

  /// `base`, its failures logged to `log`.
  public init(_ base: any ServerBoard, log: Logger) {
    self.base = base
    self.log = log
  }

  public var capacity: Int { base.capacity }

  public func player(_ fingerprint: String) throws -> ServerPlayer? {
    try logged("read a player") { try base.player(fingerprint) }
  }

  public func claim(_ name: String, for fingerprint: String, at date: Date) throws -> String? {
    try logged("claim a name") { try base.claim(name, for: fingerprint, at: date) }
  }

  public func saveSettings(_ settings: String, for fingerprint: String) throws {
    try logged("save settings") { try base.saveSettings(settings, for: fingerprint) }
  }

  public func saveDailyLog(_ log: String, for fingerprint: String) throws {
    try logged("save the daily log") { try base.saveDailyLog(log, for: fingerprint) }
  }

  public func add(_ run: VerifiedRun, by player: ServerPlayer) throws -> (board: ScoreBoard, rank: Int?) {
    try logged("rank a run") { try base.add(run, by: player) }
  }

  public func boards() throws -> [BoardSummary] {
    try logged("list the boards") { try base.boards() }
  }

  public func board(_ id: String) throws -> ScoreBoard? {
    try logged("read a board") { try base.board(id) }
  }

  public func runCount() throws -> Int {
    try logged("count the runs") { try base.runCount() }
  }

  public func rankedBy(run: String) throws -> String? {
    try logged("look a run up") { try base.rankedBy(run: run) }
  }

  public func close() {
    base.close()
  }

  /// Runs `body`; a failure is logged as `operation`'s, with its detail, and thrown on as
  /// `BoardUnavailable`.
  private func logged<Result>(_ operation: String, _ body: () throws -> Result) throws -> Result {
    do {
      return try body()
    } catch let error as ServerBoardError {
      if case .alreadyRanked = error { throw error }
      log.error("board failed", metadata: ["operation": "\(operation)", "error": "\(error)"])
      throw BoardUnavailable(operation: operation)
    } catch {
      log.error("board failed", metadata: ["operation": "\(operation)", "error": "\(String(reflecting: error))"])
      throw BoardUnavailable(operation: operation)
    }
  }
}
