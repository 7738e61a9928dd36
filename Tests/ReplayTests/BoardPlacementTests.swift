import ArcadeKit
import BallsGame
import GameKit
import Launcher
import Levels
import MazeGame
import PaddlesGame
import Replays
import Scores
import Testing

/// Where a run ranks: on a board of the arcade's own levels only when every level it played is
/// one of them (their text, not their name), else on a board of its own levels; what the
/// header says its board is never counts.
@Suite struct BoardPlacementTests {
  static let registry = ReplayFixtures.registry

  /// A Balls header over `levels` from `start`, naming `board` as an attacker would.
  static func ballsHeader(_ levels: [BallsLevel], start: Int = 0, board: String = "balls/from-1") -> ReplayHeader {
    ReplayHeader(
      game: BallsGame.id, board: board, rulesVersion: Balls.rulesVersion, seed: 7,
      levels: levels.map { ReplayFixtures.replayLevel(Level($0)) }, startIndex: start)
  }

  static let shipped = ReplayFixtures.shippedBallsLevels()
  static let tenThousand = BallsLevel(name: "Ten thousand", balls: 2000, target: 1, explosionRadius: 60)

  @Test func aRunOfTheShippedLevelsRanksOnItsStartLevelsBoard() {
    let placement = Self.registry.placement(of: Self.ballsHeader(Self.shipped, start: 1), reaching: 3)
    #expect(placement == BoardPlacement(id: "balls/from-2", title: "Balls \u{2014} from level 2", isBuiltIn: true))
  }

  /// Before: a made-up level of 2,000 balls ranked first on "Balls", as its start number said.
  @Test func aMadeUpLevelRanksOnABoardOfItsOwnWhateverItsHeaderSays() {
    let header = Self.ballsHeader([Self.tenThousand])
    let placement = Self.registry.placement(of: header, reaching: 1)
    #expect(placement.id.hasPrefix("balls/levels-") && placement.id.count == "balls/levels-".count + 16)
    #expect(placement.title == "Balls \u{2014} Ten thousand (\(placement.id.suffix(16).prefix(8)))")
    #expect(!placement.isBuiltIn)
    #expect(!Self.registry.isBuiltIn(placement.id))
    #expect(Self.registry.isBuiltIn("balls/from-1"))
    // The same level in the place of a shipped one, after shipped ones, is still not theirs.
    var levels = Self.shipped
    levels[0] = Self.tenThousand
    #expect(!Self.registry.placement(of: Self.ballsHeader(levels), reaching: 3).isBuiltIn)
  }

  /// A level of the player's own after the shipped ones counts only once the run reaches it.
  @Test func aLevelOfOnesOwnAfterTheShippedOnesCountsOnceReached() {
    let levels = Self.shipped + [Self.tenThousand]
    let header = Self.ballsHeader(levels)
    #expect(Self.registry.placement(of: header, reaching: 5).id == "balls/from-1")
    #expect(!Self.registry.placement(of: header, reaching: levels.count).isBuiltIn)
    #expect(!Self.registry.placement(of: header, reaching: nil).isBuiltIn)
  }

  /// A level given a shipped level's identity (its FNV name) but another text is not shipped.
  @Test func aShippedIdentityOverAnotherTextIsNotAShippedLevel() {
    var header = Self.ballsHeader(Self.shipped)
    header.levels[0].text = ReplayFixtures.replayLevel(Level(Self.tenThousand)).text
    #expect(header.levels[0].identity == BallsBoards.shipped.levels[0].identity)
    #expect(!Self.registry.placement(of: header, reaching: 1).isBuiltIn)
  }

  /// A maze keeps the board of its own identity; a shipped maze's board is built in.
  @Test func mazesRankOnTheirMazesBoard() {
    let tiny = Self.registry.placement(of: ReplayFixtures.mazeHeader(), reaching: 1)
    #expect(tiny.id == ReplayFixtures.mazeHeader().board)
    #expect(!tiny.isBuiltIn)
    #expect(!Self.registry.isBuiltIn(tiny.id))
    #expect(Self.registry.isBuiltIn("maze/maze-c5068b4e7190039e"))
    var forged = ReplayFixtures.mazeHeader()
    forged.board = "maze/maze-c5068b4e7190039e"
    #expect(Self.registry.placement(of: forged, reaching: 1).id == tiny.id)
  }

  /// Paddles on the classic arena is built in; the options still key the board.
  @Test func paddlesOnTheClassicArenaIsBuiltIn() {
    let header = ReplayFixtures.paddlesHeader(PaddlesOptions(players: 1, difficulty: .hard, winScore: 5, seed: 1))
    let placement = Self.registry.placement(of: header, reaching: nil)
    #expect(
      placement
        == BoardPlacement(id: "paddles/hard-first-to-5", title: "Paddles \u{2014} hard, first to 5", isBuiltIn: true))
  }

  /// The listing marks a board of a player's level and lists it after the game's own.
  @Test func listingsMarkAndOrderBoardsOfPlayersLevels() {
    let own = "balls/levels-0123456789abcdef"
    #expect(
      BoardOrder.shownTitle("Balls \u{2014} Mine (01234567)", isBuiltIn: false).hasSuffix("\u{00B7} a player's level"))
    #expect(
      BoardOrder.precedes(
        "balls/from-11", "Balls \u{2014} from level 11", own, "Balls \u{2014} A", gameOrder: Self.registry.ids,
        isBuiltIn: Self.registry.isBuiltIn))
    #expect(
      !BoardOrder.precedes(
        own, "Balls \u{2014} A", "balls/from-11", "Balls \u{2014} from level 11", gameOrder: Self.registry.ids,
        isBuiltIn: Self.registry.isBuiltIn))
  }

  /// A local store of an older arcade with a made-up level's run on "Balls": the run moves to
  /// its level's board, titled, and nothing is lost.
  @Test func aMadeUpLevelsEntryMovesOffTheBuiltInBoard() throws {
    let header = Self.ballsHeader([Self.tenThousand])
    let replay = Replay(header: header, events: [], steps: 10, score: 2000)
    let entry = ScoreEntry(
      name: "Carol", score: 2000, level: 1, date: BoardMigrationTests.day, seed: 7, replay: ReplayText.encode(replay))
    let honest = ScoreEntry(name: "Ann", score: 3, date: BoardMigrationTests.day, seed: 1)
    let file = ScoreFile(boards: ["balls/from-1": ScoreBoard(ordering: .higherIsBetter, entries: [entry, honest])])
    let moved = Self.registry.boardMigration.apply(to: file)
    let placement = Self.registry.placement(of: header, reaching: 1)
    #expect(moved.boards["balls/from-1"]?.entries.map(\.name) == ["Ann"])
    #expect(moved.boards[placement.id]?.entries.map(\.name) == ["Carol"])
    #expect(moved.boards[placement.id]?.title == placement.title)
    #expect(Self.registry.boardMigration.apply(to: moved) == moved)
  }

  /// Locally, a finished game's score goes where its replay ranks (the arcade's score flow is
  /// handed `placed`), and its kept replay says so.
  @Test func aMadeUpLevelsScoreIsPlacedOnItsOwnBoardLocally() {
    let header = Self.ballsHeader([Self.tenThousand])
    let submission = ScoreSubmission(
      game: BallsGame.id, board: "balls/from-1", boardTitle: "Balls", score: 2000, levelReached: 1, seed: 7,
      replay: Replay(header: header, events: [], steps: 10, score: 2000))
    let placed = Self.registry.placed(submission)
    let placement = Self.registry.placement(of: header, reaching: 1)
    #expect(placed.board == placement.id)
    #expect(placed.boardTitle == placement.title + " \u{00B7} a player's level")
    #expect(placed.replay?.header.board == placement.id)
  }

  /// A day's run ranks on the day's board when it carries that day's level and seed (an earlier
  /// arcade's options too: its runs still verify there); another seed is no day's run.
  @Test func aDaysRunRanksOnTheDaysBoardOnlyWithTheDaysLevelAndSeed() throws {
    let date = try #require(DailyDate("2026-11-25"))
    let day = try #require(DailyChallenge(date: date, registry: Self.registry).game(BallsGame.id))
    var header = day.header(keyBindings: KeyBindings())
    #expect(Self.registry.placement(of: header, reaching: 1).id == "balls/daily-2026-11-25")
    header.options = []
    #expect(Self.registry.placement(of: header, reaching: 1).id == "balls/daily-2026-11-25")
    header.seed += 1
    let other = Self.registry.placement(of: header, reaching: 1)
    #expect(other.id.hasPrefix("balls/levels-") && !other.isBuiltIn)
  }
}
