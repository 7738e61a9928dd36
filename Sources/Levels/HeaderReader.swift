// MARK: - HeaderReader

/// Gives the header fields of a document typed meaning for one game, with located errors.
///
/// Creating it checks the keys once: unknown keys (with a suggestion), repeated keys that
/// may not repeat, and that `game:` names the expected game. Each game's model reads its
/// fields through it, so every game's errors read alike.
public struct HeaderReader {
  /// The document being read.
  public let document: LevelDocument
  /// The file, as errors name it.
  public let path: String
  /// The game the document must be a level of: its `game:` value.
  public let game: String

  /// Checks the document's keys for a level of `game` that may use `keys` (and `game`), of
  /// which those in `repeatable` may repeat.
  public init(
    document: LevelDocument, path: String, game: String, keys: [String],
    repeatable: Set<String> = []
  ) throws(LevelError) {
    self.document = document
    self.path = path
    self.game = game
    let known = ["game"] + keys
    var firstLine: [String: Int] = [:]
    for field in document.fields {
      guard known.contains(field.key) else {
        var message = "unknown key '\(field.key)' for a \(game) level"
        if let guess = KeySuggester.suggestion(for: field.key, among: known) {
          message += "; did you mean '\(guess)'?"
        } else {
          message += "; expected one of " + known.map { "'\($0)'" }.joined(separator: ", ")
        }
        throw LevelError(path: path, line: field.line, column: field.keyColumn, message: message)
      }
      if let earlier = firstLine[field.key], !repeatable.contains(field.key) {
        throw LevelError(
          path: path, line: field.line, column: field.keyColumn,
          message: "duplicate key '\(field.key)'; it was already given on line \(earlier)")
      }
      if firstLine[field.key] == nil { firstLine[field.key] = field.line }
    }
    let gameField = try required("game", expecting: "'game: \(game)'")
    guard gameField.value == game else {
      throw error(at: gameField, "expected '\(game)' here, found '\(gameField.value)'")
    }
  }

  // MARK: - Fields

  /// An error at `field`'s value (or at `column`), saying `message`.
  public func error(at field: LevelDocument.Field, column: Int? = nil, _ message: String) -> LevelError {
    LevelError(path: path, line: field.line, column: column ?? field.valueColumn, message: message)
  }

  /// Where to point when something is missing: the `game:` line, or the top of the file.
  private var headerStart: (line: Int, column: Int) {
    if let game = document.field("game") { return (game.line, game.keyColumn) }
    return (document.fields.first?.line ?? 1, 1)
  }

  /// The field `key`; missing, an error saying what was `expecting`.
  public func required(_ key: String, expecting: String) throws(LevelError) -> LevelDocument.Field {
    guard let field = document.field(key) else {
      let start = headerStart
      throw LevelError(
        path: path, line: start.line, column: start.column,
        message: "missing required key '\(key)' (\(expecting))")
    }
    return field
  }

  /// The field `key`, if given.
  public func optional(_ key: String) -> LevelDocument.Field? {
    document.field(key)
  }

  /// Every field `key`, in file order (for keys that may repeat).
  public func all(_ key: String) -> [LevelDocument.Field] {
    document.fields.filter { $0.key == key }
  }

  // MARK: - Map presence

  /// Refuses a map: the levels of this game have none.
  public func forbidMap() throws(LevelError) {
    if let mapLine = document.mapLine {
      throw LevelError(
        path: path, line: mapLine, column: 1,
        message: "\(game) levels have no map; remove 'map:' and its rows")
    }
  }

  // MARK: - Values

  /// A level name: 1 to 60 characters, no '#', no control characters, no outer spaces.
  public func name() throws(LevelError) -> String {
    let field = try required(
      "name", expecting: "a name of 1 to \(LevelLimits.maxNameLength) characters")
    let scalars = field.value.unicodeScalars
    guard !scalars.isEmpty else {
      throw error(at: field, "expected a name after 'name:', found nothing")
    }
    guard scalars.count <= LevelLimits.maxNameLength else {
      throw error(
        at: field, column: field.valueColumn + LevelLimits.maxNameLength,
        "name is longer than \(LevelLimits.maxNameLength) characters")
    }
    for (offset, scalar) in scalars.enumerated() {
      let isControl = scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F)
      if scalar == "#" || isControl {
        throw error(
          at: field, column: field.valueColumn + offset,
          "a name may not contain \(LevelStructureReader.quoted(scalar))")
      }
    }
    guard scalars.first != " ", scalars.last != " " else {
      throw error(at: field, "a name may not start or end with a space")
    }
    return field.value
  }

  /// The field's whole number, which must lie in `range`.
  public func integer(_ field: LevelDocument.Field, in range: ClosedRange<Int>) throws(LevelError) -> Int {
    try integer(
      Substring(field.value), field: field, column: field.valueColumn, label: field.key, in: range)
  }

  /// The field's number, which must lie in `range`.
  public func decimal(_ field: LevelDocument.Field, in range: ClosedRange<Double>) throws(LevelError)
    -> Double
  {
    try decimal(
      Substring(field.value), field: field, column: field.valueColumn, label: field.key, in: range)
  }

  /// The field's `true` or `false`.
  public func boolean(_ field: LevelDocument.Field) throws(LevelError) -> Bool {
    switch field.value {
    case "true": return true
    case "false": return false
    default:
      throw error(
        at: field, "expected 'true' or 'false' for '\(field.key)', found '\(field.value)'")
    }
  }

  /// A fixed number of space-separated decimals, each checked against its own range.
  public func decimals(
    _ field: LevelDocument.Field, labels: [String], ranges: [ClosedRange<Double>]
  ) throws(LevelError) -> [Double] {
    let parts = tokens(field)
    guard parts.count == labels.count else {
      let shape = labels.joined(separator: " ")
      throw error(
        at: field,
        "expected '\(field.key): \(shape)' (\(labels.count) numbers), found \(parts.count)")
    }
    var values: [Double] = []
    for (index, part) in parts.enumerated() {
      values.append(
        try decimal(
          part.text, field: field, column: part.column, label: "\(field.key) \(labels[index])",
          in: ranges[index]))
    }
    return values
  }

  // MARK: - Number helpers

  private func tokens(_ field: LevelDocument.Field) -> [(text: Substring, column: Int)] {
    var result: [(text: Substring, column: Int)] = []
    var column = field.valueColumn
    var start: String.Index?
    var startColumn = column
    let value = field.value
    var index = value.startIndex
    while index < value.endIndex {
      if value[index] == " " {
        if let begun = start { result.append((value[begun..<index], startColumn)) }
        start = nil
      } else if start == nil {
        start = index
        startColumn = column
      }
      column += value[index].unicodeScalars.count
      index = value.index(after: index)
    }
    if let begun = start { result.append((value[begun...], startColumn)) }
    return result
  }

  private func integer(
    _ text: Substring, field: LevelDocument.Field, column: Int, label: String,
    in range: ClosedRange<Int>
  ) throws(LevelError) -> Int {
    switch LevelNumber.integer(text) {
    case .notANumber:
      throw error(
        at: field, column: column, "expected a whole number for '\(label)', found '\(shown(text))'")
    case .tooLarge:
      throw error(
        at: field, column: column,
        "'\(label)' is far too large, found \(shown(text)); expected \(range.lowerBound) to \(range.upperBound)"
      )
    case .value(let value):
      guard range.contains(value) else {
        throw error(
          at: field, column: column,
          "'\(label)' must be from \(range.lowerBound) to \(range.upperBound), found \(value)")
      }
      return value
    }
  }

  private func decimal(
    _ text: Substring, field: LevelDocument.Field, column: Int, label: String,
    in range: ClosedRange<Double>
  ) throws(LevelError) -> Double {
    let bounds =
      "\(LevelNumber.format(range.lowerBound)) to \(LevelNumber.format(range.upperBound))"
    switch LevelNumber.decimal(text) {
    case .notANumber:
      throw error(
        at: field, column: column, "expected a number for '\(label)', found '\(shown(text))'")
    case .tooLarge:
      throw error(
        at: field, column: column,
        "'\(label)' is far too large, found \(shown(text)); expected \(bounds)")
    case .value(let value):
      guard range.contains(value) else {
        throw error(
          at: field, column: column, "'\(label)' must be from \(bounds), found \(shown(text))")
      }
      return value
    }
  }

  /// Keeps messages short when someone pastes a paragraph where a number belongs.
  private func shown(_ text: Substring) -> String {
    text.count > 24 ? String(text.prefix(24)) + "…" : String(text)
  }
}
