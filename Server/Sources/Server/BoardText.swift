import ArcadeKit
import Drawing
import Launcher
import Scores

/// The server's boards as text, for `ssh … scores [GAME]`: each board's title, then its
/// places as `arcade scores` prints them.
enum BoardText {
  /// What `scores GAME` answers for a game the arcade does not have (exit status 2).
  static func unknownGame(_ game: String, registry: GameRegistry) -> String {
    "arcade: unknown game '\(InertText.of(String(game.prefix(40))))'; choose one of: \(registry.ids.joined(separator: ", "))\n"
  }

  /// Every board (only `game`'s when given), in menu order.
  static func boards(of board: any ServerBoard, game: String?, registry: GameRegistry) throws -> String {
    if let game, registry.entry(id: game) == nil { return unknownGame(game, registry: registry) }
    let found = try board.boards().filter { game == nil || ScoreBoardID.belongs($0.id, to: game ?? "") }
      .sorted {
        BoardOrder.precedes($0.id, $0.title, $1.id, $1.title, gameOrder: registry.ids, isBuiltIn: registry.isBuiltIn)
      }
    guard !found.isEmpty else { return game.map { "No scores for \($0) yet.\n" } ?? "No scores yet.\n" }
    var lines: [String] = []
    for (index, one) in found.enumerated() {
      guard let shown = try board.board(one.id) else { continue }
      if index > 0 { lines.append("") }
      lines += ScoreTableLayout.printed(
        shown, title: BoardOrder.shownTitle(one.title, isBuiltIn: registry.isBuiltIn(one.id)))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
