import ArcadeKit
import Synchronization

// MARK: - DailyBook

/// The daily log while the arcade runs, shared by the Daily screen and the runs it starts (a
/// run finishes under the screen's feet): each change is kept in memory at once and written to
/// the log's file through the one writer (`Effect.writeFile`).
public final class DailyBook: Sendable {
  /// The file the log is kept in (nil: nowhere, the log lives as long as the arcade).
  public let path: String?
  private let log: Mutex<DailyLog>

  /// A book over `log`, kept in the file at `path`.
  public init(log: DailyLog, path: String?) {
    self.path = path
    self.log = Mutex(log)
  }

  /// The log now.
  public var current: DailyLog { log.withLock { $0 } }

  /// Changes the log and returns the command that writes it (none without a file).
  public func change(_ body: (inout DailyLog) -> Void) -> [Command] {
    let text = log.withLock { log in
      body(&log)
      return log.text
    }
    guard let path else { return [] }
    return [.perform(.writeFile(path: path, contents: text))]
  }
}
