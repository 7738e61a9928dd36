import Glibc
import Synchronization

/// Record mode for literal snapshots: with `ARCADE_RECORD_SNAPSHOTS=1` in the environment a
/// snapshot that differs rewrites its expected literal in the test's source, so updating every
/// snapshot is one command (`ARCADE_RECORD_SNAPSHOTS=1 swift test --filter …`); read the diff after.
public enum SnapshotRecorder {
  /// The environment variable that turns record mode on.
  public static let variable = "ARCADE_RECORD_SNAPSHOTS"

  /// Whether record mode is on.
  public static var isRecording: Bool { getenv(variable).map { String(cString: $0) == "1" } ?? false }

  /// Why a literal could not be rewritten.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// The rewrites done so far in each file: where (the line as compiled) and how many lines
  /// they added, so a later test's line still finds its own literal. Tests run in parallel.
  private static let edits = Mutex<[String: [(line: Int, added: Int)]]>([:])

  /// Replaces the body of the last multi-line string literal that closes before `line` (1-based,
  /// as the file was compiled) of the Swift file at `path` with `lines`, indented like its
  /// closing delimiter.
  public static func rewrite(literalBefore line: Int, in path: String, with lines: [String]) throws {
    try edits.withLock { edits in
      let earlier = edits[path, default: []].filter { $0.line < line }
      let shift = earlier.reduce(0) { $0 + $1.added }
      let source = try TestFiles.readText(path)
      let updated = try rewritten(source, literalBefore: line + shift, with: lines)
      try TestFiles.write(updated, to: path)
      let added =
        updated.split(separator: "\n", omittingEmptySubsequences: false).count
        - source.split(separator: "\n", omittingEmptySubsequences: false).count
      edits[path, default: []].append((line, added))
    }
  }

  /// `source` with the literal's body replaced (see `rewrite`); pure, for tests.
  public static func rewritten(_ source: String, literalBefore line: Int, with lines: [String]) throws -> String {
    var rows = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let isDelimiter = { (row: String) in row.trimmingLeadingSpaces == "\"\"\"" }
    guard
      let closing = rows[..<min(max(line - 1, 0), rows.count)].lastIndex(where: isDelimiter),
      let opening = rows[..<closing].lastIndex(where: { $0.hasSuffix("\"\"\"") && !isDelimiter($0) })
    else { throw Failure(description: "no multi-line literal before line \(line)") }
    let indent = String(rows[closing].prefix { $0 == " " })
    var body = lines
    while body.last?.isEmpty == true { body.removeLast() }
    let escaped = body.map { row -> String in
      var text = row
      while text.last == " " { text.removeLast() }
      text = text.replacing("\\", with: "\\\\").replacing("\"\"\"", with: "\\\"\"\"")
      return text.isEmpty ? "" : indent + text
    }
    rows.replaceSubrange((opening + 1)..<closing, with: escaped)
    return rows.joined(separator: "\n")
  }
}

extension String {
  fileprivate var trimmingLeadingSpaces: Substring { drop { $0 == " " } }
}
