import FoundationEssentials
import Scores
import Testing

// MARK: - Text tables

struct ScoreTableTests {
  let when = Date(timeIntervalSince1970: 1_795_315_963)  // 2026-11-22

  @Test func aBoardPrintsAsAlignedColumns() {
    let board = ScoreBoard(
      ordering: .higherIsBetter,
      entries: [
        ScoreEntry(name: "Ada Lovelace", score: 137, level: 10, date: when, seed: 1),
        ScoreEntry(name: "李小龙", score: 9, level: 2, date: when, seed: 2),
      ])
    #expect(
      ScoreTable.lines(for: board) == [
        "#  Name          Score  Level  Date",
        "1  Ada Lovelace    137  10     2026-11-22",
        "2  李小龙            9  2      2026-11-22",
      ])
  }

  @Test func timedBoardsShowTimesAndDetailsAppearWhenPresent() {
    let board = ScoreBoard(
      ordering: .lowerIsBetter,
      entries: [
        ScoreEntry(name: "Alan", score: 41_250, timeMilliseconds: 41_250, date: when, seed: 1),
        ScoreEntry(
          name: "Edsger", score: 65_005, timeMilliseconds: 65_005, detail: "hard", date: when,
          seed: 1),
      ])
    #expect(
      ScoreTable.lines(for: board) == [
        "#  Name        Time  Detail  Date",
        "1  Alan    0:41.250          2026-11-22",
        "2  Edsger  1:05.005  hard    2026-11-22",
      ])
  }

  @Test func anEmptyBoardIsJustTheHeader() {
    #expect(
      ScoreTable.lines(for: ScoreBoard(ordering: .higherIsBetter)) == ["#  Name  Score  Date"])
  }

  @Test func ordinalsFollowEnglish() {
    #expect(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 103, 111].map(ScoreTable.ordinal)
        == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "103rd", "111th"])
  }

  @Test func widthsCountWideCharactersAndEmojiAsTwoColumns() {
    #expect(TextWidth.columns("abc") == 3)
    #expect(TextWidth.columns("李小龙") == 6)
    #expect(TextWidth.columns("🎉") == 2)
    #expect(TextWidth.columns("🇫🇷") == 2)
    #expect(TextWidth.columns("é") == 1)  // e + combining acute is one character
    #expect(TextWidth.columns("e\u{301}") == 1)
    #expect(TextWidth.columns("👨‍👩‍👧") == 2)
  }
}
