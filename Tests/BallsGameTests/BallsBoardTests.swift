import ArcadeKit
import BallsGame
import Scores
import Testing

/// Which board a run of Balls goes to: one per start level, so a run begun at the last level
/// never shares a board with runs from level 1.
@Suite struct BallsBoardTests {
  /// Eleven small levels, as the shipped game has.
  static let levels = TestLevels.list(Array(repeating: (balls: 4, target: 1), count: 11))

  @Test func aRunStartedAtLevel11LandsOnItsOwnBoard() {
    let fromOne = BallsScene(levels: Self.levels, startIndex: 0, seed: 5)
    let fromEleven = BallsScene(levels: Self.levels, startIndex: 10, seed: 5)
    #expect(fromOne.board != fromEleven.board)
    #expect(ScoreBoardID.gameOf(fromOne.board) == "balls")
    #expect(ScoreBoardID.gameOf(fromEleven.board) == "balls")
    #expect(fromOne.boardTitle == "Balls")
    #expect(fromEleven.boardTitle == "Balls \u{2014} from level 11")
    // The replay names the board it was scored on, and the game's rule gives it again.
    #expect(fromEleven.replayHeader.board == fromEleven.board)
    #expect(BallsBoards.board(for: fromEleven.replayHeader) == fromEleven.board)
    #expect(
      BallsGame.entry(levels: .live).boards?.title(fromEleven.board, { _ in nil }) == "Balls \u{2014} from level 11")
  }

  @Test func aRunAfterAFailedLevelStaysOnItsGamesBoard() {
    // The game went on from level 3 after a failed level: it began at level 1, and so did the
    // way to level 3, so the run is ranked with the runs from level 1.
    let scene = BallsScene(levels: Self.levels, startIndex: 0, seed: 5)
    #expect(scene.board == BallsBoards.board(startingAt: 1))
  }
}
