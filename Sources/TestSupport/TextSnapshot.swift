import ArcadeKit
import Drawing

/// Text snapshot helpers: compare a canvas with literal lines and explain any difference.
public enum TextSnapshot {
  /// Nil when `canvas` shows exactly `expected` (trailing spaces ignored) and draws only
  /// `SafeGlyphs` (none of them bold where the bold font lacks it), else a readable diff or the
  /// glyphs a common font would miss.
  ///
  /// In record mode (`SnapshotRecorder`) a differing `expected` literal, the last one closing
  /// before this call, is rewritten with what the canvas shows.
  public static func difference(
    _ canvas: Canvas, _ expected: String, filePath: String = #filePath, line: Int = #line
  ) -> String? {
    if let problem = difference(lines: canvas.lines(), expected) {
      guard SnapshotRecorder.isRecording else { return problem }
      do {
        try SnapshotRecorder.rewrite(literalBefore: line, in: filePath, with: canvas.lines())
      } catch {
        return problem + "\n(not recorded: \(error))"
      }
    }
    let bold = SafeGlyphs.boldWhereTheBoldFontLacksThem(on: canvas)
    if !bold.isEmpty {
      return "Draws bold what xterm's bold font lacks: " + bold.map { "\($0)" }.joined(separator: ", ")
    }
    let unlisted = SafeGlyphs.unlisted(on: canvas)
    guard !unlisted.isEmpty else { return nil }
    let names = unlisted.map { "\($0) (U+\(String($0.value, radix: 16, uppercase: true)))" }
    return "Draws glyphs not in SafeGlyphs for \(canvas.capabilities): " + names.joined(separator: ", ")
  }

  /// Nil when `lines` equal `expected` (trailing spaces ignored), else a readable diff.
  public static func difference(lines actualLines: [String], _ expected: String) -> String? {
    let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false).map {
      var line = String($0)
      while line.last == " " { line.removeLast() }
      return line
    }
    var actual = actualLines
    while actual.count > wanted.count, actual.last == "" { actual.removeLast() }
    guard actual != wanted else { return nil }
    var report = ["Snapshot differs (- expected, + actual):"]
    for row in 0..<max(actual.count, wanted.count) {
      let a = row < actual.count ? actual[row] : "<missing>"
      let w = row < wanted.count ? wanted[row] : "<missing>"
      if a == w {
        report.append("  |\(a)|")
      } else {
        report.append("- |\(w)|")
        report.append("+ |\(a)|")
      }
    }
    return report.joined(separator: "\n")
  }

  /// Whether `text` appears anywhere on the canvas.
  public static func contains(_ canvas: Canvas, _ text: String) -> Bool {
    canvas.lines().contains { $0.contains(text) }
  }
}
