import ArcadeKit
import Levels

// MARK: - MazeEditorScene

/// The in-terminal maze editor: draw walls, place the start and goal, resize, undo, play-test
/// and save, with a status line that always tells the truth about the maze.
///
/// Keys: arrows, hjkl and lower-case wasd move the cursor; upper-case `S` places the start and
/// upper-case `W` saves, so the letters keep both meanings without a mode.
public struct MazeEditorScene: Scene {
  /// What the paint key does while the cursor moves.
  public enum PaintMode: Hashable, Sendable {
    case off, walls, floor
  }

  // MARK: - State

  /// The grid being edited (its name, par and draft mark live beside it).
  public private(set) var grid: MazeLevel
  /// The maze's name; empty until the first save of a new maze asks for one.
  public private(set) var name: String
  /// The par time kept from the opened file, if any.
  public private(set) var par: Double?
  /// The cursor cell.
  public private(set) var cursor: MazeLevel.Position
  /// Whether moving the cursor paints walls, clears them, or neither.
  public private(set) var paint = PaintMode.off
  /// Where saving writes.
  public private(set) var target: MazeSaveTarget
  /// The last line of feedback (saved, an error, why a key did nothing).
  public private(set) var message: String
  /// The name being typed when a new maze is saved; nil when not asking.
  public var nameInput: String? { nameField?.text }
  /// The field the name is typed in while asking.
  private var nameField: TextField?

  private var history = EditHistory<MazeLevel>()
  /// The grid and name as last saved (or opened); nil for a maze never saved.
  private var savedGrid: MazeLevel?
  private var savedName: String
  /// A write in flight: the path, the grid, name and draft mark it carries.
  private var pendingSave: PendingSave?
  /// The value a mouse drag paints (set on press).
  private var dragValue: MazeLevel.Cell?
  /// The level list this editor was opened from, refreshed with what it saves.
  private var returnList: MazeLevelListScene?
  private var savedSomething = false
  /// Whether the target file holds the saved grid (false for a new maze or a copy).
  private var hasFile: Bool
  private let seed: UInt64
  /// The player's keys, for play-testing (the editor's own keys are fixed: `MazeEditorKey`).
  private let keyBindings: KeyBindings

  private struct PendingSave: Hashable, Sendable {
    var path: String
    var maze: MazeLevel
  }

  /// Opens `maze` (nil: a new 12×12 maze) for editing; `target` says where saving writes.
  public init(
    maze: MazeLevel?, target: MazeSaveTarget, seed: UInt64 = 0, keyBindings: KeyBindings = KeyBindings(),
    returnList: MazeLevelListScene? = nil
  ) {
    self.keyBindings = keyBindings
    let opened = maze ?? MazeLevel.blank()
    grid = MazeLevel(
      name: "", width: opened.width, height: opened.height, cells: opened.cells)
    name = opened.name
    par = opened.par
    self.target = target
    self.seed = seed
    self.returnList = returnList
    cursor = opened.start ?? MazeLevel.Position(column: 0, row: 0)
    // A brand-new maze counts as saved until edited, so leaving it untouched asks nothing.
    savedGrid = grid
    savedName = name
    if maze != nil, case .file = target { hasFile = true } else { hasFile = false }
    switch (maze, target) {
    case (nil, _): message = "New maze. Draw walls with Space, then W to save."
    case (_, .newFile): message = "Editing a copy; saving writes a new file in your level folder."
    case (_, .file(let path)): message = "Editing \(path)"
    }
  }

  // MARK: - Facts for the status line

  /// Whether the grid or name differs from what was last saved.
  public var isDirty: Bool { grid != savedGrid || name != savedName }

  /// The maze as it would be saved now.
  public var maze: MazeLevel {
    MazeLevel(
      name: name, par: par, isDraft: !isSolvable, width: grid.width, height: grid.height,
      cells: grid.cells)
  }

  /// Whether the goal can be reached from the start.
  public var isSolvable: Bool { grid.shortestPath != nil }

  // MARK: - Scene

  public var minimumSize: Size { Size(width: 40, height: 12) }
  public var hasGameInProgress: Bool { isDirty }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    switch event {
    case .key(let key):
      if nameInput != nil { return handleNaming(key) }
      return handle(key)
    case .mouse(let mouse):
      guard nameInput == nil else { return [] }
      handle(mouse)
      return []
    case .effect(let result):
      finishSave(result)
      return []
    case .paste(let text):
      nameField?.paste(text, accepts: Self.acceptsInName)
      return []
    case .resize, .resumed, .settingsChanged, .keyRelease, .keyReleasesReported, .closing:
      return []
    }
  }

  // MARK: - Keys

  private mutating func handle(_ key: Key) -> [Command] {
    let here = cursor
    if key == .character("?") || key == .function(1) { return [MazeGame.editorHelp] }
    switch key {
    case .escape, .character("q"), .character("Q"):
      return leave()
    case .tab:
      return playTest()
    case .control("s"), .character("W"):
      return save()
    case .character("S"):
      edit { $0.placing(.start, at: here) }
    case .character("G"), .character("g"):
      edit { $0.placing(.goal, at: here) }
    case .character("c"), .character("C"):
      return confirmClear()
    case .character("u"), .character("U"), .control("z"):
      undo()
    case .character("r"), .character("R"), .control("y"):
      redo()
    case .character("p"), .character("P"):
      cyclePaint()
    case .character("+"), .character("="):
      resize { $0.resizedWidth(by: 1).resizedHeight(by: 1) }
    case .character("-"), .character("_"):
      resize { $0.resizedWidth(by: -1).resizedHeight(by: -1) }
    case .character("]"):
      resize { $0.resizedWidth(by: 1) }
    case .character("["):
      resize { $0.resizedWidth(by: -1) }
    case .character("}"):
      resize { $0.resizedHeight(by: 1) }
    case .character("{"):
      resize { $0.resizedHeight(by: -1) }
    default:
      if let direction = key.direction {
        moveCursor(direction)
      } else if key.isConfirm {
        edit { $0.toggled(at: here) }
      }
    }
    return []
  }

  private mutating func moveCursor(_ direction: Direction) {
    let delta = direction.delta
    let from = cursor
    cursor = MazeLevel.Position(
      column: max(0, min(grid.width - 1, cursor.column + delta.dx)),
      row: max(0, min(grid.height - 1, cursor.row + delta.dy)))
    paintTrail(from: from, to: cursor)
  }

  /// P cycles paint off → walls → erase → off. Changing the mode paints nothing; the next
  /// moves do, so cycling past "erase" never wipes the cell under the cursor by surprise.
  private mutating func cyclePaint() {
    switch paint {
    case .off: paint = .walls
    case .walls: paint = .floor
    case .floor: paint = .off
    }
    message =
      switch paint {
      case .off: "Paint off."
      case .walls: "Painting walls where the cursor moves (p again: erase, then off)."
      case .floor: "Erasing walls where the cursor moves (p again: off)."
      }
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

  // MARK: - Mouse

  private mutating func handle(_ mouse: MouseEvent) {
    let layout = self.layout(for: mouse.screen)
    switch mouse.kind {
    case .press:
      guard let cell = layout.cell(atX: mouse.x, y: mouse.y) else { return }
      cursor = cell
      edit { $0.toggled(at: cell) }
      dragValue = grid[cell] == .wall ? .wall : .floor
    case .drag:
      guard let value = dragValue, let cell = layout.cell(atX: mouse.x, y: mouse.y) else { return }
      cursor = cell
      let current = grid[cell]
      guard current != .start, current != .goal, current != value else { return }
      // A stroke is one edit: the press recorded the state before it.
      grid[cell] = value
    case .release:
      dragValue = nil
    case .scrollUp, .scrollDown:
      return
    }
  }

  // MARK: - Editing

  /// Applies an edit, remembering the state before it for undo; edits that change nothing are
  /// not remembered.
  private mutating func edit(_ change: (MazeLevel) -> MazeLevel) {
    let edited = change(grid)
    guard edited != grid else { return }
    history.record(grid)
    grid = edited
  }

  private mutating func resize(_ change: (MazeLevel) -> MazeLevel) {
    let before = grid
    edit(change)
    clampCursor()
    message =
      grid == before
      ? "The size stays \(sizeText(times: "x")): mazes are 3x3 to 200x100."
      : "Size \(sizeText(times: "x"))."
  }

  private mutating func undo() {
    guard let previous = history.undo(from: grid) else {
      message = "Nothing to undo."
      return
    }
    grid = previous
    clampCursor()
    message = "Undone."
  }

  private mutating func redo() {
    guard let next = history.redo(from: grid) else {
      message = "Nothing to redo."
      return
    }
    grid = next
    clampCursor()
    message = "Redone."
  }

  private mutating func clampCursor() {
    cursor = MazeLevel.Position(
      column: max(0, min(grid.width - 1, cursor.column)), row: max(0, min(grid.height - 1, cursor.row)))
  }

  /// C: asks first; yes replaces this editor with a copy whose walls are cleared (undoable).
  private func confirmClear() -> [Command] {
    var cleared = self
    cleared.edit { $0.clearingWalls() }
    cleared.message = "Cleared all walls (u undoes it)."
    return [.push(ConfirmScene("Clear all \(grid.wallCount) walls?", onYes: [.replace(cleared)]))]
  }

  // MARK: - Play-test

  private mutating func playTest() -> [Command] {
    guard grid.start != nil, grid.goal != nil else {
      message = "Place a start (S) and a goal (G) to play-test."
      return []
    }
    var played = maze
    if played.name.isEmpty { played.name = "New maze" }
    return [MazeGameScene.play([MazeStage(maze: played, label: "")], mode: .playtest, seed: seed, keyBindings: keyBindings)]
  }

  // MARK: - Saving

  private mutating func save() -> [Command] {
    guard !name.isEmpty else {
      nameField = TextField(maximumLength: LevelLimits.maxNameLength, counting: .unicodeScalars)
      return []
    }
    guard let path = target.path(forName: name) else {
      message = "No folder for your levels: set HOME or XDG_DATA_HOME, or run 'arcade edit maze FILE'."
      return []
    }
    var saving = self
    saving.pendingSave = PendingSave(path: path, maze: saving.mazeForSaving())
    let text = LevelWriter.write(saving.mazeForSaving().document())
    guard !isSolvable else {
      self = saving
      message = "Saving..."
      return [.perform(.writeFile(path: path, contents: text))]
    }
    saving.message = "Saving as a draft..."
    return [
      .push(
        ConfirmScene(
          "\(problem ?? "The goal cannot be reached.") Save it as a draft anyway? Drafts are left out of the level list.",
          onYes: [.replace(saving), .perform(.writeFile(path: path, contents: text))]))
    ]
  }

  /// The maze as saved: a draft when unsolvable; a new solvable maze without a par gets one
  /// second per move of its shortest path (at least 5), close to the shipped levels' pars.
  private func mazeForSaving() -> MazeLevel {
    var saved = maze
    if saved.par == nil, let moves = grid.shortestPath {
      saved.par = Double(min(3600, max(5, moves)))
    }
    return saved
  }

  /// What makes the maze unsolvable, or nil when it can be won.
  var problem: String? {
    if grid.start == nil { return "The maze has no start (S)." }
    if grid.goal == nil { return "The maze has no goal (G)." }
    if grid.shortestPath == nil { return "The goal cannot be reached from the start." }
    return nil
  }

  private mutating func finishSave(_ result: EffectResult) {
    guard let pending = pendingSave else { return }
    switch result {
    case .fileWritten(let path) where path == pending.path:
      pendingSave = nil
      savedGrid = MazeLevel(
        name: "", width: pending.maze.width, height: pending.maze.height, cells: pending.maze.cells)
      savedName = pending.maze.name
      par = pending.maze.par
      target = .file(path)
      savedSomething = true
      hasFile = true
      returnList?.recordSaved(pending.maze, path: path)
      message = (pending.maze.isDraft ? "Saved as a draft: " : "Saved: ") + path
    case .fileWriteFailed(let path, let reason) where path == pending.path:
      pendingSave = nil
      message = "Not saved: \(reason)"
    default:
      return
    }
  }

  // MARK: - Naming

  private mutating func handleNaming(_ key: Key) -> [Command] {
    switch key {
    case .escape:
      nameField = nil
      message = "Not saved."
      return []
    case .enter:
      let trimmed = (nameInput ?? "").trimmingSpaces
      guard !trimmed.isEmpty else {
        message = "Type a name first (Esc cancels)."
        return []
      }
      nameField = nil
      name = trimmed
      return save()
    default:
      nameField?.handle(key, accepts: Self.acceptsInName)
      return []
    }
  }

  /// Whether a typed or pasted character may go into a level's name: names are one line of at
  /// most 60 scalars and may not hold '#' (it starts a comment).
  private static func acceptsInName(_ character: Character) -> Bool {
    character != "#" && !character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }

  // MARK: - Leaving

  private func leave() -> [Command] {
    var exit: [Command] = [.pop]
    if savedSomething, let returnList { exit.append(.replace(returnList)) }
    guard isDirty else { return exit }
    return [.push(ConfirmScene("Leave without saving your changes?", onYes: exit))]
  }

  // MARK: - Drawing

  private static let panelWidth = 30

  /// The grid's layout on a screen of `size` (it must match the mouse hit-test).
  func layout(for size: Size) -> MazeBoardLayout {
    let needed = grid.width * 2 + 2
    let panel = size.width - needed >= MazeEditorScene.panelWidth + 1 ? MazeEditorScene.panelWidth + 1 : 0
    let frame = Rect(x: 0, y: 1, width: size.width - panel, height: size.height - 4)
    return MazeBoardLayout(
      gridWidth: grid.width, gridHeight: grid.height, area: frame.inset(by: 1), focus: cursor,
      maxScale: 1)
  }

  public func render(into canvas: inout Canvas) {
    let g = canvas.glyphs
    let layout = self.layout(for: canvas.size)
    let title = "Maze editor \(g.emDash) " + (name.isEmpty ? "new maze" : name)
    canvas.text(title, x: 0, y: 0, style: .bold)
    if case .file(let path) = target {
      canvas.text("  " + path, x: Canvas.columns(of: title), y: 0, style: .dim)
    }
    let grid = layout.gridRect
    canvas.box(
      Rect(x: grid.x - 1, y: grid.y - 1, width: grid.width + 2, height: grid.height + 2))
    drawCells(layout: layout, into: &canvas)
    drawPanel(besides: grid, into: &canvas)
    canvas.text(statusLine(glyphs: g, checkMarks: canvas.capabilities.graphics), x: 0, y: canvas.height - 3, style: .bold)
    canvas.text(message, x: 0, y: canvas.height - 2)
    canvas.text(MazeEditorKey.hintLine(separator: g.bullet), x: 0, y: canvas.height - 1, style: .dim)
    if let nameField {
      let view = nameField.view(width: max(1, canvas.width - 8))
      let line = "> " + view.text
      let panel = canvas.centeredPanel(
        title: "Name this maze", lines: [line, "", "Enter: save   Esc: cancel"], style: .bold)
      if view.cursorInside {
        let inner = panel.inset(by: 1)
        let x = inner.x + max(0, (inner.width - Canvas.columns(of: line)) / 2) + 2 + view.cursorColumn
        canvas.restyle(Rect(x: x, y: inner.y, width: 1, height: 1)) { $0.attributes.formUnion(.reverse) }
      }
    }
  }

  /// `12×12 *modified | start yes | goal yes | path 18 moves | (3,4) | paint off`
  func statusLine(glyphs: Glyphs, checkMarks: Bool) -> String {
    let yes = checkMarks ? "✓" : "yes", no = checkMarks ? "✗" : "no"
    let state = isDirty ? " *modified" : hasFile ? " saved" : " not saved yet"
    var parts = [sizeText(times: glyphs.times) + state]
    parts.append("start " + (grid.start != nil ? yes : no))
    parts.append("goal " + (grid.goal != nil ? yes : no))
    if let moves = grid.shortestPath {
      parts.append("path \(moves) move" + (moves == 1 ? "" : "s"))
    } else if grid.start != nil, grid.goal != nil {
      parts.append("goal UNREACHABLE")
    } else {
      parts.append("no path")
    }
    parts.append("(\(cursor.column + 1),\(cursor.row + 1))")
    switch paint {
    case .off: break
    case .walls: parts.append("PAINT walls")
    case .floor: parts.append("PAINT erase")
    }
    return parts.joined(separator: " | ")
  }

  private func sizeText(times: String) -> String { "\(grid.width)\(times)\(grid.height)" }

  private func drawCells(layout: MazeBoardLayout, into canvas: inout Canvas) {
    let unicode = canvas.capabilities.unicode
    let wall: Unicode.Scalar = unicode ? "█" : "#"
    let visible = layout.gridRect
    guard !visible.isEmpty else { return }
    for row in 0..<grid.height {
      for column in 0..<grid.width {
        let rect = layout.rect(column: column, row: row)
        guard visible.contains(x: rect.x, y: rect.y) else { continue }
        let position = MazeLevel.Position(column: column, row: row)
        let cell = grid[position]
        let atCursor = position == cursor
        var first: Unicode.Scalar = " ", second: Unicode.Scalar = " "
        var style = Style.plain
        switch cell {
        case .wall:
          (first, second) = atCursor ? ("[", "]") : (wall, wall)
          style = atCursor ? Style(attributes: [.reverse, .bold]) : MazeBoardRenderer.wallStyle
        case .floor:
          (first, second) = atCursor ? ("[", "]") : (" ", " ")
          style = atCursor ? .bold : .plain
        case .start:
          (first, second) = ("S", atCursor ? "]" : " ")
          style = Style(foreground: .cyan, attributes: .bold)
        case .goal:
          (first, second) = ("G", atCursor ? "]" : " ")
          style = Style(foreground: .brightGreen, attributes: [.bold, .reverse])
        }
        canvas[rect.x, rect.y] = Cell(first, style: style)
        if visible.contains(x: rect.x + 1, y: rect.y) { canvas[rect.x + 1, rect.y] = Cell(second, style: style) }
      }
    }
  }

  private func drawPanel(besides grid: Rect, into canvas: inout Canvas) {
    let x = grid.maxX + 3
    guard canvas.width - x >= MazeEditorScene.panelWidth - 2 else { return }
    for (index, line) in MazeEditorKey.panelLines.enumerated() where 1 + index < canvas.height - 3 {
      canvas.text(line, x: x, y: 1 + index, style: .dim)
    }
  }
}

extension String {
  /// The string without leading and trailing spaces.
  var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
