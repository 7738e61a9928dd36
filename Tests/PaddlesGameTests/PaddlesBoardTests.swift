import ArcadeKit
import Levels
import Scores
import TestSupport
import Testing

@testable import PaddlesGame

/// Which board a win against the computer goes to: one per difficulty, points to win and
/// arena, so a margin first to 99 never ranks with one first to 3, nor a win against easy
/// with one against hard.
@Suite struct PaddlesBoardTests {
  static let obstacles = SidewaysArena(
    PaddlesArena(name: "Posts", obstacles: [.init(x: 150, y: 200, width: 20, height: 20)]))

  /// The win of a perfect player against `difficulty`, first to `winScore`.
  static func win(_ difficulty: Difficulty, firstTo winScore: Int, arena: SidewaysArena = .classic) throws
    -> ScoreSubmission
  {
    var driver = SceneDriver(
      PaddlesScene(
        options: PaddlesOptions(players: 1, difficulty: difficulty, arena: arena, winScore: winScore, seed: 5)))
    driver.press(.character(" "))
    SceneFlowTests.playToTheEnd(&driver)
    let submissions = driver.commands.compactMap { command -> ScoreSubmission? in
      if case .perform(.submitScore(let submission)) = command { return submission }
      return nil
    }
    return try #require(submissions.first)
  }

  @Test func boardsSplitByDifficultyWinScoreAndArena() throws {
    let easyToOne = try Self.win(.easy, firstTo: 1)
    let hardToOne = try Self.win(.hard, firstTo: 1)
    let easyToTwo = try Self.win(.easy, firstTo: 2)
    let posts = try Self.win(.easy, firstTo: 1, arena: Self.obstacles)
    let boards = [easyToOne.board, hardToOne.board, easyToTwo.board, posts.board]
    #expect(Set(boards).count == 4, "\(boards)")
    #expect(boards.allSatisfy { ScoreBoardID.gameOf($0) == "paddles" })
    #expect(easyToOne.boardTitle == "Paddles \u{2014} easy, first to 1")
    #expect(hardToOne.boardTitle == "Paddles \u{2014} hard, first to 1")
    #expect(easyToTwo.boardTitle == "Paddles \u{2014} easy, first to 2")
    #expect(posts.boardTitle == "Paddles \u{2014} easy, first to 1, Posts")
    for submission in [easyToOne, hardToOne, easyToTwo, posts] {
      #expect(submission.replay?.header.board == submission.board)
      #expect(submission.replay.map { PaddlesBoards.board(for: $0.header) } == submission.board)
    }
  }

  @Test func theArenasOwnWinScoreNamesTheBoardToo() throws {
    let arenaOwn = SidewaysArena(PaddlesArena(name: "Classic", winScore: 5))
    let own = PaddlesScene(options: PaddlesOptions(players: 1, difficulty: .hard, arena: arenaOwn, seed: 5))
    let chosen = PaddlesScene(
      options: PaddlesOptions(players: 1, difficulty: .hard, arena: arenaOwn, winScore: 5, seed: 5))
    #expect(PaddlesBoards.board(for: own.replayHeader) == PaddlesBoards.board(for: chosen.replayHeader))
    let board = PaddlesBoards.board(for: own.replayHeader)
    #expect(
      PaddlesGame.entry(levels: .live).boards?.title(board, { _ in "Wide" })
        == "Paddles \u{2014} hard, first to 5, Wide")
    #expect(
      PaddlesGame.entry(levels: .live).boards?.title(board, { _ in nil })
        == "Paddles \u{2014} hard, first to 5, an arena not in your level folders")
  }

  @Test func networkMatchesSplitByWinScore() {
    let three = PaddlesBoards.networkBoard(winScore: 3, arena: .classic)
    let nine = PaddlesBoards.networkBoard(winScore: 9, arena: .classic)
    #expect(three != nine)
    #expect(
      PaddlesGame.entry(levels: .live).boards?.title(three, { _ in nil })
        == "Paddles \u{2014} network matches, first to 3")
  }
}
