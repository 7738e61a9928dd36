import FoundationEssentials

// MARK: - ScoreTable

/// A board as aligned plain-text lines, for `arcade scores` and the high-score screens.
/// Names are sanitised already, so the lines are safe to print or draw.
public enum ScoreTable {
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
        + board.entries.map { entry in entry.timeMilliseconds.map(time) ?? String(entry.score) },
    ]
    let rightAligned: Set<Int> = [0, 2]
    if board.entries.contains(where: { $0.level != nil }) {
      columns.append(["Level"] + board.entries.map { $0.level.map(String.init) ?? "" })
    }
    if board.entries.contains(where: { $0.detail != nil }) {
      columns.append(["Detail"] + board.entries.map { $0.detail ?? "" })
    }
    columns.append(["Date"] + board.entries.map { day($0.date) })

    let widths = columns.map { column in column.map(TextWidth.columns).max() ?? 0 }
    return (0...board.entries.count).map { row in
      let cells = columns.indices.map { index in
        rightAligned.contains(index)
          ? TextWidth.leftPadded(columns[index][row], to: widths[index])
          : TextWidth.padded(columns[index][row], to: widths[index])
      }
      var line = cells.joined(separator: "  ")
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// A time as `m:ss.mmm` (41250 → "0:41.250"); minutes grow past 59 rather than wrap.
  public static func time(_ milliseconds: Int) -> String {
    let sign = milliseconds < 0 ? "-" : ""
    let total = milliseconds.magnitude
    let seconds = total / 1_000 % 60
    let millis = total % 1_000
    let secondsText = seconds < 10 ? "0\(seconds)" : "\(seconds)"
    let millisText = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
    return "\(sign)\(total / 60_000):\(secondsText).\(millisText)"
  }

  /// An English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st…
  public static func ordinal(_ number: Int) -> String {
    let lastTwo = number.magnitude % 100
    let suffix =
      (11...13).contains(lastTwo)
      ? "th" : [1: "st", 2: "nd", 3: "rd"][Int(lastTwo % 10)] ?? "th"
    return "\(number)\(suffix)"
  }

  /// The UTC day of a date, `2026-11-22`.
  public static func day(_ date: Date) -> String {
    String(Date.ISO8601FormatStyle().format(date).prefix(10))
  }
}
