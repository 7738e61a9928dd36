import ArcadeKit
import GameKit

// MARK: - HolesBoards

/// Holes' score boards: one per start table (`holes/from-4`), as a later table starts with
/// more balls (`balls: 5`) and fewer flags to go. A game always restarts at its start table.
public enum HolesBoards {
  /// The board of games started at table `number`.
  public static func board(startingAt number: Int) -> String {
    GameBoards.id(of: HolesGame.id, startingAt: number)
  }

  /// The board of a game recorded as `header`: its start table's.
  public static func board(for header: ReplayHeader) -> String {
    board(startingAt: header.startIndex + 1)
  }

  /// The title of the board of games started at table `number` ("Holes" from table 1).
  public static func title(startingAt number: Int) -> String {
    number == 1 ? "Holes" : "Holes \u{2014} from table \(number)"
  }

  /// Where the games of older arcades without a replay stay, as their start is unknown.
  public static let olderBoard = "\(HolesGame.id)/older"

  /// Holes' boards for its `GameEntry`.
  public static let boards = GameBoards(
    board: { board(for: $0) },
    title: { boardID, _ in
      if boardID == olderBoard { return "Holes \u{2014} older games" }
      return GameBoards.startNumber(in: boardID, of: HolesGame.id).map(title(startingAt:))
    },
    main: board(startingAt: 1), startingAt: { board(startingAt: $0) }, former: [HolesGame.id: olderBoard],
    shipped: shipped)
}
