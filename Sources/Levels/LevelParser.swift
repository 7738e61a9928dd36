// MARK: - LevelParser

/// Turns the bytes of a level file into a `LevelDocument`, or a located `LevelError`.
///
/// The parser never traps and never allocates more than the input's size: it refuses input
/// over `LevelLimits.maxFileBytes` before looking at it and maps over the size limits as
/// soon as the first cell past a limit is seen.
public enum LevelParser {
  /// Parses UTF-8 text; `path` is only used to label errors.
  public static func parse(text: String, path: String) throws(LevelError) -> LevelDocument {
    try parse(bytes: Array(text.utf8), path: path)
  }

  /// Parses raw bytes; `path` is only used to label errors.
  public static func parse(bytes: [UInt8], path: String) throws(LevelError) -> LevelDocument {
    guard bytes.count <= LevelLimits.maxFileBytes else {
      throw LevelError(
        path: path, line: 0, column: 0,
        message:
          "file is \(bytes.count) bytes; the limit is \(LevelLimits.maxFileBytes) bytes (64 KiB)")
    }
    let lines = try LevelTextDecoder.decodeLines(bytes, path: path)
    return try LevelStructureReader(path: path).read(lines)
  }
}

// MARK: - Structure

/// Splits decoded lines into header fields and map rows.
struct LevelStructureReader {
  let path: String

  func read(_ lines: [[Unicode.Scalar]]) throws(LevelError) -> LevelDocument {
    var fields: [LevelDocument.Field] = []
    var mapLine: Int?
    var rows: [LevelDocument.Row] = []
    var blankInMap: Int?

    for (offset, scalars) in lines.enumerated() {
      let line = offset + 1
      if let startOfMap = mapLine {
        if scalars.allSatisfy({ $0 == " " }) {
          if !rows.isEmpty, blankInMap == nil { blankInMap = line }
          continue
        }
        if let blank = blankInMap {
          throw LevelError(
            path: path, line: line, column: 1,
            message: "map row after the blank line \(blank); map rows must be contiguous")
        }
        rows.append(
          try readRow(
            scalars, line: line, firstRow: rows.first, mapLine: startOfMap, count: rows.count))
        continue
      }
      guard let field = try readHeaderLine(scalars, line: line) else { continue }
      if field.key == "map" {
        guard field.value.isEmpty else {
          throw LevelError(
            path: path, line: line, column: field.valueColumn,
            message:
              "expected nothing after 'map:' (rows start on the next line), found '\(field.value)'")
        }
        mapLine = line
      } else {
        fields.append(field)
      }
    }

    if let mapLine, rows.isEmpty {
      throw LevelError(
        path: path, line: mapLine, column: 1,
        message: "'map:' is followed by no rows; expected rows of map cells on the following lines")
    }
    if fields.isEmpty, mapLine == nil {
      throw LevelError(
        path: path, line: 1, column: 1,
        message:
          "empty level file; expected header lines, the first 'game: ' and the game the level is for"
      )
    }
    return LevelDocument(fields: fields, mapLine: mapLine, rows: rows)
  }

  // MARK: - Header lines

  private func readHeaderLine(_ scalars: [Unicode.Scalar], line: Int) throws(LevelError)
    -> LevelDocument.Field?
  {
    guard let first = scalars.firstIndex(where: { $0 != " " }) else { return nil }
    if scalars[first] == "#" { return nil }

    var index = first
    while index < scalars.count, Self.isKeyScalar(scalars[index]) { index += 1 }
    guard index > first, Self.isLowercaseLetter(scalars[first]) else {
      throw LevelError(
        path: path, line: line, column: first + 1,
        message:
          "expected a key (lower-case letters, digits, '-') followed by ':', found \(Self.quoted(scalars[first]))"
      )
    }
    let key = Self.string(scalars[first..<index])
    guard index < scalars.count, scalars[index] == ":" else {
      let found = index < scalars.count ? Self.quoted(scalars[index]) : "the end of the line"
      throw LevelError(
        path: path, line: line, column: index + 1,
        message: "expected ':' right after the key '\(key)', found \(found)")
    }
    index += 1
    while index < scalars.count, scalars[index] == " " { index += 1 }
    let valueStart = index
    var valueEnd = scalars.count
    var scan = valueStart
    while scan < scalars.count {
      // A '#' starts a comment only at the start of the value or after a space,
      // so values such as colours or names with '#' inside stay intact.
      if scalars[scan] == "#", scan == valueStart || scalars[scan - 1] == " " {
        valueEnd = scan
        break
      }
      scan += 1
    }
    while valueEnd > valueStart, scalars[valueEnd - 1] == " " { valueEnd -= 1 }
    return LevelDocument.Field(
      key: key, value: Self.string(scalars[valueStart..<valueEnd]), line: line,
      keyColumn: first + 1, valueColumn: valueStart + 1)
  }

  // MARK: - Map rows

  private func readRow(
    _ scalars: [Unicode.Scalar], line: Int, firstRow: LevelDocument.Row?, mapLine: Int, count: Int
  ) throws(LevelError) -> LevelDocument.Row {
    guard count < LevelLimits.maxMapHeight else {
      throw LevelError(
        path: path, line: line, column: 1,
        message:
          "map is taller than \(LevelLimits.maxMapHeight) rows (it started on line \(mapLine))")
    }
    for (index, scalar) in scalars.enumerated() {
      if index >= LevelLimits.maxMapWidth {
        throw LevelError(
          path: path, line: line, column: index + 1,
          message: "map row is wider than \(LevelLimits.maxMapWidth) cells")
      }
      guard scalar.value >= 0x21, scalar.value <= 0x7E else {
        throw LevelError(
          path: path, line: line, column: index + 1,
          message:
            "map cells must be printable ASCII legend characters; found \(Self.quoted(scalar))")
      }
    }
    if let firstRow {
      let width = firstRow.text.utf8.count
      guard scalars.count == width else {
        throw LevelError(
          path: path, line: line, column: min(scalars.count, width) + 1,
          message:
            "ragged map: this row has \(scalars.count) cells, expected \(width) like the first row (line \(firstRow.line))"
        )
      }
    }
    return LevelDocument.Row(text: Self.string(scalars[...]), line: line)
  }

  // MARK: - Helpers

  private static func isLowercaseLetter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x61 && scalar.value <= 0x7A
  }

  private static func isKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
    isLowercaseLetter(scalar) || (scalar.value >= 0x30 && scalar.value <= 0x39) || scalar == "-"
  }

  static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }

  /// Shows a scalar so a person can identify it, even when it is invisible or combining.
  static func quoted(_ scalar: Unicode.Scalar) -> String {
    let code = "U+" + LevelTextDecoder.hex(scalar.value, digits: 4)
    if scalar.value >= 0x21, scalar.value <= 0x7E { return "'\(scalar)'" }
    if scalar == " " { return "' ' (space)" }
    return "'\(scalar)' (\(code))"
  }
}
