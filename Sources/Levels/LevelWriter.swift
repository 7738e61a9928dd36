// MARK: - LevelWriter

/// Writes a `LevelDocument` as canonical text: `key: value` lines, then `map:` and the rows.
public enum LevelWriter {
  /// The canonical text of a document: no comments, one space after each colon, LF endings.
  public static func write(_ document: LevelDocument) -> String {
    var text = ""
    for field in document.fields {
      text += field.value.isEmpty ? "\(field.key):\n" : "\(field.key): \(field.value)\n"
    }
    if document.mapLine != nil {
      text += "map:\n"
      for row in document.rows { text += row.text + "\n" }
    }
    return text
  }
}
