import ArcadeKit
import Catalog
import Foundation
import Launcher
import Replays
import Server
import TestSupport
import Testing

/// What the server ranks, without SSH: a run on a level of someone's own only on that level's
/// board (or not at all with `--ranked-levels builtin`), and never a daily run sent as a file.
@Suite struct ServerScoresTests {
  /// Scores over a new SQLite board in `folder`, ranking `levels`, and a named player.
  static func scores(_ folder: TemporaryDirectory, levels: ServerScores.RankedLevels) throws -> (
    ServerScores, ServerPlayer
  ) {
    let board = try SQLiteBoard(path: folder.file("board.sqlite"))
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(try board.claim("Carol", for: "SHA256:c", at: now) == "Carol")
    let scores = ServerScores(board: board, registry: GameCatalog.registry(fileSystem: .live), rankedLevels: levels)
    return (scores, ServerPlayer(fingerprint: "SHA256:c", name: "Carol"))
  }

  @Test func aRunOnAPlayersLevelRanksOnItsBoardOrNotAtAll() throws {
    let replay = try TestServer.goldenReplay("maze-time.replay")
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let (any, carol) = try Self.scores(folder, levels: .any)
    guard case .ranked(_, let rank, let submission) = any.rankOffline(replay, by: carol) else {
      Issue.record("a run on a player's maze ranks on its maze's board")
      return
    }
    #expect(rank == 1)
    #expect(submission.board == "maze/maze-d305222cc76ad2ab")
    #expect(!any.registry.isBuiltIn(submission.board))
    any.board.close()

    let other = try TemporaryDirectory()
    defer { other.remove() }
    let (builtin, _) = try Self.scores(other, levels: .builtin)
    guard case .refused(let reason) = builtin.rankOffline(replay, by: carol) else {
      Issue.record("--ranked-levels builtin refuses a run on a player's maze")
      return
    }
    #expect(reason.hasPrefix("this server ranks runs on the arcade's own levels only"))
    #expect(try builtin.board.runCount() == 0)
    builtin.board.close()
  }

  @Test func aDailyRunSentAsAFileIsRefused() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let (scores, carol) = try Self.scores(folder, levels: .any)
    let day = DailyChallenge(
      date: DailyDate(secondsSinceEpoch: Date().timeIntervalSince1970), registry: scores.registry)
    let header = try #require(day.game("maze")).header(keyBindings: KeyBindings())
    let text = ReplayText.encode(Replay(header: header, events: [], steps: 10, score: 5000))
    guard case .refused(let reason) = scores.rankOffline(text, by: carol) else {
      Issue.record("a daily run sent as a file is refused")
      return
    }
    #expect(reason.hasPrefix("a daily run is ranked only when it is played here"))
    scores.board.close()
  }
}
