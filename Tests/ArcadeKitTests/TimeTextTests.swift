import ArcadeKit
import Testing

/// One time format everywhere (issue 28): the game, the boards, `arcade scores` and the Maze
/// level list all write a time as seconds with hundredths.
@Suite struct TimeTextTests {
  @Test func timesReadAsSecondsWithHundredths() {
    #expect(TimeText.seconds(milliseconds: 30_550) == "30.55 s")
    #expect(TimeText.seconds(milliseconds: 4_050) == "4.05 s")
    #expect(TimeText.seconds(milliseconds: 0) == "0.00 s")
    #expect(TimeText.seconds(milliseconds: 75_204) == "75.20 s")
    #expect(TimeText.seconds(milliseconds: 1_117) == "1.12 s", "rounded to the nearest hundredth")
  }

  /// An update of the 60 Hz clock is 16.7 ms: hundredths tell any two step counts apart.
  @Test func everyStepCountOfASixtyHertzClockReadsDifferently() {
    let texts = (0..<3600).map { TimeText.seconds(milliseconds: ($0 * 1000 + 30) / 60) }
    #expect(Set(texts).count == texts.count)
  }
}
