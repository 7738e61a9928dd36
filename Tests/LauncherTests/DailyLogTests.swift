import Testing

@testable import Launcher

/// The daily log: a run counts from its start, the first result stays, the streak counts days
/// in a row, and the text reads back to the same log.
@Suite struct DailyLogTests {
  static let day = DailyDate("2026-11-25")!

  @Test func aRunCountsFromItsStartAndKeepsItsResult() {
    var log = DailyLog()
    #expect(log.state(of: "maze", on: Self.day) == .notPlayed)
    log.start("maze", on: Self.day)
    #expect(log.state(of: "maze", on: Self.day) == .started)
    log.start("maze", on: Self.day)
    log.finish("maze", on: Self.day, shown: "12.31 s")
    #expect(log.state(of: "maze", on: Self.day) == .finished("12.31 s"))
    log.start("maze", on: Self.day)
    #expect(log.state(of: "maze", on: Self.day) == .finished("12.31 s"), "a later start changes nothing")
    #expect(log.state(of: "maze", on: Self.day.next) == .notPlayed)
  }

  @Test func theTextReadsBackToTheSameLog() {
    var log = DailyLog()
    log.start("holes", on: Self.day)
    log.finish("maze", on: Self.day, shown: "12.31 s")
    log.finish("balls", on: Self.day.previous, shown: "27 (27 of 30)")
    #expect(
      log.text == """
        # arcade daily challenge: the ranked run of each game, one a line
        2026-11-24 balls finished 27 (27 of 30)
        2026-11-25 holes started
        2026-11-25 maze finished 12.31 s

        """)
    #expect(DailyLog(text: log.text) == log)
  }

  @Test func linesThatAreNotRunsAreSkippedAndCounted() {
    let log = DailyLog(
      text:
        "2026-11-25 maze finished 9\nnonsense\n2026-02-30 maze started\n2026-11-25 Maze started\n2026-11-25 holes paused\n"
    )
    #expect(log.state(of: "maze", on: Self.day) == .finished("9"))
    #expect(log.unreadLines == 4)
  }

  @Test func aResultIsKeptOnOneLine() {
    var log = DailyLog()
    log.finish("maze", on: Self.day, shown: "1\n2026-11-25 holes finished 99")
    #expect(DailyLog(text: log.text).state(of: "holes", on: Self.day) == .notPlayed)
    #expect(DailyLog(text: log.text).state(of: "maze", on: Self.day) == .finished("1 2026-11-25 holes finished 99"))
  }

  @Test func theStreakCountsDaysInARow() {
    var log = DailyLog()
    #expect(log.streak(through: Self.day) == 0)
    for back in [1, 2, 3, 5] {
      log.start("maze", on: DailyDate(daysSinceEpoch: Self.day.daysSinceEpoch - back))
    }
    #expect(log.streak(through: Self.day) == 3, "yesterday and the two days before; today is not over yet")
    log.start("holes", on: Self.day)
    #expect(log.streak(through: Self.day) == 4)
    #expect(log.streak(through: Self.day.next.next) == 0)
  }
}
