import FoundationEssentials

// MARK: - ScoreFile

/// The whole score store as it is on disk:
/// `{"format": "arcade-scores", "version": 1, "boards": {…}}`.
public struct ScoreFile: Sendable, Equatable {
  /// The marker that says a JSON file is an arcade score store (see `ScoreFileRecognition`).
  public static let formatMarker = "arcade-scores"
  /// The format this code reads and writes; any other version is quarantined, never guessed at.
  public static let currentVersion = 1
  /// The most replay text the store keeps over all boards (4 MiB, half the store's limit);
  /// beyond it the oldest replays are dropped, those of a board's best entry last.
  public static let maximumReplayBytes = 4 << 20

  /// Boards keyed by board id (see `ScoreBoardID`).
  public var boards: [String: ScoreBoard]
  /// The name entered last, offered as the default at the next name entry.
  public var lastName: String?

  /// Creates a store document.
  public init(boards: [String: ScoreBoard] = [:], lastName: String? = nil) {
    self.boards = boards
    self.lastName = lastName
  }

  // MARK: - Editing (pure)

  /// Adds `entry` to board `boardID` (created with `ordering` if new) and returns its rank,
  /// or nil when it did not make the board; the caller's ordering wins over the file's.
  public mutating func add(
    _ entry: ScoreEntry, to boardID: String, ordering: ScoreOrdering,
    capacity: Int = ScoreBoard.defaultCapacity
  ) -> Int? {
    let board = (boards[boardID] ?? ScoreBoard(ordering: ordering)).reordered(ordering)
    let result = board.inserting(entry, capacity: capacity)
    boards[boardID] = result.board
    lastName = entry.name
    dropReplays(beyond: Self.maximumReplayBytes)
    return result.rank
  }

  /// The bytes of replay text kept over all boards.
  public var replayBytes: Int {
    boards.values.reduce(0) { total, board in
      total + board.entries.reduce(0) { $0 + ($1.replay?.utf8.count ?? 0) }
    }
  }

  /// Drops replays, oldest first and a board's best entry's last, until the replays kept
  /// take at most `limit` bytes; the entries themselves stay.
  public mutating func dropReplays(beyond limit: Int) {
    var total = 0
    var kept: [(board: String, index: Int, isBest: Bool, date: Date, bytes: Int)] = []
    for (id, board) in boards {
      for (index, entry) in board.entries.enumerated() {
        guard let replay = entry.replay else { continue }
        total += replay.utf8.count
        kept.append((id, index, index == 0, entry.date, replay.utf8.count))
      }
    }
    guard total > limit else { return }
    kept.sort { ($0.isBest ? 1 : 0, $0.date, $0.board, $0.index) < ($1.isBest ? 1 : 0, $1.date, $1.board, $1.index) }
    for doomed in kept where total > limit {
      boards[doomed.board]?.entries[doomed.index].replay = nil
      total -= doomed.bytes
    }
  }

  /// Removes the boards of `game` (its own board and its per-level boards), or every board
  /// when `game` is nil; returns the removed board ids, sorted.
  public mutating func removeBoards(of game: String?) -> [String] {
    let doomed = boards.keys.filter { id in game.map { ScoreBoardID.belongs(id, to: $0) } ?? true }
    for id in doomed { boards[id] = nil }
    return doomed.sorted()
  }

  /// The board ids of one game, or all of them, sorted, for listing screens and the CLI.
  public func boardIDs(of game: String? = nil) -> [String] {
    boards.keys.filter { id in game.map { ScoreBoardID.belongs(id, to: $0) } ?? true }.sorted()
  }

  // MARK: - JSON

  /// The file's bytes: pretty-printed, keys sorted, slashes unescaped, ending in a newline,
  /// so a person can read and diff it.
  public func encoded() throws(ScoreFileError) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    do {
      var bytes = [UInt8](try encoder.encode(Document(version: Self.currentVersion, file: self)))
      bytes.append(UInt8(ascii: "\n"))
      return bytes
    } catch {
      throw .unencodable(String(describing: error))
    }
  }

  /// Parses a store's bytes; fails with the reason a person needs (where the JSON breaks, a
  /// key given twice, a number out of range, a wrong version or shape).
  public static func decode(_ bytes: [UInt8]) throws(ScoreFileError) -> ScoreFile {
    let (value, finding) = JSONInspector.read(bytes)
    return try decode(value, inspected: finding)
  }

  /// `decode` of what `JSONInspector` read: the value, or what it found wrong.
  static func decode(_ value: JSONValue?, inspected finding: JSONInspector.Finding?) throws(ScoreFileError) -> ScoreFile
  {
    guard let value else { throw .malformed(finding?.description ?? "not JSON") }
    // The version first, alone, so a future version with a different shape is reported as a
    // version problem rather than as a confusing missing key.
    let top = JSONField(value)
    let version = try top.member("version").wholeNumber(Int.self)
    guard version == currentVersion else { throw .unsupportedVersion(version) }
    var boards: [String: ScoreBoard] = [:]
    for (id, board) in try top.member("boards").fields() { boards[id] = try ScoreBoard(reading: board) }
    let lastName = try top.optionalMember("lastName")?.string()
    return ScoreFile(boards: boards, lastName: lastName.map(PlayerName.sanitize))
  }
}

// MARK: - On-disk shapes

/// The top-level JSON object, as written (`ScoreFile.decode` reads it through `JSONField`).
private struct Document: Encodable {
  /// `ScoreFile.formatMarker` (absent in stores written before it existed).
  var format: String?
  var version: Int
  var boards: [String: ScoreBoard]
  var lastName: String?

  init(version: Int, file: ScoreFile) {
    self.format = ScoreFile.formatMarker
    self.version = version
    self.boards = file.boards
    self.lastName = file.lastName
  }
}
