import ArcadeKit
import Drawing
import GameKit
import Levels

// MARK: - MazeEditorModel

/// What the Maze editor edits, as a plain value: the grid, the cursor, painting, the undo
/// history, whether anything changed since the last save, and the checks made before saving.
/// It draws nothing and knows no keys; `MazeEditorScene` drives it.
public struct MazeEditorModel: Hashable, Sendable {
  /// What moving the cursor does to the cells it passes.
  public enum PaintMode: Hashable, Sendable {
    case off, walls, floor
  }

  // MARK: - State

  /// The grid being edited (its name, par and draft mark live beside it).
  public private(set) var grid: MazeLevel
  /// The maze's name; empty until the first save of a new maze asks for one.
  public var name: String
  /// The par time kept from the opened file (or given by the last save), if any.
  public private(set) var par: Double?
  /// The cursor cell, always inside the grid.
  public private(set) var cursor: MazeLevel.Position
  /// Whether moving the cursor paints walls, clears them, or neither.
  public private(set) var paint = PaintMode.off
  /// The value a mouse stroke paints (set by the press that began it); nil between strokes.
  public private(set) var strokeValue: MazeLevel.Cell?

  private var history: EditHistory<Edited>
  /// How many mazes `generate` has made here, so each makes another.
  private var generations: UInt64 = 0

  /// What an edit changes and undo restores: the grid, and the par (a generated maze brings its own).
  private struct Edited: Hashable, Sendable {
    var grid: MazeLevel
    var par: Double?
  }
  /// The grid and name as last saved (or opened), to tell whether anything changed.
  private var savedGrid: MazeLevel
  private var savedName: String

  /// Opens `maze` (nil: a new 12×12 maze), the cursor on its start; the history remembers up to
  /// `historyLimit` edits.
  public init(maze: MazeLevel?, historyLimit: Int = 1000) {
    let opened = maze ?? MazeLevel.blank()
    grid = MazeLevel(name: "", width: opened.width, height: opened.height, cells: opened.cells)
    name = opened.name
    par = opened.par
    cursor = opened.start ?? MazeLevel.Position(column: 0, row: 0)
    history = EditHistory(limit: historyLimit)
    // An opened (or brand-new) maze counts as saved until edited, so leaving it untouched asks nothing.
    savedGrid = grid
    savedName = name
  }

  // MARK: - Facts

  /// Whether the grid or name differs from what was last saved.
  public var isDirty: Bool { grid != savedGrid || name != savedName }

  /// Whether the goal can be reached from the start.
  public var isSolvable: Bool { grid.shortestPath != nil }

  /// Whether there is an edit to undo.
  public var canUndo: Bool { history.canUndo }
  /// Whether there is an undone edit to redo.
  public var canRedo: Bool { history.canRedo }

  /// The maze as it would be saved now (a draft while it cannot be won).
  public var maze: MazeLevel {
    MazeLevel(
      name: name, par: par, isDraft: !isSolvable, width: grid.width, height: grid.height, cells: grid.cells)
  }

  /// What makes the maze unsolvable, or nil when it can be won.
  public var problem: String? {
    if grid.start == nil { return "The maze has no start (S)." }
    if grid.goal == nil { return "The maze has no goal (G)." }
    if grid.shortestPath == nil { return "The goal cannot be reached from the start." }
    return nil
  }

  /// The maze as saved: a draft when unsolvable; a new solvable maze without a par gets one
  /// second per move of its shortest path (at least 5), close to the shipped levels' pars.
  public var mazeForSaving: MazeLevel {
    var saved = maze
    if saved.par == nil, let moves = grid.shortestPath {
      saved.par = Double(min(3600, max(5, moves)))
    }
    return saved
  }

  /// The size as `12x12`, with `times` between.
  func sizeText(times: String) -> String { "\(grid.width)\(times)\(grid.height)" }

  // MARK: - Cursor and painting

  /// Moves the cursor one cell (it stops at the edges); in paint mode the move paints.
  public mutating func moveCursor(_ direction: Direction) {
    let delta = direction.delta
    let from = cursor
    cursor = clamped(MazeLevel.Position(column: cursor.column + delta.dx, row: cursor.row + delta.dy))
    paintTrail(from: from, to: cursor)
  }

  /// Cycles paint off → walls → erase → off and returns the new mode. Changing the mode paints
  /// nothing; the next moves do, so cycling past "erase" never wipes the cell under the cursor.
  @discardableResult
  public mutating func cyclePaint() -> PaintMode {
    switch paint {
    case .off: paint = .walls
    case .walls: paint = .floor
    case .floor: paint = .off
    }
    return paint
  }

  /// In paint mode, a move paints the cell left and the cell reached (never the start or the
  /// goal), as one edit.
  private mutating func paintTrail(from: MazeLevel.Position, to: MazeLevel.Position) {
    let value: MazeLevel.Cell
    switch paint {
    case .off: return
    case .walls: value = .wall
    case .floor: value = .floor
    }
    edit { maze in
      var painted = maze
      for cell in [from, to] where painted[cell] != .start && painted[cell] != .goal {
        painted[cell] = value
      }
      return painted
    }
  }

  // MARK: - Mouse strokes

  /// A press on `cell`: the cursor goes there and toggles it; a drag then paints the value the
  /// cell took. Cells outside the grid are ignored.
  public mutating func beginStroke(at cell: MazeLevel.Position) {
    guard grid.contains(cell) else { return }
    cursor = cell
    toggleWall()
    strokeValue = grid[cell] == .wall ? .wall : .floor
  }

  /// A drag over `cell` paints the stroke's value there (never over the start or the goal).
  public mutating func continueStroke(at cell: MazeLevel.Position) {
    guard let value = strokeValue, grid.contains(cell) else { return }
    cursor = cell
    let current = grid[cell]
    guard current != .start, current != .goal, current != value else { return }
    // A stroke is one edit: its press recorded the state before it.
    grid[cell] = value
  }

  /// The button came up: the stroke is over.
  public mutating func endStroke() {
    strokeValue = nil
  }

  // MARK: - Edits

  /// Toggles the cell under the cursor (a wall becomes floor; anything else a wall).
  public mutating func toggleWall() {
    let here = cursor
    edit { $0.toggled(at: here) }
  }

  /// Puts the start or the goal under the cursor (the old one becomes floor).
  public mutating func place(_ marker: MazeLevel.Cell) {
    let here = cursor
    edit { $0.placing(marker, at: here) }
  }

  /// Puts a hazard (`isHazard`) under the cursor, or floor where that hazard already is; never
  /// over the start or the goal.
  public mutating func placeHazard(_ hazard: MazeLevel.Cell) {
    let here = cursor
    edit { $0.settingHazard(hazard, at: here) }
  }

  /// Removes every wall (the start and the goal stay).
  public mutating func clearWalls() {
    edit { $0.clearingWalls() }
  }

  /// Replaces the grid with a generated maze (`MazeLevel.generated`) and takes its par, as one
  /// edit. Its seed mixes `seed` (the editor's), how many mazes were generated here before and
  /// the grid as it stands, so pressing again makes another maze, and the same steps the same one.
  public mutating func generate(seed: UInt64) {
    generations += 1
    // FNV-1a over the size and the cells: the same grid hashes the same on every run (Swift's
    // `Hasher` is seeded per process).
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in [UInt8(truncatingIfNeeded: grid.width), UInt8(truncatingIfNeeded: grid.height)]
      + grid.cells.map(\.rawValue)
    {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    var mixer = SeededRandom(seed: (seed ^ hash) &+ generations)
    let made = MazeLevel.generated(seed: mixer.next(), name: "Generated")
    let before = Edited(grid: grid, par: par)
    let after = Edited(
      grid: MazeLevel(name: "", width: made.width, height: made.height, cells: made.cells), par: made.par)
    guard after != before else { return }
    history.record(before)
    grid = after.grid
    par = after.par
    cursor = grid.start ?? clamped(cursor)
  }

  /// Adds (or with negative numbers removes) columns and rows, keeping a wall border; returns
  /// whether the size changed (it stays within `MazeLevel.editableWidths` and `editableHeights`).
  @discardableResult
  public mutating func resize(columns: Int, rows: Int) -> Bool {
    let before = grid
    edit { $0.resizedWidth(by: columns).resizedHeight(by: rows) }
    cursor = clamped(cursor)
    return grid != before
  }

  /// Goes back one edit; false when there is none.
  @discardableResult
  public mutating func undo() -> Bool {
    guard let previous = history.undo(from: Edited(grid: grid, par: par)) else { return false }
    grid = previous.grid
    par = previous.par
    cursor = clamped(cursor)
    return true
  }

  /// Goes forward again one undone edit; false when there is none.
  @discardableResult
  public mutating func redo() -> Bool {
    guard let next = history.redo(from: Edited(grid: grid, par: par)) else { return false }
    grid = next.grid
    par = next.par
    cursor = clamped(cursor)
    return true
  }

  /// Applies an edit, remembering the state before it for undo; an edit that changes nothing is
  /// not remembered (so undo never seems to do nothing).
  private mutating func edit(_ change: (MazeLevel) -> MazeLevel) {
    let edited = change(grid)
    guard edited != grid else { return }
    history.record(Edited(grid: grid, par: par))
    grid = edited
  }

  private func clamped(_ position: MazeLevel.Position) -> MazeLevel.Position {
    MazeLevel.Position(
      column: max(0, min(grid.width - 1, position.column)), row: max(0, min(grid.height - 1, position.row)))
  }

  // MARK: - Saving

  /// `saved` was written: it is the new baseline for `isDirty`, and its par is kept.
  public mutating func markSaved(_ saved: MazeLevel) {
    savedGrid = MazeLevel(name: "", width: saved.width, height: saved.height, cells: saved.cells)
    savedName = saved.name
    par = saved.par
  }
}
