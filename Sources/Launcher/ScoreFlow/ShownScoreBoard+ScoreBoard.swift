import ArcadeKit
import Scores

// MARK: - ShownScoreBoard from a ScoreBoard

extension ShownScoreBoard {
  /// `board` laid out as `ScoreTableLayout` lays it out, with the entry at `highlightRank`
  /// (1-based) highlighted.
  public init(title: String, board: ScoreBoard, highlightRank: Int?, message: String) {
    // The heading is the table's first line, so rank n is line n.
    self.init(
      title: title, lines: board.entries.isEmpty ? ["No scores yet."] : ScoreTableLayout.lines(for: board),
      highlightedLine: board.entries.isEmpty ? nil : highlightRank, message: message)
  }
}
