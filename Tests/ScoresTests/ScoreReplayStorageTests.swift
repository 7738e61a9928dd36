import FoundationEssentials
import Scores
import Testing

/// Replays kept with scores: written and read with the file, and kept within their share of
/// the store, dropping the oldest first and a board's best last, never an entry.
@Suite struct ScoreReplayStorageTests {
  static let day = Date(timeIntervalSince1970: 1_780_000_000)

  /// A replay-shaped text of exactly `bytes` bytes (newlines and a non-ASCII name included).
  static func replay(_ tag: String, bytes: Int) -> String {
    let head = "arcade-replay 1\ngame é-\(tag)\n"
    return head + String(repeating: "x", count: max(0, bytes - head.utf8.count - 1)) + "\n"
  }

  static func entry(_ name: String, score: Int, daysAgo: Double, replay: String?) -> ScoreEntry {
    ScoreEntry(name: name, score: score, date: day.addingTimeInterval(-daysAgo * 86_400), seed: 1, replay: replay)
  }

  @Test func anEntrysReplaySurvivesTheFile() throws {
    let text = "arcade-replay 1\ngame maze\n| \"quoted\" \\ back/slash\nevents 1\n0 key u:1F600\nend\n"
    let file = ScoreFile(boards: [
      "maze/maze-1": ScoreBoard(
        ordering: .lowerIsBetter,
        entries: [
          ScoreEntry(name: "Ann", score: 1234, timeMilliseconds: 1234, date: Self.day, seed: 7, replay: text),
          ScoreEntry(name: "Ben", score: 2000, timeMilliseconds: 2000, date: Self.day, seed: 8),
        ])
    ])
    let bytes = try file.encoded()
    let json = String(decoding: bytes, as: UTF8.self)
    #expect(json.contains("\"replay\" : \"arcade-replay 1\\ngame maze\\n"), "the replay is one JSON string: \(json)")
    let read = try ScoreFile.decode(bytes)
    #expect(read == file)
    #expect(read.boards["maze/maze-1"]?.entries.first?.replay == text)
    #expect(read.boards["maze/maze-1"]?.entries.last?.replay == nil, "an entry without a replay stays without")
    #expect(!json.contains("\"replay\" : null"), "no replay is no key")
  }

  @Test func aFileWithoutReplaysStillReads() throws {
    let json = """
      {"version": 1, "boards": {"balls": {"ordering": "higher", "entries": [
        {"name": "Ann", "score": 5, "date": "2026-01-02T03:04:05Z", "seed": "1"}]}}}
      """
    let file = try ScoreFile.decode(Array(json.utf8))
    #expect(file.boards["balls"]?.entries.first?.replay == nil)
  }

  /// Which entries, by name, still have their replays.
  static func kept(_ file: ScoreFile) -> Set<String> {
    Set(file.boards.values.flatMap(\.entries).filter { $0.replay != nil }.map(\.name))
  }

  static func twoBoards() -> ScoreFile {
    ScoreFile(boards: [
      "balls": ScoreBoard(
        ordering: .higherIsBetter,
        entries: [
          entry("b1-best-oldest", score: 90, daysAgo: 30, replay: replay("b1", bytes: 100)),
          entry("b2", score: 80, daysAgo: 5, replay: replay("b2", bytes: 100)),
          entry("b3-oldest", score: 70, daysAgo: 20, replay: replay("b3", bytes: 100)),
          entry("b4-none", score: 60, daysAgo: 40, replay: nil),
        ]),
      "holes": ScoreBoard(
        ordering: .higherIsBetter,
        entries: [
          entry("h1-best", score: 9, daysAgo: 10, replay: replay("h1", bytes: 100)),
          entry("h2", score: 8, daysAgo: 1, replay: replay("h2", bytes: 100)),
        ]),
    ])
  }

  @Test func nothingIsDroppedWithinTheLimit() {
    var file = Self.twoBoards()
    let before = file
    file.dropReplays(beyond: 500)
    #expect(file == before)
  }

  @Test func theOldestReplaysThatAreNotABoardsBestGoFirst() {
    var file = Self.twoBoards()
    file.dropReplays(beyond: 400)
    #expect(Self.kept(file) == ["b1-best-oldest", "b2", "h1-best", "h2"], "b3 is the oldest that is not a best")
    file.dropReplays(beyond: 300)
    #expect(Self.kept(file) == ["b1-best-oldest", "h1-best", "h2"], "then b2 (5 days) before h2 (1 day)")
    file.dropReplays(beyond: 200)
    #expect(Self.kept(file) == ["b1-best-oldest", "h1-best"], "every other replay goes before a best one")
  }

  @Test func theBestReplaysGoLastOldestFirst() {
    var file = Self.twoBoards()
    file.dropReplays(beyond: 150)
    #expect(Self.kept(file) == ["h1-best"], "the older best (30 days) goes before the newer (10 days)")
    file.dropReplays(beyond: 0)
    #expect(Self.kept(file).isEmpty)
  }

  @Test func droppingReplaysKeepsEveryEntry() {
    var file = Self.twoBoards()
    let before = file
    file.dropReplays(beyond: 0)
    #expect(file.boards.keys.sorted() == before.boards.keys.sorted())
    for (id, board) in before.boards {
      let after = file.boards[id]?.entries ?? []
      #expect(after.map(\.name) == board.entries.map(\.name))
      #expect(after.map(\.score) == board.entries.map(\.score))
      #expect(after.map(\.date) == board.entries.map(\.date))
    }
  }

  @Test func theLimitCountsBytesNotCharacters() {
    // Each replay has a two-byte é: 100 bytes, fewer characters.
    var file = Self.twoBoards()
    #expect(file.boards["balls"]?.entries[0].replay?.utf8.count == 100)
    #expect(file.boards["balls"]?.entries[0].replay?.count == 99)
    file.dropReplays(beyond: 499)
    #expect(Self.kept(file).count == 4, "500 bytes are over 499")
  }

  @Test func addingKeepsTheStoresReplaysWithinTheirShare() {
    var file = ScoreFile()
    let size = 300 << 10
    var total = 0
    for index in 0..<40 {
      let game = ["balls", "holes", "paddles"][index % 3]
      let rank = file.add(
        Self.entry(
          "p\(index)", score: index, daysAgo: Double(40 - index), replay: Self.replay("\(index)", bytes: size)),
        to: game, ordering: .higherIsBetter)
      #expect(rank == 1, "each new score is its board's best")
      total = file.boards.values.flatMap(\.entries).compactMap(\.replay).map(\.utf8.count).reduce(0, +)
      #expect(total <= ScoreFile.maximumReplayBytes, "after \(index + 1) scores: \(total) bytes")
    }
    #expect(total > ScoreFile.maximumReplayBytes - size, "only what had to go was dropped")
    for game in ["balls", "holes", "paddles"] {
      let best = file.boards[game]?.entries.first
      #expect(best?.replay != nil, "\(game)'s best keeps its replay")
      #expect(file.boards[game]?.entries.count == 10, "every board keeps its entries")
    }
    let newest = file.boards.values.flatMap(\.entries).max { $0.date < $1.date }
    #expect(newest?.name == "p39")
    #expect(newest?.replay != nil, "the score just added keeps its replay")
  }
}
