/// One line of text being typed, with a cursor: the one text editor every prompt shares.
///
/// Typing inserts at the cursor; Backspace deletes before it and Delete after it; Left/Right
/// move it, Home/End (and Ctrl-A/Ctrl-E) jump to the ends, Ctrl-U clears. The text never grows
/// past `maximumLength`, counted in characters or in Unicode scalars (level files count
/// scalars). `view(width:)` shows the part around the cursor that fits a width in columns,
/// wide characters counted twice.
public struct TextField: Hashable, Sendable {
  /// How `maximumLength` counts.
  public enum Counting: Hashable, Sendable {
    /// Characters as the player sees them (grapheme clusters).
    case characters
    /// Unicode scalars, as the level format's limits count.
    case unicodeScalars
  }

  /// The part of the text that fits a width, and where the cursor is in it.
  public struct View: Hashable, Sendable {
    /// The visible text, ending with `_` when the cursor is after the last character.
    public var text: String
    /// The cursor's column in `text` (at the `_`, or on the character it is before).
    public var cursorColumn: Int
    /// Whether the cursor is inside the text, so a scene marks the cell at `cursorColumn`.
    public var cursorInside: Bool

    /// Creates a view.
    public init(text: String, cursorColumn: Int, cursorInside: Bool) {
      self.text = text
      self.cursorColumn = cursorColumn
      self.cursorInside = cursorInside
    }
  }

  /// The text typed so far.
  public private(set) var text: String
  /// The cursor, in characters from the start (0 ... `text.count`).
  public private(set) var cursor: Int
  /// The most the text may hold.
  public let maximumLength: Int
  /// How `maximumLength` counts.
  public let counting: Counting

  /// A field holding `text` (cut to `maximumLength`), the cursor at its end.
  public init(_ text: String = "", maximumLength: Int, counting: Counting = .characters) {
    self.maximumLength = max(0, maximumLength)
    self.counting = counting
    self.text = ""
    cursor = 0
    for character in text { insert(character) }
  }

  /// The text's length as `maximumLength` counts it.
  public var length: Int { Self.length(of: text, counting: counting) }

  // MARK: - Editing

  /// Inserts `character` at the cursor; false (and nothing changes) when it would not fit.
  @discardableResult
  public mutating func insert(_ character: Character) -> Bool {
    guard length + Self.length(of: String(character), counting: counting) <= maximumLength else { return false }
    text.insert(character, at: index(cursor))
    cursor += 1
    return true
  }

  /// Deletes the character before the cursor (Backspace).
  public mutating func deleteBackward() {
    guard cursor > 0 else { return }
    text.remove(at: index(cursor - 1))
    cursor -= 1
  }

  /// Deletes the character after the cursor (Delete).
  public mutating func deleteForward() {
    guard cursor < text.count else { return }
    text.remove(at: index(cursor))
  }

  /// Moves the cursor `offset` characters, staying within the text.
  public mutating func moveCursor(by offset: Int) {
    cursor = max(0, min(text.count, cursor + offset))
  }

  /// Puts the cursor before the first character (`toEnd` false) or after the last.
  public mutating func moveCursorToEnd(_ toEnd: Bool) {
    cursor = toEnd ? text.count : 0
  }

  /// Empties the field.
  public mutating func clear() {
    text = ""
    cursor = 0
  }

  /// Applies an editing key; `accepts` decides which typed characters go in. Returns whether
  /// the key is one the field handles (Enter and Esc are not: the prompt decides those).
  @discardableResult
  public mutating func handle(_ key: Key, accepts: (Character) -> Bool = { _ in true }) -> Bool {
    switch key {
    case .character(let character):
      if accepts(character) { insert(character) }
    case .backspace: deleteBackward()
    case .delete: deleteForward()
    case .left: moveCursor(by: -1)
    case .right: moveCursor(by: 1)
    case .home, .control("a"): moveCursorToEnd(false)
    case .end, .control("e"): moveCursorToEnd(true)
    case .control("u"): clear()
    default: return false
    }
    return true
  }

  // MARK: - Showing

  /// The characters around the cursor that fit in `width` columns (at least one), with the
  /// end cursor `_` counted: the start is cut off when the cursor would not fit, the end when
  /// the text is longer than the width.
  public func view(width: Int) -> View {
    let width = max(1, width)
    let characters = Array(text)
    let columns = characters.map { Canvas.columns(of: String($0)) }
    let atEnd = cursor == characters.count
    // Columns from `first` up to and including the cursor's own cell.
    func span(from first: Int) -> Int {
      columns[first..<cursor].reduce(0, +) + (atEnd ? 1 : max(1, columns[cursor]))
    }
    var first = 0
    while first < cursor, span(from: first) > width { first += 1 }
    var shown = ""
    var used = 0
    var cursorColumn = 0
    for position in first..<characters.count {
      if position == cursor { cursorColumn = used }
      guard used + columns[position] <= width - (atEnd ? 1 : 0) else { break }
      shown.append(characters[position])
      used += columns[position]
    }
    if atEnd {
      cursorColumn = used
      shown.append("_")
    }
    return View(text: shown, cursorColumn: cursorColumn, cursorInside: !atEnd)
  }

  // MARK: - Helpers

  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }

  private static func length(of text: String, counting: Counting) -> Int {
    switch counting {
    case .characters: text.count
    case .unicodeScalars: text.unicodeScalars.count
    }
  }
}
