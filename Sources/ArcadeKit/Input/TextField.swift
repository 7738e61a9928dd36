import Drawing

/// One line of text being typed, with a cursor: the one text editor every prompt shares.
///
/// Typing inserts at the cursor; Backspace deletes before it and Delete after it; Left/Right
/// move it, Home/End (and Ctrl-A/Ctrl-E) jump to the ends, Ctrl-U clears. The text never grows
/// past `maximumLength`, counted in characters or in Unicode scalars (level files count
/// scalars). `view(width:)` shows the part around the cursor that fits a width in columns,
/// wide characters counted twice.
///
/// A field may start with its text selected (a prompt's suggestion): the first character typed
/// replaces the whole text, Backspace or Delete empties it, and a key that moves the cursor
/// keeps the text and edits it from there.
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
    package var cursorColumn: Int
    /// Whether the cursor is inside the text, so a scene marks the cell at `cursorColumn`.
    package var cursorInside: Bool
    /// How many columns from the start of `text` are selected (drawn reversed); 0 for none.
    package var selectedColumns: Int

    /// Creates a view.
    public init(text: String, cursorColumn: Int, cursorInside: Bool, selectedColumns: Int = 0) {
      self.text = text
      self.cursorColumn = cursorColumn
      self.cursorInside = cursorInside
      self.selectedColumns = selectedColumns
    }
  }

  /// The text typed so far.
  public private(set) var text: String
  /// The cursor, in characters from the start (0 ... `text.count`).
  public private(set) var cursor: Int
  /// Whether the whole text is selected, so the next character typed replaces it.
  package private(set) var isAllSelected = false
  /// The most the text may hold.
  public let maximumLength: Int
  /// How `maximumLength` counts.
  public let counting: Counting
  /// `text.count` and `text.unicodeScalars.count`, kept so that a full field refuses a key
  /// without measuring its text (a paste of a mebibyte is then linear).
  private var characterCount = 0
  private var scalarCount = 0

  /// The most scalars one character may gather (a family with skin tones takes 11): beyond
  /// it, a joining scalar is refused, so a stream of combining marks cannot grow the text.
  package static let maximumScalarsPerCharacter = 32

  /// A field holding `text` (cut to `maximumLength`), the cursor at its end; with `selected`
  /// the text starts selected, a suggestion that the first character typed replaces.
  public init(_ text: String = "", maximumLength: Int, counting: Counting = .characters, selected: Bool = false) {
    self.maximumLength = max(0, maximumLength)
    self.counting = counting
    self.text = ""
    cursor = 0
    // The first character that does not fit ends it: a long text is not read to its end.
    for character in text {
      guard insert(character) else { break }
    }
    isAllSelected = selected && !self.text.isEmpty
  }

  /// The text's length as `maximumLength` counts it.
  public var length: Int {
    switch counting {
    case .characters: characterCount
    case .unicodeScalars: scalarCount
    }
  }

  // MARK: - Editing

  /// Inserts `character` at the cursor; false (and nothing changes) when it would not fit.
  ///
  /// The character may merge with its neighbours (a skin tone with the emoji before it, a
  /// second regional indicator into a flag, a vowel jamo into its syllable), so the text's
  /// length and the cursor are measured again from the new text: the cursor ends after the
  /// character holding what was typed. A full field refuses in constant time anything that
  /// would not merge with the character before the cursor.
  @discardableResult
  public mutating func insert(_ character: Character) -> Bool {
    let added = character.unicodeScalars.count
    switch counting {
    case .unicodeScalars:
      guard scalarCount + added <= maximumLength else { return false }
    case .characters:
      guard characterCount < maximumLength || joinsTheCharacterBefore(character) else { return false }
    }
    let split = index(cursor)
    let insertionEnd = text.unicodeScalars.distance(from: text.startIndex, to: split) + added
    var edited = String(text[..<split])
    edited.append(character)
    edited.append(contentsOf: text[split...])
    // Measure the result: its characters, the largest one, and where the typed scalars end.
    var characters = 0
    var newCursor = 0
    var scalars = 0
    var largest = 0
    for cluster in edited {
      let size = cluster.unicodeScalars.count
      if scalars < insertionEnd { newCursor += 1 }
      scalars += size
      characters += 1
      largest = max(largest, size)
    }
    let newLength = counting == .characters ? characters : scalars
    guard newLength <= maximumLength, largest <= Self.maximumScalarsPerCharacter else { return false }
    text = edited
    characterCount = characters
    scalarCount = scalars
    cursor = newCursor
    isAllSelected = false
    return true
  }

  /// Deletes the character before the cursor (Backspace).
  package mutating func deleteBackward() {
    isAllSelected = false
    guard cursor > 0 else { return }
    let target = cursor - 1
    remove(at: target)
    cursor = max(0, min(target, characterCount))
  }

  /// Deletes the character after the cursor (Delete).
  package mutating func deleteForward() {
    isAllSelected = false
    guard cursor < characterCount else { return }
    remove(at: cursor)
    cursor = min(cursor, characterCount)
  }

  /// Moves the cursor `offset` characters, staying within the text.
  package mutating func moveCursor(by offset: Int) {
    isAllSelected = false
    cursor = max(0, min(characterCount, cursor + offset))
  }

  /// Puts the cursor before the first character (`toEnd` false) or after the last.
  package mutating func moveCursorToEnd(_ toEnd: Bool) {
    isAllSelected = false
    cursor = toEnd ? characterCount : 0
  }

  /// Empties the field.
  public mutating func clear() {
    text = ""
    cursor = 0
    characterCount = 0
    scalarCount = 0
    isAllSelected = false
  }

  /// Applies an editing key; `accepts` decides which typed characters go in. Returns whether
  /// the key is one the field handles (Enter and Esc are not: the prompt decides those).
  ///
  /// While the text is selected, an accepted character replaces it and Backspace or Delete
  /// empties the field; any other key ends the selection and does what it always does.
  @discardableResult
  public mutating func handle(_ key: Key, accepts: (Character) -> Bool = { _ in true }) -> Bool {
    if isAllSelected {
      switch key {
      case .character(let character) where accepts(character):
        clear()
      case .backspace, .delete:
        clear()
        return true
      case .character:
        break
      default:
        isAllSelected = false
      }
    }
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

  /// Inserts pasted text at the cursor as if typed, in one call; returns whether any went in.
  ///
  /// What typing could not enter is left out (controls, line breaks, invisible format
  /// characters: see `Key.typed(_:)`), and so is what `accepts` refuses. A character goes in
  /// whole or not at all, and the first that does not fit ends the paste: the paste is read
  /// once, at most to where the field is full, and at most `maximumLength` characters are
  /// inserted. A selected text is replaced, as typing replaces it.
  @discardableResult
  public mutating func paste(_ pasted: String, accepts: (Character) -> Bool = { _ in true }) -> Bool {
    var inserted = false
    var scalars = pasted.unicodeScalars.makeIterator()
    var pending = ""
    // Characters are gathered from the typable scalars, one ahead, so that a joining scalar
    // (a skin tone, a combining accent) joins the character before it.
    func insertPending() -> Bool {
      defer { pending = "" }
      guard let character = pending.first, accepts(character) else { return true }
      if isAllSelected { clear() }
      guard insert(character) else { return false }
      inserted = true
      return true
    }
    while let scalar = scalars.next() {
      guard Key.typed(scalar) != nil else { continue }
      var joined = pending
      joined.unicodeScalars.append(scalar)
      if joined.count <= 1 {
        // A character may gather only so many scalars (a stream of marks stays linear).
        if pending.unicodeScalars.count < Self.maximumScalarsPerCharacter { pending = joined }
        continue
      }
      guard insertPending() else { return inserted }
      pending.unicodeScalars.append(scalar)
    }
    _ = insertPending()
    return inserted
  }

  // MARK: - Showing

  /// The characters around the cursor that fit in `width` columns (at least one), with the
  /// end cursor `_` counted: the start is cut off when the cursor would not fit, the end when
  /// the text is longer than the width.
  public func view(width: Int) -> View {
    let width = max(1, width)
    let characters = Array(text)
    let columns = characters.map(CharacterWidth.of)
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
    // A selection is the whole text, shown as far as it fits; the cursor after it is drawn too.
    return View(
      text: shown, cursorColumn: cursorColumn, cursorInside: !atEnd, selectedColumns: isAllSelected ? used : 0)
  }

  // MARK: - Helpers

  /// The index of the character `offset` characters from the start, or the end.
  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
  }

  /// Removes the character at `offset`, measuring again what is left: two neighbours it
  /// separated may merge (the halves of a flag).
  private mutating func remove(at offset: Int) {
    let position = index(offset)
    guard position < text.endIndex else { return }
    text.remove(at: position)
    characterCount = text.count
    scalarCount = text.unicodeScalars.count
  }

  /// Whether `character` typed at the cursor merges into the character before it (a skin tone
  /// after its emoji): the only thing a full field counting characters still takes. Looks at
  /// that one character, so a full field answers in constant time.
  private func joinsTheCharacterBefore(_ character: Character) -> Bool {
    guard cursor > 0 else { return false }
    let before = text[text.index(index(cursor), offsetBy: -1)]
    var joined = String(before)
    joined.append(character)
    return joined.count == 1
  }
}
