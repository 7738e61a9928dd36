import FoundationEssentials
import Scores
import Testing

// MARK: - Ranking

/// An entry whose name tells the tests apart; everything else is fixed.
func entry(_ name: String, _ score: Int, seed: UInt64 = 7) -> ScoreEntry {
  ScoreEntry(name: name, score: score, date: Date(timeIntervalSince1970: 1_763_780_000), seed: seed)
}

struct ScoreBoardTests {
  @Test func higherScoresRankFirst() {
    var board = ScoreBoard(ordering: .higherIsBetter)
    for (name, score) in [("b", 20), ("a", 30), ("c", 10)] {
      board = board.inserting(entry(name, score)).board
    }
    #expect(board.entries.map(\.name) == ["a", "b", "c"])
  }

  @Test func lowerIsBetterBoardsPutTheSmallestScoreFirst() {
    var board = ScoreBoard(ordering: .lowerIsBetter)
    let first = board.inserting(entry("slow", 90_000))
    board = first.board
    let second = board.inserting(entry("fast", 41_250))
    #expect(first.rank == 1)
    #expect(second.rank == 1)
    #expect(second.board.entries.map(\.name) == ["fast", "slow"])
  }

  @Test func tiesKeepTheEarlierEntryFirst() {
    var board = ScoreBoard(ordering: .higherIsBetter)
    board = board.inserting(entry("first", 50)).board
    let result = board.inserting(entry("second", 50))
    #expect(result.rank == 2)
    #expect(result.board.entries.map(\.name) == ["first", "second"])
  }

  @Test func tiesOnLowerIsBetterBoardsAlsoKeepTheEarlierEntryFirst() {
    let board = ScoreBoard(ordering: .lowerIsBetter, entries: [entry("first", 1_000)])
    let result = board.inserting(entry("second", 1_000))
    #expect(result.rank == 2)
    #expect(result.board.entries.map(\.name) == ["first", "second"])
  }

  @Test func boardsKeepOnlyTheTopTen() {
    var board = ScoreBoard(ordering: .higherIsBetter)
    for score in 1...12 {
      board = board.inserting(entry("p\(score)", score)).board
    }
    #expect(board.entries.count == 10)
    #expect(board.entries.map(\.score) == Array((3...12).reversed()))
  }

  @Test func aScoreThatMissesTheBoardHasNoRankButAPlacement() {
    let full = ScoreBoard(
      ordering: .higherIsBetter, entries: (11...20).reversed().map { entry("p", $0) })
    let result = full.inserting(entry("late", 5))
    #expect(result.rank == nil)
    #expect(result.board == full)
    #expect(full.rank(of: 5) == 11)
    #expect(!full.qualifies(5))
    #expect(full.qualifies(15))
    #expect(full.rank(of: 15) == 7)  // after the 15 already there
  }

  @Test func anEqualScoreToTheTenthDoesNotQualify() {
    let full = ScoreBoard(
      ordering: .higherIsBetter, entries: (11...20).reversed().map { entry("p", $0) })
    #expect(full.rank(of: 11) == 11)
    #expect(full.inserting(entry("tie", 11)).rank == nil)
  }

  @Test func capacityCanBeRaised() {
    var board = ScoreBoard(ordering: .higherIsBetter)
    for score in 1...25 {
      board = board.inserting(entry("p", score), capacity: 100).board
    }
    #expect(board.entries.count == 25)
  }

  @Test func reorderingAHandEditedBoardIsStable() {
    let board = ScoreBoard(
      ordering: .higherIsBetter,
      entries: [entry("a", 1), entry("b", 3), entry("c", 1), entry("d", 3)])
    #expect(board.reordered(.higherIsBetter).entries.map(\.name) == ["b", "d", "a", "c"])
    #expect(board.reordered(.lowerIsBetter).entries.map(\.name) == ["a", "c", "b", "d"])
  }

  @Test func boardsPerLevelAreSeparate() {
    var file = ScoreFile()
    let one = ScoreBoardID.level(game: "maze", levelIdentity: "1f3a9c")
    let two = ScoreBoardID.level(game: "maze", levelIdentity: "77b2e0")
    _ = file.add(entry("a", 5_000), to: one, ordering: .lowerIsBetter)
    _ = file.add(entry("b", 9_000), to: two, ordering: .lowerIsBetter)
    #expect(file.boards[one]?.entries.map(\.name) == ["a"])
    #expect(file.boards[two]?.entries.map(\.name) == ["b"])
    #expect(file.boardIDs(of: "maze") == ["maze/1f3a9c", "maze/77b2e0"])
    #expect(file.boardIDs(of: "balls") == [])
  }

  @Test func boardIDsSplitIntoGameAndLevel() {
    #expect(ScoreBoardID.game("balls") == "balls")
    #expect(ScoreBoardID.gameOf("maze/1f3a9c") == "maze")
    #expect(ScoreBoardID.levelOf("maze/1f3a9c") == "1f3a9c")
    #expect(ScoreBoardID.levelOf("balls") == nil)
    #expect(ScoreBoardID.belongs("maze/x", to: "maze"))
    #expect(!ScoreBoardID.belongs("mazes", to: "maze"))
  }

  @Test func removingAGameLeavesOtherGamesBoards() {
    var file = ScoreFile()
    _ = file.add(entry("a", 1), to: "maze/l1", ordering: .lowerIsBetter)
    _ = file.add(entry("a", 1), to: "maze/l2", ordering: .lowerIsBetter)
    _ = file.add(entry("a", 1), to: "balls", ordering: .higherIsBetter)
    #expect(file.removeBoards(of: "maze") == ["maze/l1", "maze/l2"])
    #expect(file.boardIDs() == ["balls"])
    #expect(file.removeBoards(of: nil) == ["balls"])
    #expect(file.boards.isEmpty)
  }

  @Test func addingRemembersTheLastName() {
    var file = ScoreFile()
    _ = file.add(entry("Grace", 1), to: "balls", ordering: .higherIsBetter)
    #expect(file.lastName == "Grace")
  }
}
