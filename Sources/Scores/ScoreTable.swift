import FoundationEssentials

// MARK: - ScoreTable

/// How a board's values are written as text: ordinals, days (times are ArcadeKit's `TimeText`).
/// The board's columns are laid out by the Launcher (`ScoreTableLayout`), which measures them as
/// the canvas draws them.
public enum ScoreTable {
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
    String(ScoreDate.text(date).prefix(10))
  }
}
