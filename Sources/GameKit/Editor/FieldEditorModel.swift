import ArcadeKit
import Levels

// MARK: - FieldEditorModel

/// What the editing kit edits, as a plain value: the level, the cursor on its field, the piece
/// chosen (and whether the cursor carries it), the setting chosen, the undo history, whether
/// anything changed since the last save, and the live check. It draws nothing and knows no
/// keys; `FieldEditorScene` drives it.
public struct FieldEditorModel<Level: EditableLevel>: Sendable {
  /// The level being edited (its name is set at the first save of a new level).
  public private(set) var level: Level
  /// The cursor, in whole cursor steps from the field's top-left corner (0...columns, 0...rows).
  public private(set) var cursor: (column: Int, row: Int) = (0, 0)
  /// The piece chosen, if any.
  public private(set) var chosen: Int?
  /// Whether the cursor carries the chosen piece (moving the cursor moves it).
  public private(set) var carrying = false
  /// The setting the panel's `<` and `>` change.
  public private(set) var setting = 0
  /// The first reason the game refuses the level as it stands, and the piece it points at;
  /// nil when it can be played. Kept up to date by every edit.
  public private(set) var problem: (message: String, piece: Int?)?
  /// The game's hints under the check (worked out when asked: the picture asks once a frame,
  /// and frames are drawn only after a change).
  public var hints: [String] { level.hints() }

  private var history: EditHistory<Level>
  /// The level as last saved (or opened), to tell whether anything changed.
  private var saved: Level
  /// The level before the carry under way changed it (nil: nothing carried moved yet), so a
  /// whole carry is undone at once.
  private var carryStart: Level?
  /// A mouse stroke begun on empty field: where it began, and the level before it drew (nil
  /// until the first drag), so the box it draws follows the mouse and is one edit.
  private var stroke: (start: (column: Int, row: Int), before: Level?)?
  /// How many levels `generate` has made here, so each makes another.
  private var generations: UInt64 = 0

  /// Opens `level` (nil: `Level.newLevel()`), the cursor in the middle of the field; the
  /// history remembers up to `historyLimit` edits.
  public init(level: Level?, historyLimit: Int = 1000) {
    let opened = level ?? Level.newLevel()
    self.level = opened
    saved = opened
    history = EditHistory(limit: historyLimit)
    let steps = opened.cursorSteps
    cursor = (steps.columns / 2, steps.rows / 2)
    refreshCheck()
  }

  // MARK: - Facts

  /// Whether the level differs from what was last saved.
  public var isDirty: Bool { level != saved }
  /// Whether there is an edit to undo.
  public var canUndo: Bool { history.canUndo || carryStart != nil || stroke?.before != nil }
  /// Whether there is an undone edit to redo.
  public var canRedo: Bool { history.canRedo }

  /// The cursor's place on the field, world units.
  public var cursorPoint: (x: Double, y: Double) {
    guard let size = level.fieldSize else { return (0, 0) }
    let steps = level.cursorSteps
    return (
      size.width * Double(cursor.column) / Double(max(1, steps.columns)),
      size.height * Double(cursor.row) / Double(max(1, steps.rows))
    )
  }

  /// One cursor step, world units across and down.
  public var step: (x: Double, y: Double) {
    guard let size = level.fieldSize else { return (1, 1) }
    let steps = level.cursorSteps
    return (size.width / Double(max(1, steps.columns)), size.height / Double(max(1, steps.rows)))
  }

  /// The piece under the cursor: points before discs before boxes, the last drawn first.
  public var pieceUnderCursor: Int? {
    let point = cursorPoint
    let tolerance = (step.x / 2, step.y / 2)
    let pieces = level.pieces
    func rank(_ shape: EditorShape) -> Int {
      switch shape {
      case .point: 0
      case .disc: 1
      case .box: 2
      }
    }
    return pieces.indices.reversed()
      .filter { pieces[$0].shape.contains(x: point.x, y: point.y, tolerance: tolerance) }
      .min { rank(pieces[$0].shape) < rank(pieces[$1].shape) }
  }

  /// The chosen piece, when there is one.
  public var chosenPiece: EditorPiece? {
    chosen.flatMap { level.pieces.indices.contains($0) ? level.pieces[$0] : nil }
  }

  // MARK: - The cursor

  /// Moves the cursor by whole steps (it stops at the field's edges); a carried piece comes along.
  public mutating func moveCursor(columns: Int, rows: Int) -> EditorChange? {
    let steps = level.cursorSteps
    let target = (
      max(0, min(steps.columns, cursor.column + columns)), max(0, min(steps.rows, cursor.row + rows))
    )
    return moveCursor(to: target)
  }

  /// Puts the cursor on a step (the mouse); a carried piece comes along. Returns what moving
  /// the carried piece did (nil: nothing was carried).
  @discardableResult
  public mutating func moveCursor(to target: (column: Int, row: Int)) -> EditorChange? {
    let steps = level.cursorSteps
    let clamped = (max(0, min(steps.columns, target.column)), max(0, min(steps.rows, target.row)))
    let from = cursorPoint
    cursor = clamped
    guard carrying, let index = chosen else { return nil }
    let to = cursorPoint
    let before = level
    let change = level.move(index, dx: to.x - from.x, dy: to.y - from.y)
    if case .changed(let now) = change {
      if carryStart == nil { carryStart = before }
      chosen = now
      refreshCheck()
    }
    return change
  }

  /// The cursor onto piece `index`'s anchor, the nearest step to it.
  private mutating func cursorOnto(_ index: Int) {
    guard level.pieces.indices.contains(index) else { return }
    let anchor = level.pieces[index].shape.anchor
    cursor = (Int((anchor.x / step.x).rounded()), Int((anchor.y / step.y).rounded()))
    let steps = level.cursorSteps
    cursor = (max(0, min(steps.columns, cursor.column)), max(0, min(steps.rows, cursor.row)))
  }

  // MARK: - Choosing and carrying

  /// Space: puts a carried piece down, or picks up the piece under the cursor; false when there
  /// is nothing here.
  public mutating func pickOrDrop() -> Bool {
    if carrying {
      drop()
      return true
    }
    guard let index = pieceUnderCursor else {
      chosen = nil
      return false
    }
    chosen = index
    carrying = true
    return true
  }

  /// Picks up the piece at a step (a mouse press); with none there, the cursor goes there and a
  /// drag from it draws the level's `drawnAddition`.
  public mutating func press(at target: (column: Int, row: Int)) {
    drop()
    moveCursor(to: target)
    chosen = pieceUnderCursor
    carrying = chosen != nil
    if chosen == nil { stroke = (cursor, nil) }
  }

  /// A drag to a step: carries the piece picked up, or draws a box from where the stroke began.
  public mutating func drag(to target: (column: Int, row: Int)) -> EditorChange? {
    guard !carrying, let begun = stroke, let kind = Level.drawnAddition else { return moveCursor(to: target) }
    moveCursor(to: target)
    let base = begun.before ?? level
    let steps = level.cursorSteps
    let corner = { (step: (column: Int, row: Int)) -> (x: Double, y: Double) in
      guard let size = base.fieldSize else { return (0, 0) }
      return (
        size.width * Double(step.column) / Double(max(1, steps.columns)),
        size.height * Double(step.row) / Double(max(1, steps.rows))
      )
    }
    var drawn = base
    let change = drawn.draw(kind, from: corner(begun.start), to: corner(cursor))
    guard case .changed(let now) = change else { return change }
    stroke = (begun.start, base)
    level = drawn
    chosen = now
    refreshCheck()
    return change
  }

  /// Puts a carried piece down where it is (the whole carry becomes one edit), and ends a
  /// drawing stroke (the box it drew is one edit).
  public mutating func drop() {
    carrying = false
    if let before = stroke?.before, before != level { history.record(before) }
    stroke = nil
    guard let before = carryStart else { return }
    carryStart = nil
    if before != level { history.record(before) }
  }

  /// Chooses the next piece (after the one chosen) and puts the cursor on it; false when there
  /// are no pieces.
  public mutating func chooseNext() -> Bool {
    drop()
    let count = level.pieces.count
    guard count > 0 else { return false }
    let next = chosen.map { ($0 + 1) % count } ?? 0
    chosen = next
    cursorOnto(next)
    return true
  }

  /// Chooses the next setting, in turn.
  public mutating func chooseNextSetting(by offset: Int = 1) {
    let count = level.settings.count
    guard count > 0 else { return }
    setting = ((setting + offset) % count + count) % count
  }

  // MARK: - Edits

  /// Adds one of `Level.additions[kind]` at the cursor, chosen (not carried).
  public mutating func add(_ kind: Int) -> EditorChange {
    let point = cursorPoint
    return edit { $0.add(kind, x: point.x, y: point.y) }
  }

  /// Removes the chosen piece, or the one under the cursor.
  public mutating func remove() -> EditorChange {
    guard let index = chosen ?? pieceUnderCursor else { return .refused("Nothing here to remove.") }
    let change = edit { $0.remove(index) }
    if case .changed = change { chosen = nil }
    return change
  }

  /// Resizes the chosen piece, or the field when none is chosen.
  public mutating func resize(columns: Int, rows: Int) -> EditorChange {
    if let index = chosen {
      return edit { $0.resize(index, columns: columns, rows: rows) }
    }
    let change = edit { $0.resizeField(columns: columns, rows: rows) }
    let steps = level.cursorSteps
    cursor = (min(cursor.column, steps.columns), min(cursor.row, steps.rows))
    return change
  }

  /// Changes the chosen piece in turn (or the one under the cursor).
  public mutating func cycle() -> EditorChange {
    guard let index = chosen ?? pieceUnderCursor else { return .refused("Choose a piece first (Space).") }
    return edit { $0.cycle(index) }
  }

  /// Raises or lowers the chosen setting.
  public mutating func adjust(by steps: Int) -> EditorChange {
    let index = setting
    return edit { $0.adjust(index, by: steps) }
  }

  /// Replaces the level with a generated one, keeping its name, as one edit. Its seed mixes
  /// `seed` (the editor's), how many levels were made here before and the level as it stands,
  /// so pressing again makes another, and the same steps the same one.
  public mutating func generate(seed: UInt64) {
    generations += 1
    // FNV-1a over the canonical text: the same level hashes the same on every run (Swift's
    // `Hasher` is seeded per process).
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in level.canonicalText.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    var mixer = SeededRandom(seed: (seed ^ hash) &+ generations)
    // A generator checks what it makes as a file would be read, which needs a name.
    var made = Level.generated(seed: mixer.next(), name: level.name.isEmpty ? "Generated" : level.name)
    made.name = level.name
    _ = edit { level in
      level = made
      return .changed(choosing: nil)
    }
  }

  /// Goes back one edit (a carry under way is put down first); false when there is none.
  @discardableResult
  public mutating func undo() -> Bool {
    drop()
    guard let previous = history.undo(from: level) else { return false }
    restore(previous)
    return true
  }

  /// Goes forward again one undone edit; false when there is none.
  @discardableResult
  public mutating func redo() -> Bool {
    drop()
    guard let next = history.redo(from: level) else { return false }
    restore(next)
    return true
  }

  /// Names the level (the first save of a new one).
  public mutating func rename(_ name: String) {
    level.name = name
    refreshCheck()
  }

  /// `saved` was written: it is the new baseline for `isDirty`.
  public mutating func markSaved(_ saved: Level) {
    self.saved = saved
  }

  // MARK: - Inside

  /// Applies an edit, remembering the level before it for undo when it changed anything.
  private mutating func edit(_ change: (inout Level) -> EditorChange) -> EditorChange {
    drop()
    var edited = level
    let outcome = change(&edited)
    guard case .changed(let now) = outcome, edited != level else { return outcome }
    history.record(level)
    level = edited
    chosen = now
    clampChoices()
    refreshCheck()
    return outcome
  }

  private mutating func restore(_ restored: Level) {
    level = restored
    chosen = nil
    clampChoices()
    refreshCheck()
  }

  private mutating func clampChoices() {
    if let index = chosen, !level.pieces.indices.contains(index) { chosen = nil }
    let count = level.settings.count
    setting = count == 0 ? 0 : min(setting, count - 1)
    let steps = level.cursorSteps
    cursor = (min(cursor.column, steps.columns), min(cursor.row, steps.rows))
  }

  private mutating func refreshCheck() {
    problem = level.problem()
  }
}
