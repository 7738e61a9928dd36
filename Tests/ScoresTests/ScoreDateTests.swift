import FoundationEssentials
import Testing

@testable import Scores

/// A store's dates are read and written by arithmetic, as Foundation's ISO 8601 strategy read
/// and wrote them.
@Suite struct ScoreDateTests {
  @Test func datesReadAsFoundationReadsThem() throws {
    let samples = [
      "1970-01-01T00:00:00Z", "2026-11-29T02:09:34Z", "2000-02-29T23:59:59Z", "1969-12-31T23:59:59Z",
      "2100-03-01T12:00:00Z", "1600-01-01T00:00:00Z", "2026-11-29T03:09:34+01:00", "2026-11-28T21:39:34-0430",
    ]
    for text in samples {
      let ours = try #require(ScoreDate.parse(text), "\(text)")
      let foundation = try Date.ISO8601FormatStyle().parse(text)
      #expect(ours == foundation, "\(text)")
    }
    #expect(ScoreDate.parse("2026-11-29T02:09:34.750Z") == ScoreDate.parse("2026-11-29T02:09:34Z"))
  }

  @Test func datesAreWrittenAsFoundationWroteThem() {
    for seconds in [0, 1, 59, 86_399, 86_400, -1, -86_401, 951_782_399, 1_795_924_174, 4_102_444_800, -11_676_096_000] {
      let date = Date(timeIntervalSince1970: Double(seconds))
      #expect(ScoreDate.text(date) == Date.ISO8601FormatStyle().format(date), "\(seconds)")
    }
    #expect(ScoreDate.text(Date(timeIntervalSince1970: 0.9)) == "1970-01-01T00:00:00Z", "whole seconds, down")
  }

  @Test func whatIsNotADateIsNil() {
    for text in [
      "", "2026-11-29", "2026-11-29T02:09:34", "2026-13-01T00:00:00Z", "2026-02-30T00:00:00Z",
      "2025-02-29T00:00:00Z", "2026-11-29T24:00:00Z", "2026-11-29T02:60:00Z", "2026-11-29 02:09:34Z",
      "2026-11-29T02:09:34Zjunk", "2026-11-29T02:09:34+25:00", "２０２６-11-29T02:09:34Z", "2026-11-29T02:09:34.Z",
    ] {
      #expect(ScoreDate.parse(text) == nil, "\(text)")
    }
  }

  @Test func aBadDateInAStoreSaysWhereItIs() {
    let text = """
      {"version": 1, "boards": {"balls": {"ordering": "higher", "entries": [
        {"name": "Ada", "score": 3, "date": "yesterday", "seed": "7"}
      ]}}}
      """
    #expect(
      throws: ScoreFileError.malformed(
        "\"yesterday\" is not a date as YYYY-MM-DDTHH:MM:SSZ at boards.balls.entries.0.date")
    ) {
      try ScoreFile.decode(Array(text.utf8))
    }
  }

  @Test func wrongShapesSayWhatWasExpectedAndWhere() {
    func problem(_ text: String) -> String? {
      do {
        _ = try ScoreFile.decode(Array(text.utf8))
        return nil
      } catch {
        if case .malformed(let reason) = error { return reason }
        return "\(error)"
      }
    }
    #expect(problem("{\"boards\": {}}") == "missing key \"version\"")
    #expect(problem("{\"version\": \"1\", \"boards\": {}}") == "expected a whole number at version")
    #expect(problem("{\"version\": 1}") == "missing key \"boards\"")
    #expect(problem("{\"version\": 1, \"boards\": []}") == "expected an object at boards")
    #expect(
      problem("{\"version\": 1, \"boards\": {\"b\": {\"ordering\": \"up\", \"entries\": []}}}")
        == "expected \"higher\" or \"lower\" at boards.b.ordering")
    #expect(
      problem("{\"version\": 1, \"boards\": {\"b\": {\"ordering\": \"higher\", \"entries\": {}}}}")
        == "expected an array at boards.b.entries")
    #expect(
      problem(
        "{\"version\": 1, \"boards\": {\"b\": {\"ordering\": \"higher\", \"entries\": [{\"name\": 5, \"score\": 1, \"date\": \"2026-01-01T00:00:00Z\", \"seed\": 1}]}}}"
      ) == "expected a string at boards.b.entries.0.name")
    #expect(problem("{\"version\": 1, \"boards\": {}, \"lastName\": null}") == nil, "null is absent")
    #expect(problem("{\"version\": 1.0, \"boards\": {}}") == nil, "a whole number with a fraction")
  }
}
