import Testing

@testable import Launcher

/// Days of the daily challenge: dates from whole days since 1970, in UTC.
@Suite struct DailyDateTests {
  @Test func knownDaysHaveTheirDates() {
    #expect(DailyDate(daysSinceEpoch: 0).description == "1970-01-01")
    #expect(DailyDate(daysSinceEpoch: 11_016).description == "2000-02-29")
    #expect(DailyDate(daysSinceEpoch: 20_417).description == "2025-11-25")
    #expect(DailyDate(daysSinceEpoch: 20_782).description == "2026-11-25")
  }

  @Test func datesReadBackToTheirDays() {
    for days in stride(from: 0, through: 40_000, by: 37) {
      let date = DailyDate(daysSinceEpoch: days)
      #expect(DailyDate(date.description) == date, "\(date)")
    }
  }

  @Test func secondsFallInTheirUTCDay() {
    // 2026-11-25 00:00:00 UTC is 1_795_564_800.
    #expect(DailyDate(secondsSinceEpoch: 1_795_564_800).description == "2026-11-25")
    #expect(DailyDate(secondsSinceEpoch: 1_795_564_799.5).description == "2026-11-24")
    #expect(DailyDate.secondsToNextDay(from: 1_795_564_800) == 86_400)
    #expect(DailyDate.secondsToNextDay(from: 1_795_564_800 + 86_399.2) == 1)
    #expect(DailyDate.secondsToNextDay(from: 1_795_564_800 + 3600) == 82_800)
  }

  @Test(arguments: ["2026-02-29", "2026-13-01", "2026-1-01", "26-01-01", "2026-01-01x", "1969-12-31", "", "２０２６-01-01"])
  func whatIsNotADayIsRefused(text: String) {
    #expect(DailyDate(text) == nil)
  }

  @Test func theDayBeforeAndAfter() throws {
    let date = try #require(DailyDate("2028-03-01"))
    #expect(date.previous.description == "2028-02-29")
    #expect(date.next.description == "2028-03-02")
  }
}
