import ArcadeKit
import GameKit

// MARK: - BallsBoards

/// Balls' score boards: one per start level (`balls/from-11`), as a run begun at the last
/// level is no match for one from level 1. A run that begins after a failed level stays on its
/// game's board: the way to that level was played from the game's start, in the same replay.
public enum BallsBoards {
  /// The board of games started at level `number`.
  public static func board(startingAt number: Int) -> String {
    GameBoards.id(of: BallsGame.id, startingAt: number)
  }

  /// The board of a game recorded as `header`: its start level's.
  public static func board(for header: ReplayHeader) -> String {
    board(startingAt: header.startIndex + 1)
  }

  /// The title of the board of games started at level `number` ("Balls" from level 1).
  public static func title(startingAt number: Int) -> String {
    number == 1 ? BallsGame.title : "\(BallsGame.title) \u{2014} from level \(number)"
  }

  /// Where the runs of older arcades without a replay stay, as their start is unknown.
  public static let olderBoard = "\(BallsGame.id)/older"

  /// Balls' boards for its `GameEntry`.
  public static let boards = GameBoards(
    board: { board(for: $0) },
    title: { boardID, _ in
      if boardID == olderBoard { return "\(BallsGame.title) \u{2014} older runs" }
      return GameBoards.startNumber(in: boardID, of: BallsGame.id).map(title(startingAt:))
    },
    main: board(startingAt: 1), startingAt: { board(startingAt: $0) }, former: [BallsGame.id: olderBoard],
    shipped: shipped)
}
