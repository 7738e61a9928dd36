import ArcadeKit
import FoundationEssentials
import GameKit
import Replays
import Scores

/// The server's one board for everyone: the players (a key's fingerprint, the name chosen
/// once, their settings) and every ranked run with its replay. `SQLiteBoard` (the embedded
/// default) and `PostgresBoard` (several servers sharing one board) keep it.
///
/// A run is written only after the server re-ran its replay to the same score (the caller
/// verifies: `ServerScores`), so everything here is ranked. A board shows each player's best
/// run once, so one player cannot fill it. Blocking: call it off the event loops.
public protocol ServerBoard: Sendable {
  /// How many places a board shows.
  var capacity: Int { get }
  /// The player known by `fingerprint`, if they have chosen a name.
  func player(_ fingerprint: String) throws -> ServerPlayer?
  /// Gives `name` (sanitised) to the player `fingerprint` for good; nil when another player
  /// has it (names compare without case). A player who has a name keeps it.
  func claim(_ name: String, for fingerprint: String, at date: Date) throws -> String?
  /// Keeps `settings` (the settings file's text) with the player `fingerprint`.
  func saveSettings(_ settings: String, for fingerprint: String) throws
  /// Keeps the player's daily log (`DailyLog`'s text: the days played, which run was ranked).
  func saveDailyLog(_ log: String, for fingerprint: String) throws
  /// Ranks a verified run of `player`; returns the board as it is now and the run's place on it.
  /// A run whose identity is stored already (another server ranked it a moment before) throws
  /// `ServerBoardError.alreadyRanked`: the identity is unique in the database.
  func add(_ run: VerifiedRun, by player: ServerPlayer) throws -> (board: ScoreBoard, rank: Int?)
  /// Every board's id and title, in no particular order.
  func boards() throws -> [BoardSummary]
  /// The board `id` as shown: each player's best run, best first, `capacity` places.
  func board(_ id: String) throws -> ScoreBoard?
  /// How many runs are stored (for the log and the tests).
  func runCount() throws -> Int
  /// The name of the player who ranked the run with identity `run`, if it is stored.
  func rankedBy(run: String) throws -> String?
  /// The stored run with identity `run` (its page, `/runs/ID`), if there is one.
  func storedRun(_ run: String) throws -> StoredRun?
  /// Closes the database (the server stops); nothing is called after.
  func close()
}

extension ServerBoard {
  /// The replays of board `id`'s places, best first (ghosts).
  public func replays(on id: String) throws -> [String] {
    try board(id)?.entries.compactMap(\.replay) ?? []
  }
}

/// A ranked run as its page shows it: who ranked it, where, its score and its replay.
public struct StoredRun: Hashable, Sendable {
  public var name: String
  public var boardTitle: String
  public var score: Int
  public var replay: String
}

/// A board's id and title.
public struct BoardSummary: Hashable, Sendable {
  public var id: String
  public var title: String
}

/// One ranked row as either database returns it.
struct BoardRow {
  var name: String
  var score: Int
  var timeMilliseconds: Int?
  var level: Int?
  var detail: String?
  /// Seconds since 1970.
  var date: Double
  /// The seed as text (a `UInt64` does not fit a signed column).
  var seed: String
  var replay: String
  var offline: Bool

  /// The entry a board shows: a run played offline says so.
  var entry: ScoreEntry {
    ScoreEntry(
      name: name, score: score, timeMilliseconds: timeMilliseconds, level: level,
      detail: offline ? [detail, "played offline"].compactMap { $0 }.joined(separator: ", ") : detail,
      date: Date(timeIntervalSince1970: date), seed: UInt64(seed) ?? 0, replay: replay)
  }

  /// A board of `entries`, best first.
  static func board(_ entries: [ScoreEntry], lowerIsBetter: Bool) -> ScoreBoard {
    ScoreBoard(ordering: lowerIsBetter ? .lowerIsBetter : .higherIsBetter, entries: entries)
  }
}

/// A player known to the server: the fingerprint of their key, the name they chose.
public struct ServerPlayer: Hashable, Sendable {
  /// `SHA256:…` of their public key.
  public var fingerprint: String
  public var name: String
  /// Their settings, as a settings file's text (nil: the defaults).
  public var settings: String?
  /// Their daily log's text (nil: no day played yet).
  public var dailyLog: String?

  /// A player.
  public init(fingerprint: String, name: String, settings: String? = nil, dailyLog: String? = nil) {
    self.fingerprint = fingerprint
    self.name = name
    self.settings = settings
    self.dailyLog = dailyLog
  }
}

/// A run whose replay the server played to the same score: what the board keeps of it.
public struct VerifiedRun: Hashable, Sendable {
  public var board: String
  public var boardTitle: String
  public var game: String
  public var score: Int
  public var lowerIsBetter: Bool
  public var timeMilliseconds: Int?
  public var level: Int?
  public var detail: String?
  public var seed: UInt64
  /// The replay's text, as `ReplayText` writes it.
  public var replay: String
  /// The run's identity (`GameRegistry.runIdentity`): unique on the board.
  public var run: String
  /// Submitted from a replay file (`ssh … submit`), not played on the server.
  public var offline: Bool
  public var date: Date
}

/// Why the board cannot be used.
public enum ServerBoardError: Error, CustomStringConvertible {
  /// The database cannot be opened or reached (`place`: its file, or its server).
  case cannotOpen(where: String, reason: String)
  /// The database was written by a newer arcade (its schema is past version `known`).
  case newerSchema(where: String, known: Int)
  /// The run is ranked already, by the player called `by`.
  case alreadyRanked(by: String)

  public var description: String {
    switch self {
    case .cannotOpen(let place, let reason): "\(place): cannot open the board: \(reason)"
    case .newerSchema(let place, let known):
      "\(place): this board was written by a newer arcade (its schema is past version \(known)); "
        + "run that arcade, or give another database. Nothing was changed."
    case .alreadyRanked(let holder): "the run is already ranked by \(holder)"
    }
  }
}

/// What a board works out of a stored run when its schema changes (the runs stored before run
/// identities, or before boards of levels of players' own): `ServerScores.storedRunReader`.
public struct StoredRunReader: Sendable {
  /// A stored run's identity, and where it ranks (nil: leave it where it is).
  public struct Facts: Sendable {
    public var run: String
    public var placement: BoardPlacement?

    /// Creates the facts of a run.
    public init(run: String, placement: BoardPlacement?) {
      self.run = run
      self.placement = placement
    }
  }

  /// The facts of the run whose replay is `replay`, which reached level `level`.
  public var facts: @Sendable (_ replay: String, _ level: Int?) -> Facts

  /// A reader from `facts`.
  public init(_ facts: @escaping @Sendable (_ replay: String, _ level: Int?) -> Facts) {
    self.facts = facts
  }

  /// Knows nothing of the games: a run is known by its replay's text, and stays on its board.
  public static let textOnly = StoredRunReader { replay, _ in Facts(run: "replay-" + SHA256.hex(replay), placement: nil)
  }
}
