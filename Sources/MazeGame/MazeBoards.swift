import ArcadeKit
import GameKit

// MARK: - MazeBoards

/// Maze's score boards: one per level (`maze/<level identity>`), as a level's maze and par
/// decide what its times mean.
///
/// When the shipped mazes got pars from measured play (20/30/45/60/90/150 s became
/// 7/16/25/31/50/60 s), their identities changed with the par, though not one wall moved: the
/// times kept on the earlier boards compare with today's, so those boards' entries move to
/// the same maze's board now (`former`), with a replay or without.
public enum MazeBoards {
  /// Each shipped maze's board under its earlier par, and its board now (first steps to
  /// labyrinth). `MazeBoardTests` checks the new ids are the shipped levels'.
  public static let reparred: [String: String] = [
    "maze/maze-c9cb5226eaea175f": "maze/maze-c5068b4e7190039e",
    "maze/maze-b4522365b9fbe5a0": "maze/maze-27464b907cf67580",
    "maze/maze-6b17a5c299486dbc": "maze/maze-6b7472d261e59e2e",
    "maze/maze-1256d1f39ef153d7": "maze/maze-e9dd0ccf93fa5121",
    "maze/maze-75aa131b10ab5170": "maze/maze-8532876117bcb70c",
    "maze/maze-849b6657ecd842f9": "maze/maze-01962c53f1f08047",
  ]

  /// The board of a game recorded as `header`: the board of the maze it starts at (never the
  /// board its header names), an earlier par's carried over.
  public static func board(for header: ReplayHeader) -> String {
    guard header.levels.indices.contains(header.startIndex) else { return header.board }
    let level = header.levels[header.startIndex]
    let own = "\(MazeGame.id)/\(level.identity)"
    return reparred[own] ?? own
  }

  /// Maze's boards for its `GameEntry`; titles are the level names the launcher finds.
  public static let boards = GameBoards(
    board: { board(for: $0) },
    title: { boardID, levelName in
      guard boardID.hasPrefix("\(MazeGame.id)/") else { return nil }
      return levelName(String(boardID.dropFirst(MazeGame.id.count + 1))).map { "Maze \u{2014} \($0)" }
    }, former: reparred, shipped: shipped, keysOwnLevels: true)
}
