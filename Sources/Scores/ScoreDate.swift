import FoundationEssentials

// MARK: - ScoreDate

/// A store's dates as text, ISO 8601 in UTC with whole seconds (`2026-11-29T02:09:34Z`), read
/// and written by arithmetic on the proleptic Gregorian calendar: no formatter, whose code and
/// calendar data cost the arcade a megabyte of memory to read one board. The calendar's
/// arithmetic is here once: the daily's days (`DailyDate`) count with it too.
public enum ScoreDate {
  /// The date `text` names: `YYYY-MM-DDTHH:MM:SS`, optional fractional seconds (dropped), then
  /// `Z` or an offset `±HH:MM` (or `±HHMM`); nil for anything else.
  static func parse(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    var index = 0
    func digits(_ count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<(index + count)] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      index += count
      return value
    }
    func expect(_ character: Character) -> Bool {
      guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
      index += 1
      return true
    }
    guard let year = digits(4), expect("-"), let month = digits(2), expect("-"), let day = digits(2),
      expect("T"), let hour = digits(2), expect(":"), let minute = digits(2), expect(":"), let second = digits(2),
      (1...12).contains(month), (1...days(inMonth: month, of: year)).contains(day), hour < 24, minute < 60,
      second < 61
    else { return nil }
    if expect(".") {
      guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { return nil }
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
    }
    var offsetSeconds = 0
    if !expect("Z") {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else {
        return nil
      }
      let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
      index += 1
      guard let hours = digits(2) else { return nil }
      _ = expect(":")
      guard let minutes = digits(2), hours < 24, minutes < 60 else { return nil }
      offsetSeconds = sign * (hours * 3600 + minutes * 60)
    }
    guard index == bytes.count else { return nil }
    let days = daysSinceEpoch(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
    return Date(timeIntervalSince1970: Double(seconds))
  }

  /// `date` as the store writes it, to the whole second below (`2026-11-29T02:09:34Z`).
  static func text(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let (days, second) = (seconds.floorDivided(by: 86_400), seconds.floorModulo(86_400))
    let (year, month, day) = civil(fromDaysSinceEpoch: days)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
    return "\(yearText)-\(two(month))-\(two(day))T\(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60))Z"
  }

  /// The days in `month` of `year`.
  public static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to the date (Howard Hinnant's `days_from_civil`).
  public static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = y.floorDivided(by: 400)
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date `days` after 1970-01-01 (`civil_from_days`).
  public static func civil(fromDaysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = z.floorDivided(by: 146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}

extension Int {
  /// The quotient rounded toward negative infinity.
  fileprivate func floorDivided(by divisor: Int) -> Int {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }

  /// The remainder of `floorDivided(by:)`, from 0 up to the divisor.
  fileprivate func floorModulo(_ divisor: Int) -> Int {
    self - floorDivided(by: divisor) * divisor
  }
}
