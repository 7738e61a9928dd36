import Scores
import Testing

/// What the decoder says badly or not at all: where the JSON breaks, keys given twice and
/// numbers out of range.
struct ScoreFileInspectionTests {
  private func problem(_ text: String) -> String? {
    do {
      _ = try ScoreFile.decode(Array(text.utf8))
      return nil
    } catch {
      return error.description
    }
  }

  @Test func brokenSyntaxNamesTheLineAndColumn() {
    #expect(
      problem("{\n  \"version\": 1,\n  \"boards\": {]\n}")
        == "not a valid score file: not JSON: line 3, column 14: expected a key in quotes")
    #expect(
      problem("{\"version\": 1, \"boards\": ")
        == "not a valid score file: not JSON: line 1, column 26: expected a value")
    #expect(
      problem("{\"version\": 1} x")
        == "not a valid score file: not JSON: line 1, column 16: expected the end of the file")
  }

  /// The decoder keeps one of two equal keys, so the next save would silently drop the
  /// other board's entries: such a file is refused (and, in the store, moved aside).
  @Test func aKeyGivenTwiceIsRefusedNotHalfRead() {
    let twice = """
      {"version": 1, "boards": {
        "balls": {"ordering": "higher", "entries": []},
        "balls": {"ordering": "higher", "entries": []}
      }}
      """
    #expect(
      problem(twice) == "not a valid score file: the key \"balls\" appears twice in boards; merge the two by hand")
    #expect(
      problem("{\"version\": 1, \"version\": 1, \"boards\": {}}")?.contains(
        "\"version\" appears twice in the top-level object") == true)
    #expect(
      problem("{\"version\": 1, \"boards\": {\"a\": 1, \"\\u0061\": 2}}")?.contains("\"a\" appears twice") == true)
  }

  @Test func aNumberOutOfRangeIsCalledThatNotInvalidJSON() {
    for number in ["99999999999999999999", "1e400", "-1.5"] {
      let text = """
        {"version": 1, "boards": {"balls": {"ordering": "higher", "entries": [
          {"name": "Ada", "score": \(number), "date": "2026-11-22T02:52:43Z", "seed": "7"}
        ]}}}
        """
      #expect(
        problem(text)
          == "not a valid score file: \(number) at boards.balls.entries.0.score is not a whole number the arcade can store (from \(Int.min) to \(UInt64.max))",
        "\(number)")
    }
  }

  @Test func deepNestingIsRefusedWithoutRecursingIntoIt() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(problem(deep)?.contains("at most 256 levels of nesting") == true)
  }
}
