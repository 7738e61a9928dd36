import Scores

// MARK: - DailyDate

/// A day of the daily challenge: a date of the proleptic Gregorian calendar in UTC, written
/// `2026-11-25`. Worked out from whole days since 1970-01-01 (`ScoreDate`'s civil-date
/// arithmetic), so it needs no calendar library and no time zone.
public struct DailyDate: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Days since 1970-01-01.
  public let daysSinceEpoch: Int

  /// The day `daysSinceEpoch` days after 1970-01-01.
  public init(daysSinceEpoch: Int) {
    self.daysSinceEpoch = daysSinceEpoch
  }

  /// The UTC day that `secondsSinceEpoch` falls in.
  public init(secondsSinceEpoch: Double) {
    let seconds = secondsSinceEpoch.isFinite ? max(-1e15, min(1e15, secondsSinceEpoch)) : 0
    daysSinceEpoch = Int((seconds / 86_400).rounded(.down))
  }

  /// The date `year`-`month`-`day`, or nil when there is no such day (or the year is outside
  /// 1970…9999).
  public init?(year: Int, month: Int, day: Int) {
    guard (1970...9999).contains(year), (1...12).contains(month),
      (1...ScoreDate.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    daysSinceEpoch = ScoreDate.daysSinceEpoch(year: year, month: month, day: day)
  }

  /// Reads `YYYY-MM-DD`; nil for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The year, month and day.
  public var components: (year: Int, month: Int, day: Int) {
    ScoreDate.civil(fromDaysSinceEpoch: daysSinceEpoch)
  }

  /// `2026-11-25`.
  public var description: String {
    let (year, month, day) = components
    return "\(year)-" + (month < 10 ? "0" : "") + "\(month)-" + (day < 10 ? "0" : "") + "\(day)"
  }

  /// The day before.
  public var previous: DailyDate { DailyDate(daysSinceEpoch: daysSinceEpoch - 1) }
  /// The day after.
  public var next: DailyDate { DailyDate(daysSinceEpoch: daysSinceEpoch + 1) }

  /// Whole seconds from `secondsSinceEpoch` to the start of the next UTC day (1…86,400).
  public static func secondsToNextDay(from secondsSinceEpoch: Double) -> Int {
    let today = DailyDate(secondsSinceEpoch: secondsSinceEpoch)
    let next = Double(today.daysSinceEpoch + 1) * 86_400
    return max(1, min(86_400, Int((next - secondsSinceEpoch).rounded(.up))))
  }

  public static func < (lhs: DailyDate, rhs: DailyDate) -> Bool { lhs.daysSinceEpoch < rhs.daysSinceEpoch }
}
