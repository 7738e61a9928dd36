import ArcadeKit
import GameKit
import Levels

// MARK: - EditorChecks

/// What every kit editor is held to, for each game's tests: undo takes any run of edits back to
/// the start, a save writes text that reads back as the same level, and Tab play-tests the level
/// as it stands.
public enum EditorChecks {
  /// The keys a random editing run is drawn from: every edit the editor has (none that saves,
  /// leaves, shares or play-tests).
  public static let editingKeys: [Key] = [
    .up, .down, .left, .right, .character(" "), .character("g"), .character("i"), .character("o"), .delete,
    .character("c"), .character("]"), .character("["), .character("}"), .character("{"), .character("+"),
    .character("-"), .character("t"), .character(">"), .character("<"), .character("n"),
  ]

  /// A new editor of `Level` on `level` (nil: a new one), saving to `path`, with a play-test
  /// that records what it was given.
  public static func editor<Level: EditableLevel>(
    _: Level.Type, level: Level? = nil, path: String = "/levels/edited.level",
    playTest: @escaping FieldEditorScene<Level>.PlayTest = { _, _, _ in NoticeScene(title: "", lines: []) }
  ) -> SceneDriver<FieldEditorScene<Level>> {
    SceneDriver(FieldEditorScene(level: level, target: .file(path), seed: 7, playTest: playTest))
  }

  /// Presses `keys` (indices into `editingKeys`) on a new editor, then `u` until nothing is left
  /// to undo, then `r` until nothing is left to redo: nil when the undos came back to the start
  /// and the redos to the end, else what went wrong.
  public static func undoProblem<Level: EditableLevel>(_: Level.Type, level: Level? = nil, keys: [Int]) -> String? {
    var driver = editor(Level.self, level: level)
    let start = driver.scene.model.level
    for index in keys { driver.press(editingKeys[index % editingKeys.count]) }
    driver.press(.character(" "))  // anything carried is put down: the carry is one edit
    let end = driver.scene.model.level
    var undos = 0
    while driver.scene.model.canUndo {
      driver.press(.character("u"))
      undos += 1
      if undos > keys.count + 1 { return "more undos (\(undos)) than edits (\(keys.count))" }
    }
    guard driver.scene.model.level == start else {
      return "after \(undos) undos the level is not the start:\n\(driver.scene.model.level.canonicalText)"
    }
    while driver.scene.model.canRedo { driver.press(.character("r")) }
    guard driver.scene.model.level == end else {
      return "after the redos the level is not where the edits left it:\n\(driver.scene.model.level.canonicalText)"
    }
    return nil
  }

  /// Saves the editor's level (naming it `name` when asked): the path and the text written, or
  /// nil when no write was asked for.
  public static func save<Level: EditableLevel>(
    _ driver: inout SceneDriver<FieldEditorScene<Level>>, name: String = "Edited"
  ) -> (path: String, text: String)? {
    driver.clearCommands()
    driver.press(.character("W"))
    if driver.scene.saving.isNaming {
      driver.type(name)
      driver.press(.enter)
    }
    for case .perform(.writeFile(let path, let contents)) in driver.commands { return (path, contents) }
    return nil
  }

  /// Presses Tab: the game's scene the editor pushed as a play-test (nil: it pushed none), the
  /// editor's level unchanged beside it.
  public static func playTested<Level: EditableLevel>(
    _ driver: inout SceneDriver<FieldEditorScene<Level>>
  ) -> (game: any Scene, levelAfter: Level)? {
    driver.clearCommands()
    driver.press(.tab)
    for case .push(let pushed) in driver.commands {
      if let test = pushed as? PlayTestScene { return (test.inner, driver.scene.model.level) }
    }
    return nil
  }

  /// Nil when `text` reads as a level of `Level` whose canonical text is `text` itself, else why not.
  public static func roundTripProblem<Level: EditableLevel>(_: Level.Type, text: String) -> String? {
    do {
      let level = try Level(document: try LevelParser.parse(text: text, path: "saved"), path: "saved")
      return level.canonicalText == text ? nil : "reads back as another text:\n\(level.canonicalText)"
    } catch {
      return "does not read back: \(error)"
    }
  }
}
