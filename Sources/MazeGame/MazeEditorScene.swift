import ArcadeKit
import Drawing
import GameKit
import Levels

// MARK: - MazeEditorScene

/// The in-terminal maze editor: draw walls, place the start and goal, resize, undo, play-test
/// and save, with a status line that always tells the truth about the maze.
///
/// The scene only wires the parts together: `MazeEditorKey` turns keys and the mouse into
/// `MazeEditorAction`s, `perform` has one handler per action, `MazeEditorModel` holds and edits
/// the maze, and `MazeEditorPicture` draws it. What is left here is what needs commands: the
/// confirmations, play-testing, the name prompt and the save effect.
public struct MazeEditorScene: Scene {
  /// What moving the cursor does to the cells it passes.
  public typealias PaintMode = MazeEditorModel.PaintMode

  // MARK: - State

  /// The maze being edited, the cursor, painting and the undo history.
  public private(set) var model: MazeEditorModel
  /// Where saving writes, the name prompt and the write in flight (the kit's `EditorSaving`).
  private var saving: EditorSaving<MazeLevel>
  /// The last line of feedback (saved, an error, why a key did nothing).
  public private(set) var message: String
  /// The level list this editor was opened from, refreshed with what it saves.
  private var returnList: MazeLevelListScene?
  private let seed: UInt64
  /// The player's keys, for play-testing (the editor's own keys are fixed: `MazeEditorKey`).
  private let keyBindings: KeyBindings

  /// Opens `maze` (nil: a new 12×12 maze) for editing; `target` says where saving writes.
  public init(
    maze: MazeLevel?, target: LevelSaveTarget, seed: UInt64 = 0, keyBindings: KeyBindings = KeyBindings(),
    returnList: MazeLevelListScene? = nil
  ) {
    model = MazeEditorModel(maze: maze)
    saving = EditorSaving(target: target, hasFile: maze != nil && target.existingPath != nil)
    self.seed = seed
    self.keyBindings = keyBindings
    self.returnList = returnList
    switch (maze, target) {
    case (nil, _): message = "New maze. Draw walls with Space, then W to save."
    case (_, .newFile): message = "Editing a copy; saving writes a new file in your level folder."
    case (_, .file(let path)): message = "Editing \(path)"
    }
  }

  // MARK: - Facts (the model's, for the level list and tests)

  /// The grid being edited.
  public var grid: MazeLevel { model.grid }
  /// The maze's name; empty until the first save of a new maze asks for one.
  public var name: String { model.name }
  /// The par time kept from the opened file, if any.
  public var par: Double? { model.par }
  /// The cursor cell.
  public var cursor: MazeLevel.Position { model.cursor }
  /// Whether moving the cursor paints walls, clears them, or neither.
  public var paint: PaintMode { model.paint }
  /// Whether the grid or name differs from what was last saved.
  public var isDirty: Bool { model.isDirty }
  /// The maze as it would be saved now.
  public var maze: MazeLevel { model.maze }
  /// Whether the goal can be reached from the start.
  public var isSolvable: Bool { model.isSolvable }
  /// Where saving writes.
  public var target: LevelSaveTarget { saving.target }
  /// The name being typed when a new maze is saved; nil when not asking.
  public var nameInput: String? { saving.nameField?.text }

  // MARK: - Scene

  public var minimumSize: Size { Size(width: 40, height: 12) }
  public var hasGameInProgress: Bool { isDirty }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    if let shared = event.reply(to: ShareLevel.self) {
      let answer = EditorSharing.answer(shared, noun: "maze")
      message = answer.message
      return answer.commands
    }
    switch event {
    case .key(let key):
      if saving.isNaming { return handleNaming(key) }
      guard let action = MazeEditorKey.action(for: key) else { return [] }
      return perform(action)
    case .mouse(let mouse):
      guard !saving.isNaming, let action = MazeEditorKey.action(for: mouse.kind) else { return [] }
      return perform(action, at: picture.layout(for: mouse.screen).cell(atX: mouse.x, y: mouse.y))
    case .effect(let result):
      finishSave(result)
      return []
    case .paste(let text):
      saving.paste(text)
      return []
    case .resize, .resumed, .settingsChanged, .keyRelease, .keyReleasesReported, .closing:
      return []
    }
  }

  public func render(into canvas: inout Canvas) {
    picture.render(into: &canvas)
  }

  // MARK: - Actions

  /// Does `action`; `cell` is the grid cell under the mouse, for the mouse's actions.
  mutating func perform(_ action: MazeEditorAction, at cell: MazeLevel.Position? = nil) -> [Command] {
    switch action {
    case .moveUp: model.moveCursor(.up)
    case .moveDown: model.moveCursor(.down)
    case .moveLeft: model.moveCursor(.left)
    case .moveRight: model.moveCursor(.right)
    case .toggleWall: model.toggleWall()
    case .beginStroke: if let cell { model.beginStroke(at: cell) }
    case .continueStroke: if let cell { model.continueStroke(at: cell) }
    case .endStroke: model.endStroke()
    case .cyclePaint: cyclePaint()
    case .placeStart: model.place(.start)
    case .placeGoal: model.place(.goal)
    case .placeOneWayRight: model.placeHazard(.oneWayRight)
    case .placeOneWayLeft: model.placeHazard(.oneWayLeft)
    case .placeOneWayUp: model.placeHazard(.oneWayUp)
    case .placeOneWayDown: model.placeHazard(.oneWayDown)
    case .placeHole: model.placeHazard(.hole)
    case .placeDoor: model.placeHazard(.door)
    case .clearWalls: return confirmClear()
    case .generate:
      model.generate(seed: seed)
      message = "A new \(model.sizeText(times: "x")) maze (u undoes it, n makes another)."
    case .undo: message = model.undo() ? "Undone." : "Nothing to undo."
    case .redo: message = model.redo() ? "Redone." : "Nothing to redo."
    case .widen: resize(columns: 1, rows: 0)
    case .narrow: resize(columns: -1, rows: 0)
    case .heighten: resize(columns: 0, rows: 1)
    case .shorten: resize(columns: 0, rows: -1)
    case .grow: resize(columns: 1, rows: 1)
    case .shrink: resize(columns: -1, rows: -1)
    case .playTest: return playTest()
    case .share: return [.ask(ShareLevel(text: LevelWriter.write(namedMaze.document())))]
    case .save: return save()
    case .leave: return leave()
    case .showKeys: return [MazeGame.editorHelp]
    }
    return []
  }

  private mutating func cyclePaint() {
    message =
      switch model.cyclePaint() {
      case .off: "Paint off."
      case .walls: "Painting walls where the cursor moves (p again: erase, then off)."
      case .floor: "Erasing walls where the cursor moves (p again: off)."
      }
  }

  private mutating func resize(columns: Int, rows: Int) {
    let changed = model.resize(columns: columns, rows: rows)
    let size = model.sizeText(times: "x")
    message = changed ? "Size \(size)." : "The size stays \(size): mazes are 3x3 to 200x100."
  }

  /// C: asks first; yes replaces this editor with a copy whose walls are cleared (undoable).
  private func confirmClear() -> [Command] {
    var cleared = self
    cleared.model.clearWalls()
    cleared.message = "Cleared all walls (u undoes it)."
    return [.push(ConfirmScene("Clear all \(grid.wallCount) walls?", onYes: [.replace(cleared)]))]
  }

  // MARK: - Play-test

  private mutating func playTest() -> [Command] {
    guard grid.start != nil, grid.goal != nil else {
      message = "Place a start (S) and a goal (G) to play-test."
      return []
    }
    return [
      MazeScene.play([namedMaze], numbered: false, playTest: true, seed: seed, keyBindings: keyBindings)
    ]
  }

  /// The maze as it is now, named "New maze" until the first save names it (for a play-test
  /// or a share code, which need a name).
  private var namedMaze: MazeLevel {
    var named = maze
    if named.name.isEmpty { named.name = "New maze" }
    return named
  }

  // MARK: - Saving

  private mutating func save() -> [Command] {
    guard !name.isEmpty else {
      saving.askName()
      return []
    }
    let saved = model.mazeForSaving
    // This editor with the write in flight: it becomes the editor now, or once a draft is confirmed.
    var writing = self
    guard let write = writing.saving.write(saved) else {
      message = EditorSaving<MazeLevel>.noFolderMessage
      return []
    }
    guard !isSolvable else {
      self = writing
      message = "Saving..."
      return [write]
    }
    writing.message = "Saving as a draft..."
    let problem = model.problem ?? "The goal cannot be reached."
    return [
      .push(
        ConfirmScene(
          "\(problem) Save it as a draft anyway? Drafts are left out of the level list.",
          onYes: [.replace(writing), write]))
    ]
  }

  private mutating func finishSave(_ result: EffectResult) {
    switch saving.finish(result) {
    case .saved(let maze, let path):
      model.markSaved(maze)
      returnList?.recordSaved(maze, path: path)
      message = (maze.isDraft ? "Saved as a draft: " : "Saved: ") + path
    case .failed(let reason):
      message = "Not saved: \(reason)"
    case nil:
      return
    }
  }

  // MARK: - Naming

  private mutating func handleNaming(_ key: Key) -> [Command] {
    switch saving.handleNaming(key) {
    case .typing:
      return []
    case .cancelled:
      message = "Not saved."
      return []
    case .empty:
      message = "Type a name first (Esc cancels)."
      return []
    case .named(let name):
      model.name = name
      return save()
    }
  }

  // MARK: - Leaving

  private func leave() -> [Command] {
    var exit: [Command] = [.pop]
    if saving.savedSomething, let returnList { exit.append(.replace(returnList)) }
    guard isDirty else { return exit }
    return [.push(ConfirmScene("Leave without saving your changes?", onYes: exit))]
  }

  // MARK: - Drawing

  /// The screen as it stands.
  private var picture: MazeEditorPicture {
    MazeEditorPicture(model: model, saving: saving, message: message)
  }

  /// The grid's layout on a screen of `size` (it must match the mouse hit-test).
  func layout(for size: Size) -> MazeBoardLayout { picture.layout(for: size) }

  /// `12×12 *modified | start yes | goal yes | path 18 moves | (3,4)`
  func statusLine(glyphs: Glyphs, checkMarks: Bool) -> String {
    picture.statusLine(glyphs: glyphs, checkMarks: checkMarks)
  }
}
