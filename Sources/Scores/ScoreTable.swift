import FoundationEssentials

// MARK: - ScoreTable

/// How a board's values are written as text: times, ordinals, days. The board's columns are
/// laid out by the Launcher (`ScoreTableLayout`), which measures them as the canvas draws them.
public enum ScoreTable {
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
