import ArcadeKit
import HolesGame
import Levels
import Scores
import TestSupport
import Testing

/// Which board a game of Holes goes to: one per start table (a later table starts with more
/// balls), so a game begun at table 4 never shares a board with games from table 1.
@Suite struct HolesScoreBoardTests {
  static let tables = (1...4).map { number in
    HolesTable(
      name: "Trap \(number)", holes: [.init(x: 0.5, y: 0.5, radius: 100)], rotation: 0,
      balls: number == 4 ? 5 : 3, start: .init(x: 0.5, y: 0.96875))
  }

  /// The submission of a game started at table `start` whose every ball falls in.
  static func lostGame(startingAt start: Int) -> ScoreSubmission? {
    var driver = SceneDriver(HolesScene(tables: HolesTables(tables: tables, startIndex: start - 1), seed: 3))
    // Each new ball starts on a level table: tilt it toward the hole again and again.
    for step in 0..<20_000 where driver.scene.game.phase == .playing {
      if step % 10 == 0 { driver.press(.up) }
      driver.step()
    }
    return driver.commands.lazy.compactMap { command -> ScoreSubmission? in
      if case .perform(.submitScore(let submission)) = command { return submission }
      return nil
    }.first
  }

  @Test func aGameStartedAtTable4LandsOnItsOwnBoard() throws {
    let fromOne = try #require(Self.lostGame(startingAt: 1))
    let fromFour = try #require(Self.lostGame(startingAt: 4))
    #expect(fromOne.board != fromFour.board)
    #expect(ScoreBoardID.gameOf(fromFour.board) == "holes")
    #expect(fromOne.boardTitle == "Holes")
    #expect(fromFour.boardTitle == "Holes \u{2014} from table 4")
    #expect(fromFour.replay?.header.board == fromFour.board)
    #expect(fromFour.replay.map { HolesBoards.board(for: $0.header) } == fromFour.board)
    #expect(HolesGame.entry(levels: .live).boards?.title(fromFour.board, { _ in nil }) == "Holes \u{2014} from table 4")
  }
}
