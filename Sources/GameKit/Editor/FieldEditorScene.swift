import ArcadeKit
import Drawing
import Levels

// MARK: - FieldEditorScene

/// The editing kit's editor, for any `EditableLevel`: pick, carry (keys or the mouse), resize,
/// add and remove the level's pieces, change its settings, undo and redo, see the game's check
/// as you edit, generate, play-test in place (Tab) and come back, share, and save through the
/// one atomic writer.
///
/// The scene wires the parts together: `FieldEditorKeys` turns keys and the mouse into
/// `FieldEditorAction`s, `perform` has one handler per action, `FieldEditorModel` holds and edits
/// the level, `EditorSaving` writes it, and `FieldEditorPicture` draws it.
public struct FieldEditorScene<Level: EditableLevel>: Scene {
  /// How the game plays a level: the scene play-testing starts (the kit plays it unranked).
  public typealias PlayTest = @Sendable (_ level: Level, _ seed: UInt64, _ keyBindings: KeyBindings) -> any Scene

  /// The level being edited, the cursor, the choices and the undo history.
  public private(set) var model: FieldEditorModel<Level>
  /// Where saving writes, and the name prompt.
  public private(set) var saving: EditorSaving<Level>
  /// The last line of feedback (saved, an error, why a key did nothing).
  public private(set) var message: String
  /// The editor's keys (`i` and `o` name the game's additions).
  public let keys: EditorKeyTable<FieldEditorAction>
  private let seed: UInt64
  private let keyBindings: KeyBindings
  private let playTest: PlayTest

  /// Opens `level` (nil: a new level) for editing; `target` says where saving writes, and
  /// `playTest` makes the game's scene for Tab.
  public init(
    level: Level?, target: LevelSaveTarget, seed: UInt64 = 0, keyBindings: KeyBindings = KeyBindings(),
    playTest: @escaping PlayTest
  ) {
    model = FieldEditorModel(level: level)
    let hasFile = level != nil && target.existingPath != nil
    saving = EditorSaving(target: target, hasFile: hasFile)
    keys = FieldEditorKeys.table(
      additions: Level.additions, drawn: Level.drawnAddition, hasField: model.level.fieldSize != nil)
    self.seed = seed
    self.keyBindings = keyBindings
    self.playTest = playTest
    let noun = Level.editorNoun.lowercased()
    switch (level, target) {
    case (nil, _): message = "A new \(noun). Tab plays it, W saves it, ? lists the keys."
    case (_, .newFile): message = "Editing a copy; saving writes a new file in your level folder."
    case (_, .file(let path)): message = "Editing \(path)"
    }
  }

  /// The editor `arcade edit GAME [FILE]` opens (`LevelEditorSource`), read through `levels`.
  public static func opening(
    _ setup: GameSetup, path: String?, levels: LevelReader, playTest: @escaping PlayTest
  ) throws -> Self {
    let opened = try LevelEditorSource.open(Level.self, path: path, setup: setup, levels: levels)
    return Self(
      level: opened.level, target: opened.target, seed: setup.seed, keyBindings: setup.keyBindings,
      playTest: playTest)
  }

  // MARK: - Scene

  public var minimumSize: Size { Size(width: 40, height: 14) }
  public var hasGameInProgress: Bool { model.isDirty }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    if let shared = event.reply(to: ShareLevel.self) {
      let answer = EditorSharing.answer(shared, noun: Level.editorNoun.lowercased())
      message = answer.message
      return answer.commands
    }
    switch event {
    case .key(let key):
      if saving.isNaming { return handleNaming(key) }
      guard let action = keys.action(for: key) else { return [] }
      return perform(action)
    case .mouse(let mouse):
      guard !saving.isNaming, let action = keys.action(for: mouse.kind) else { return [] }
      return perform(action, at: picture.step(atX: mouse.x, y: mouse.y, on: mouse.screen))
    case .effect(let result):
      switch saving.finish(result) {
      case .saved(let level, let path):
        model.markSaved(level)
        message = "Saved: " + path
      case .failed(let reason):
        message = "Not saved: \(reason)"
      case nil:
        break
      }
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

  /// Does `action`; `step` is the cursor step under the mouse, for the mouse's actions.
  mutating func perform(_ action: FieldEditorAction, at step: (column: Int, row: Int)? = nil) -> [Command] {
    let hasField = model.level.fieldSize != nil
    switch action {
    case .moveUp: hasField ? moveCursor(0, -1) : model.chooseNextSetting(by: -1)
    case .moveDown: hasField ? moveCursor(0, 1) : model.chooseNextSetting(by: 1)
    case .moveLeft: hasField ? moveCursor(-1, 0) : report(model.adjust(by: -1))
    case .moveRight: hasField ? moveCursor(1, 0) : report(model.adjust(by: 1))
    case .pickOrDrop: pickOrDrop()
    case .press:
      if let step {
        model.press(at: step)
        message = model.chosenPiece.map { "Dragging the \($0.name)." } ?? message
      }
    case .drag: if let step { report(model.drag(to: step)) }
    case .release: model.drop()
    case .nextPiece:
      message =
        model.chooseNext() ? "Chose the \(model.chosenPiece?.name ?? "piece") (Space picks it up)." : "No pieces yet."
    case .addFirst: report(model.add(0), success: "Added \(FieldEditorKeys.article(Level.additions.first ?? "piece")).")
    case .addSecond:
      report(model.add(1), success: "Added \(FieldEditorKeys.article(Level.additions.dropFirst().first ?? "piece")).")
    case .remove: report(model.remove(), success: "Removed (u undoes it).")
    case .cycle:
      let change = model.cycle()
      report(
        change, success: "Changed: now the \(model.chosenPiece?.name ?? "piece") (\(model.chosenPiece?.detail ?? "")).")
    case .widen: report(model.resize(columns: 1, rows: 0))
    case .narrow: report(model.resize(columns: -1, rows: 0))
    case .heighten: report(model.resize(columns: 0, rows: 1))
    case .shorten: report(model.resize(columns: 0, rows: -1))
    case .grow: report(model.resize(columns: 1, rows: 1))
    case .shrink: report(model.resize(columns: -1, rows: -1))
    case .nextSetting: model.chooseNextSetting()
    case .lower: report(model.adjust(by: -1))
    case .raise: report(model.adjust(by: 1))
    case .generate:
      model.generate(seed: seed)
      message = "A new \(Level.editorNoun.lowercased()) (u undoes it, n makes another)."
    case .undo: message = model.undo() ? "Undone." : "Nothing to undo."
    case .redo: message = model.redo() ? "Redone." : "Nothing to redo."
    case .playTest: return playTested()
    case .share: return [.ask(ShareLevel(text: LevelWriter.write(named.document())))]
    case .save: return save()
    case .leave: return leave()
    case .showKeys: return [.push(HelpOverlayScene(title: "\(Level.editorNoun) editor keys", keys: keys.help))]
    }
    return []
  }

  private mutating func moveCursor(_ columns: Int, _ rows: Int) {
    report(model.moveCursor(columns: columns, rows: rows))
  }

  private mutating func pickOrDrop() {
    let wasCarrying = model.carrying
    guard model.pickOrDrop() else {
      let add = Level.additions.first.map { "; i adds \(FieldEditorKeys.article($0))" } ?? ""
      message = "Nothing here to pick up (g goes to the next piece\(add))."
      return
    }
    let name = model.chosenPiece?.name ?? "piece"
    message = wasCarrying ? "Put the \(name) down." : "Carrying the \(name): move it, Space puts it down."
  }

  /// Shows why an edit did nothing, or `success` when it did.
  private mutating func report(_ change: EditorChange?, success: String? = nil) {
    switch change {
    case .refused(let reason): message = reason
    case .changed: if let success { message = success }
    case nil: break
    }
  }

  // MARK: - Play-test

  private func playTested() -> [Command] {
    [.push(PlayTestScene(playTest(named, seed, keyBindings)))]
  }

  /// The level as it is now, named "New <noun>" until the first save names it (for a play-test
  /// or a share code, which need a name).
  private var named: Level {
    var level = model.level
    if level.name.isEmpty { level.name = "New \(Level.editorNoun.lowercased())" }
    return level
  }

  // MARK: - Saving

  private mutating func save() -> [Command] {
    model.drop()
    if let problem = model.problem {
      message = "Not saved: the game would refuse it: \(problem.message)"
      return []
    }
    guard !model.level.name.isEmpty else {
      saving.askName()
      return []
    }
    guard let write = saving.write(model.level) else {
      message = EditorSaving<Level>.noFolderMessage
      return []
    }
    message = "Saving..."
    return [write]
  }

  private mutating func handleNaming(_ key: Key) -> [Command] {
    switch saving.handleNaming(key) {
    case .typing: return []
    case .cancelled:
      message = "Not saved."
      return []
    case .empty:
      message = "Type a name first (Esc cancels)."
      return []
    case .named(let name):
      model.rename(name)
      return save()
    }
  }

  // MARK: - Leaving

  private func leave() -> [Command] {
    guard model.isDirty else { return [.pop] }
    return [.push(ConfirmScene("Leave without saving your changes?", onYes: [.pop]))]
  }

  // MARK: - Drawing

  /// The screen as it stands.
  public var picture: FieldEditorPicture<Level> {
    FieldEditorPicture(model: model, saving: saving, message: message, keys: keys)
  }
}
