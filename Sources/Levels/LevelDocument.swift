// MARK: - LevelDocument

/// A level file parsed into header fields and map rows, before any game gives them meaning.
public struct LevelDocument: Equatable, Hashable, Sendable {
  /// One `key: value` header line with where it was found.
  public struct Field: Equatable, Hashable, Sendable {
    /// The key, lower-case letters, digits and dashes.
    public var key: String
    /// The value with surrounding spaces and any trailing ` # comment` removed.
    public var value: String
    /// 1-based line of the field.
    public var line: Int
    /// 1-based column where the key starts.
    public var keyColumn: Int
    /// 1-based column where the value starts (one past the colon and spaces when empty).
    public var valueColumn: Int

    /// Creates a field at a position.
    public init(key: String, value: String, line: Int, keyColumn: Int, valueColumn: Int) {
      self.key = key
      self.value = value
      self.line = line
      self.keyColumn = keyColumn
      self.valueColumn = valueColumn
    }
  }

  /// One map row; every row of a map has the same width.
  public struct Row: Equatable, Hashable, Sendable {
    /// The cells of the row as written, ASCII only.
    public var text: String
    /// 1-based line of the row.
    public var line: Int

    /// Creates a row at a line.
    public init(text: String, line: Int) {
      self.text = text
      self.line = line
    }
  }

  /// Header fields in file order (a key may repeat here; the game decides whether it may).
  public var fields: [Field]
  /// Line of the `map:` line, or nil when the file has no map.
  public var mapLine: Int?
  /// Map rows in file order; empty when there is no map.
  public var rows: [Row]

  /// Creates a document from parsed parts.
  public init(fields: [Field], mapLine: Int?, rows: [Row]) {
    self.fields = fields
    self.mapLine = mapLine
    self.rows = rows
  }

  /// Creates the document the writer will produce for these fields and rows, with the line
  /// and column numbers they will have in the canonical text.
  public init(canonicalFields: [(key: String, value: String)], mapRows: [String]?) {
    var line = 0
    fields = canonicalFields.map { pair in
      line += 1
      return Field(
        key: pair.key, value: pair.value, line: line, keyColumn: 1,
        valueColumn: pair.key.unicodeScalars.count + 3)
    }
    if let mapRows {
      line += 1
      mapLine = line
      rows = mapRows.map { text in
        line += 1
        return Row(text: text, line: line)
      }
    } else {
      mapLine = nil
      rows = []
    }
  }

  /// The first field with this key, if any.
  public func field(_ key: String) -> Field? {
    fields.first { $0.key == key }
  }

  /// The map width in cells (0 without a map).
  public var mapWidth: Int {
    rows.first?.text.utf8.count ?? 0
  }
}
