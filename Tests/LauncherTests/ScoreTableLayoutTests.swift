import ArcadeKit
import Drawing
import FoundationEssentials
import Launcher
import Scores
import Testing

/// A board as aligned lines, measured as the canvas draws them.
struct ScoreTableLayoutTests {
  let when = Date(timeIntervalSince1970: 1_795_315_963)  // 2026-11-22

  @Test func aBoardPrintsAsAlignedColumns() {
    let board = ScoreBoard(
      ordering: .higherIsBetter,
      entries: [
        ScoreEntry(name: "Ada Lovelace", score: 137, level: 10, date: when, seed: 1),
        ScoreEntry(name: "李小龙", score: 9, level: 2, date: when, seed: 2),
      ])
    #expect(
      ScoreTableLayout.lines(for: board) == [
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
      ScoreTableLayout.lines(for: board) == [
        "#  Name       Time  Detail  Date",
        "1  Alan    41.25 s          2026-11-22",
        "2  Edsger  65.01 s  hard    2026-11-22",
      ])
  }

  @Test func anEmptyBoardIsJustTheHeader() {
    #expect(
      ScoreTableLayout.lines(for: ScoreBoard(ordering: .higherIsBetter)) == ["#  Name  Score  Date"])
  }

  /// ☕ and 🚀 take two cells on the canvas, so the columns after such a name line up there.
  @Test func namesWithEmojiLineUpOnTheCanvas() {
    let board = ScoreBoard(
      ordering: .higherIsBetter,
      entries: [
        ScoreEntry(name: "☕ Joe", score: 120, date: when, seed: 1),
        ScoreEntry(name: "🚀🚀", score: 90, date: when, seed: 2),
        ScoreEntry(name: "👨\u{200D}👩\u{200D}👧 e\u{301}", score: 5, date: when, seed: 3),
      ])
    let lines = ScoreTableLayout.lines(for: board)
    var canvas = Canvas(size: Size(width: 40, height: lines.count))
    for (row, line) in lines.enumerated() { canvas.text(line, x: 0, y: row) }
    let year: [Unicode.Scalar] = ["2", "0", "2", "6"]
    let dateColumns = (1..<lines.count).map { row in
      (0..<canvas.width).first { x in year.indices.allSatisfy { canvas[x + $0, row].scalar == year[$0] } } ?? -1
    }
    #expect(Set(dateColumns).count == 1)
    #expect(lines.dropFirst().map(Canvas.columns(of:)) == [30, 30, 30])
  }
}
