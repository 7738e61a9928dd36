import ArcadeKit
import Drawing
import GameKit
import Testing

/// An editor's hint line reads as words and is never cut in the middle of a hint: where the
/// screen is narrow, whole hints are left out from the end, and the keys' help stays last.
@Suite struct EditorHintLineTests {
  static let fieldless = FieldEditorKeys.table(additions: [], hasField: false)
  static let field = FieldEditorKeys.table(additions: ["ball"])

  @Test func aSettingsOnlyEditorNamesItsArrowsAsWords() {
    #expect(
      Self.fieldless.hintLine(separator: "*")
        == "up/down choose * left/right change * u undo * Tab play * W save * Esc leave * ? keys")
  }

  @Test(arguments: [20, 30, 40, 52, 60, 80])
  func aNarrowLineLeavesWholeHintsOutAndKeepsTheKeysHelp(width: Int) {
    for table in [Self.fieldless, Self.field] {
      let all = table.hintLine(separator: "*").components(separatedBy: " * ")
      let line = table.hintLine(separator: "*", width: width)
      let shown = line.components(separatedBy: " * ")
      #expect(Canvas.columns(of: line) <= width || shown.count == 1, "\(line)")
      #expect(shown.last == "? keys", "\(line)")
      #expect(shown.dropLast().allSatisfy(all.contains), "only whole hints: \(line)")
      #expect(Array(all.prefix(shown.count - 1)) == Array(shown.dropLast()), "the first hints, in order: \(line)")
    }
  }
}
