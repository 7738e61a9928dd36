import ArcadeKit
import Drawing
import Scores

// MARK: - ScoreTableLayout

/// A board as aligned plain-text lines, for the high-score screens and `arcade scores`.
///
/// Columns are measured with the canvas's width (`Canvas.columns(of:)`, one `CharacterWidth`
/// per scalar), so a name with ☕ or 李 lines up on screen exactly as the canvas draws it.
/// Names are sanitised already, so the lines are safe to print or draw.
public enum ScoreTableLayout {
  /// The board as text to print (`arcade scores`, `ssh … scores`): its lines indented under
  /// `title` when one is given.
  public static func printed(_ board: ScoreBoard, title: String? = nil) -> [String] {
    (title.map { [$0] } ?? []) + lines(for: board).map { "  " + $0 }
  }

  /// The header line and one line per entry, best first; entry `rank` is line `rank`.
  ///
  /// Columns: rank, name, score (a time for timed boards), level and detail when any
  /// entry has one, and the date (UTC day).
  public static func lines(for board: ScoreBoard) -> [String] {
    let timed = board.entries.contains { $0.timeMilliseconds != nil }
    var columns: [[String]] = [
      ["#"] + board.entries.indices.map { String($0 + 1) },
      ["Name"] + board.entries.map(\.name),
      [timed ? "Time" : "Score"]
        + board.entries.map { entry in
          entry.timeMilliseconds.map { TimeText.seconds(milliseconds: $0) } ?? String(entry.score)
        },
    ]
    let rightAligned: Set<Int> = [0, 2]
    if board.entries.contains(where: { $0.level != nil }) {
      columns.append(["Level"] + board.entries.map { $0.level.map(String.init) ?? "" })
    }
    if board.entries.contains(where: { $0.detail != nil }) {
      columns.append(["Detail"] + board.entries.map { $0.detail ?? "" })
    }
    columns.append(["Date"] + board.entries.map { ScoreTable.day($0.date) })

    let widths = columns.map { column in column.map(Canvas.columns(of:)).max() ?? 0 }
    return (0...board.entries.count).map { row in
      let cells = columns.indices.map { index in
        let text = columns[index][row]
        let padding = String(repeating: " ", count: max(0, widths[index] - Canvas.columns(of: text)))
        return rightAligned.contains(index) ? padding + text : text + padding
      }
      var line = cells.joined(separator: "  ")
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
