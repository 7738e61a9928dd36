// MARK: - JSONValue

/// A JSON value as `JSONInspector` reads it: what a score file holds, before its shape is
/// checked. Numbers keep their text; `JSONField` reads them as the store's whole numbers.
indirect enum JSONValue: Equatable, Sendable {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  case number(String)
  case bool(Bool)
  case null
}

// MARK: - JSONField

/// A value at a place in a score file, read as the shape the store expects there; a wrong
/// shape is a sentence that names the place (`expected a string at boards.maze.entries.0.name`).
struct JSONField {
  /// The value there.
  let value: JSONValue
  /// Where it is: the keys and indices from the top, joined by dots when said.
  let path: [String]

  /// The top of a document.
  init(_ value: JSONValue) {
    self.init(value, path: [])
  }

  private init(_ value: JSONValue, path: [String]) {
    self.value = value
    self.path = path
  }

  /// The place, as the store's messages say it (` at boards.maze`, or nothing at the top).
  private var place: String { path.isEmpty ? "" : " at \(path.joined(separator: "."))" }

  /// A problem here.
  func problem(_ what: String) -> ScoreFileError {
    .malformed("\(what)\(place)")
  }

  /// The object's members.
  func members() throws(ScoreFileError) -> [String: JSONValue] {
    guard case .object(let members) = value else { throw problem("expected an object") }
    return members
  }

  /// The member `key`, which must be there and not null.
  func member(_ key: String) throws(ScoreFileError) -> JSONField {
    guard let field = try optionalMember(key) else { throw problem("missing key \"\(key)\"") }
    return field
  }

  /// The member `key`, or nil when it is absent or null.
  func optionalMember(_ key: String) throws(ScoreFileError) -> JSONField? {
    guard let member = try members()[key], member != .null else { return nil }
    return JSONField(member, path: path + [key])
  }

  /// Each member, by key.
  func fields() throws(ScoreFileError) -> [(key: String, field: JSONField)] {
    try members().map { ($0.key, JSONField($0.value, path: path + [$0.key])) }
  }

  /// The array's elements.
  func elements() throws(ScoreFileError) -> [JSONField] {
    guard case .array(let elements) = value else { throw problem("expected an array") }
    return elements.enumerated().map { JSONField($0.element, path: path + [String($0.offset)]) }
  }

  /// The string.
  func string() throws(ScoreFileError) -> String {
    guard case .string(let text) = value else { throw problem("expected a string") }
    return text
  }

  /// The number as a whole number `Number` holds (a whole number written with a fraction or
  /// an exponent, `7.0` or `1e2`, too).
  func wholeNumber<Number: FixedWidthInteger>(_ type: Number.Type) throws(ScoreFileError) -> Number {
    guard case .number(let text) = value else { throw problem("expected a whole number") }
    if let number = Number(text) { return number }
    if let double = Double(text), double.rounded() == double, let number = Number(exactly: double) { return number }
    if Int(text) == nil, UInt64(text) == nil {
      // Not a whole number the store can hold at all, whatever the field.
      throw .malformed(
        "\(text) at \(path.joined(separator: ".")) is not a whole number the arcade can store"
          + " (from \(Int.min) to \(UInt64.max))")
    }
    throw problem("\(text) is not a whole number from \(Number.min) to \(Number.max)")
  }
}
