import ArcadeKit
import Drawing

// MARK: - DailyLog

/// The player's ranked daily runs: which games were started on which day, and the result of
/// those finished. A run counts from its start: a run left before its end is played (with no
/// result). Kept as text, one run a line (`2026-11-25 maze finished 12.31 s`), in the data
/// folder's `daily` file.
public struct DailyLog: Hashable, Sendable {
  /// Where a game stands on a day.
  public enum State: Hashable, Sendable {
    /// Not started: the next run is the ranked one.
    case notPlayed
    /// Started and left before its end: played, with no result.
    case started
    /// Finished: its result as the board shows it.
    case finished(String)
  }

  /// The runs, by day and game id.
  private var runs: [DailyDate: [String: State]] = [:]

  /// An empty log.
  public init() {}

  /// Reads the log's text; lines it cannot read are skipped and counted in `unreadLines`.
  public init(text: String) {
    var unread = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
      let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
      guard fields.count >= 3, let date = DailyDate(String(fields[0])), Self.isGameID(fields[1]) else {
        unread += 1
        continue
      }
      let game = String(fields[1])
      switch fields[2] {
      case "started" where fields.count == 3:
        if runs[date]?[game] == nil { runs[date, default: [:]][game] = .started }
      case "finished" where fields.count == 4 && !fields[3].isEmpty:
        runs[date, default: [:]][game] = .finished(String(fields[3]))
      default:
        unread += 1
      }
    }
    unreadLines = unread
  }

  /// Lines of the text it was read from that were not runs.
  public private(set) var unreadLines = 0

  /// The text to keep: a comment, then the runs by day and game.
  public var text: String {
    var lines = ["# arcade daily challenge: the ranked run of each game, one a line"]
    for date in runs.keys.sorted() {
      for (game, state) in runs[date, default: [:]].sorted(by: { $0.key < $1.key }) {
        switch state {
        case .notPlayed: continue
        case .started: lines.append("\(date) \(game) started")
        case .finished(let shown): lines.append("\(date) \(game) finished \(shown)")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Where `game` stands on `date`.
  public func state(of game: String, on date: DailyDate) -> State {
    runs[date]?[game] ?? .notPlayed
  }

  /// Marks `game`'s ranked run on `date` as started (it counts from now).
  public mutating func start(_ game: String, on date: DailyDate) {
    if runs[date]?[game] == nil { runs[date, default: [:]][game] = .started }
  }

  /// Keeps the result of `game`'s ranked run on `date`, as the board shows it (one line).
  public mutating func finish(_ game: String, on date: DailyDate, shown: String) {
    let line = String(shown.map { $0.isNewline ? " " : $0 }).trimmingSpaces
    runs[date, default: [:]][game] = .finished(line.isEmpty ? "?" : line)
  }

  /// Days in a row with a run, ending `today` (or yesterday, while today has none yet).
  public func streak(through today: DailyDate) -> Int {
    var day = runs[today]?.isEmpty == false ? today : today.previous
    var count = 0
    while runs[day]?.isEmpty == false {
      count += 1
      day = day.previous
    }
    return count
  }

  /// The days with a run, newest first.
  public var days: [DailyDate] { runs.keys.filter { runs[$0]?.isEmpty == false }.sorted(by: >) }

  private static func isGameID(_ text: Substring) -> Bool {
    !text.isEmpty && text.count <= 40
      && text.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
  }
}
