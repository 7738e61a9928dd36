// MARK: - ScoreBoard

/// The best entries of one game (or one level of a game), best first.
public struct ScoreBoard: Sendable, Equatable, Encodable {
  /// How many entries a board keeps unless a store is told otherwise.
  public static let defaultCapacity = 10

  /// Which end is the top.
  public var ordering: ScoreOrdering
  /// Entries, best first; equal scores in the order they were achieved.
  public var entries: [ScoreEntry]
  /// The board's title where its id cannot name it (a board of levels of the player's own:
  /// `Balls — Ten thousand (01234567)`); nil: the game titles it from the id.
  public var title: String?

  /// Creates a board; `entries` are taken as given (call `inserting` to rank new ones).
  public init(ordering: ScoreOrdering, entries: [ScoreEntry] = [], title: String? = nil) {
    self.ordering = ordering
    self.entries = entries
    self.title = title.map(PlayerName.sanitizeTitle)
  }

  // MARK: - Ranking (pure)

  /// The 1-based place a score would take: after every entry that is better or equal.
  /// A result above `capacity` means it does not make the board ("would rank 11th").
  public func rank(of score: Int) -> Int {
    var place = 1
    for entry in entries where !ordering.ranksAbove(score, entry.score) {
      place += 1
    }
    return place
  }

  /// Whether a score would be kept on a board holding at most `capacity` entries.
  public func qualifies(_ score: Int, capacity: Int = ScoreBoard.defaultCapacity) -> Bool {
    rank(of: score) <= capacity
  }

  /// The board with `entry` placed by rank and cut to `capacity`, and the entry's 1-based
  /// rank, or nil when it did not make the cut.
  public func inserting(
    _ entry: ScoreEntry, capacity: Int = ScoreBoard.defaultCapacity
  ) -> (board: ScoreBoard, rank: Int?) {
    var board = self
    board.entries = stablySorted(entries, by: ordering)
    let place = board.rank(of: entry.score)
    board.entries.insert(entry, at: place - 1)
    let kept = max(capacity, 0)
    if board.entries.count > kept {
      board.entries.removeLast(board.entries.count - kept)
    }
    return (board, place <= kept ? place : nil)
  }

  /// The board re-ranked under `ordering` (a hand-edited file may disagree with the game).
  public func reordered(_ ordering: ScoreOrdering) -> ScoreBoard {
    ScoreBoard(ordering: ordering, entries: stablySorted(entries, by: ordering), title: title)
  }
}

// MARK: - Encodable

extension ScoreBoard {
  enum CodingKeys: String, CodingKey {
    case ordering, entries, title
  }
}

// MARK: - Reading

extension ScoreBoard {
  /// The board at `field` of a score file (`ScoreFile.decode`); a title is made inert like a
  /// name (a hand-edited file may hold anything).
  init(reading field: JSONField) throws(ScoreFileError) {
    let orderingField = try field.member("ordering")
    guard let ordering = ScoreOrdering(rawValue: try orderingField.string()) else {
      throw orderingField.problem(
        "expected \(ScoreOrdering.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or "))")
    }
    var entries: [ScoreEntry] = []
    for entry in try field.member("entries").elements() { entries.append(try ScoreEntry(reading: entry)) }
    self.init(ordering: ordering, entries: entries, title: try field.optionalMember("title")?.string())
  }
}

// MARK: - Helpers

/// Sorts keeping the original order of equal scores (Swift's `sort` promises no stability).
private func stablySorted(_ entries: [ScoreEntry], by ordering: ScoreOrdering) -> [ScoreEntry] {
  entries.enumerated()
    .sorted { left, right in
      if ordering.ranksAbove(left.element.score, right.element.score) { return true }
      if ordering.ranksAbove(right.element.score, left.element.score) { return false }
      return left.offset < right.offset
    }
    .map(\.element)
}
