import ArcadeKit
import Drawing
import GameKit
import Levels
import TestSupport
import Testing

@testable import MazeGame

/// The editor driven with scripted keys and mouse events.
@Suite("Maze editor")
struct MazeEditorSceneTests {
  static let path = "/home/player/.local/share/arcade/levels/maze/03-test.level"

  /// A new-maze editor saving to `path`, the cursor on the start (1, 1).
  static func newEditor(target: LevelSaveTarget = .file(path)) -> SceneDriver<MazeEditorScene> {
    SceneDriver(MazeEditorScene(maze: nil, target: target, seed: 1))
  }

  /// The scene a `.push` command carries, if the last command was one.
  static func pushed<S: Scene>(_ commands: [Command], as type: S.Type) -> S? {
    for command in commands.reversed() {
      if case .push(let scene) = command { return scene as? S }
    }
    return nil
  }

  /// What answering yes to a confirmation does: its commands.
  static func answerYes(_ confirm: ConfirmScene) -> [Command] {
    var confirm = confirm
    return confirm.handle(.key(.character("y")))
  }

  static func written(_ commands: [Command]) -> (path: String, contents: String)? {
    for command in commands {
      if case .perform(.writeFile(let path, let contents)) = command { return (path, contents) }
    }
    return nil
  }

  static func replaced(_ commands: [Command]) -> MazeEditorScene? {
    for command in commands {
      if case .replace(let scene) = command { return scene as? MazeEditorScene }
    }
    return nil
  }

  // MARK: - Cells

  @Test func newMazeIsABorderedTwelveByTwelveWithStartAndGoal() {
    let driver = MazeEditorSceneTests.newEditor()
    #expect(driver.scene.grid.width == 12 && driver.scene.grid.height == 12)
    #expect(driver.scene.grid.start == MazeLevel.Position(column: 1, row: 1))
    #expect(driver.scene.grid.goal == MazeLevel.Position(column: 10, row: 10))
    #expect(driver.scene.grid.shortestPath == 18)
    #expect(!driver.scene.isDirty)
  }

  @Test func toggleTwiceRestores() {
    var driver = MazeEditorSceneTests.newEditor()
    let original = driver.scene.grid
    driver.press(.right, .right)
    driver.press(.character(" "))
    #expect(driver.scene.grid[MazeLevel.Position(column: 3, row: 1)] == .wall)
    #expect(driver.scene.isDirty)
    driver.press(.enter)
    #expect(driver.scene.grid == original)
    #expect(!driver.scene.isDirty)
  }

  @Test func upperCaseSPlacesTheStartAndLowerCaseSMovesDown() {
    var driver = MazeEditorSceneTests.newEditor()
    driver.press(.character("s"), .character("s"), .character("d"))
    #expect(driver.scene.cursor == MazeLevel.Position(column: 2, row: 3))
    driver.press(.character("S"))
    #expect(driver.scene.grid.start == MazeLevel.Position(column: 2, row: 3))
    #expect(driver.scene.grid[MazeLevel.Position(column: 1, row: 1)] == .floor)
    driver.press(.character("g"))
    #expect(driver.scene.grid.goal == MazeLevel.Position(column: 2, row: 3))
    #expect(driver.scene.grid.start == nil)
  }

  @Test func clearAsksThenEmptiesEveryWall() throws {
    var driver = MazeEditorSceneTests.newEditor()
    #expect(driver.scene.grid.wallCount == 44)
    driver.press(.character("C"))
    let confirm = try #require(MazeEditorSceneTests.pushed(driver.commands, as: ConfirmScene.self))
    #expect(confirm.question.contains("44 walls"))
    #expect(driver.scene.grid.wallCount == 44)
    var cleared = try #require(MazeEditorSceneTests.replaced(MazeEditorSceneTests.answerYes(confirm)))
    #expect(cleared.grid.wallCount == 0)
    #expect(cleared.grid.start != nil && cleared.grid.goal != nil)
    _ = cleared.handle(.key(.character("u")))
    #expect(cleared.grid.wallCount == 44)
  }

  @Test func undoAndRedoWalkTheHistory() {
    var driver = MazeEditorSceneTests.newEditor()
    var states = [driver.scene.grid]
    driver.press(.right, .right, .character(" "))
    states.append(driver.scene.grid)
    driver.press(.down, .character(" "))
    states.append(driver.scene.grid)
    driver.press(.character("G"))
    states.append(driver.scene.grid)
    driver.press(.character("]"))
    states.append(driver.scene.grid)
    #expect(Set(states).count == 5)
    for expected in states.reversed().dropFirst() {
      driver.press(.character("u"))
      #expect(driver.scene.grid == expected)
    }
    driver.press(.control("z"))
    #expect(driver.scene.grid == states[0])
    #expect(driver.scene.message == "Nothing to undo.")
    for expected in states.dropFirst() {
      driver.press(.character("r"))
      #expect(driver.scene.grid == expected)
    }
    driver.press(.control("y"))
    #expect(driver.scene.message == "Nothing to redo.")
    // A new edit after undoing forgets the redo branch.
    driver.press(.character("u"), .character("u"), .left, .character(" "))
    driver.press(.character("r"))
    #expect(driver.scene.message == "Nothing to redo.")
  }

  @Test func paintModeKeepsPaintingWhileTheCursorMoves() {
    var driver = MazeEditorSceneTests.newEditor()
    driver.press(.down, .down, .character("p"), .right, .right, .right)
    for column in 1...4 {
      #expect(driver.scene.grid[MazeLevel.Position(column: column, row: 3)] == .wall)
    }
    driver.press(.character("p"), .left)
    #expect(driver.scene.grid[MazeLevel.Position(column: 3, row: 3)] == .floor)
    driver.press(.character("p"), .left)
    #expect(driver.scene.grid[MazeLevel.Position(column: 2, row: 3)] == .wall)
    #expect(driver.scene.paint == .off)
  }

  @Test func mouseClickTogglesAndDragPaintsAsOneUndoableStroke() {
    var driver = MazeEditorSceneTests.newEditor()
    let screen = Size(width: 80, height: 24)
    let layout = driver.scene.layout(for: screen)
    let cell = layout.rect(column: 2, row: 4)
    let before = driver.scene.grid
    driver.send(.mouse(MouseEvent(.press, x: cell.x, y: cell.y, screen: screen)))
    #expect(driver.scene.grid[MazeLevel.Position(column: 2, row: 4)] == .wall)
    for column in 3...6 {
      let next = layout.rect(column: column, row: 4)
      driver.send(.mouse(MouseEvent(.drag, x: next.x + 1, y: next.y, screen: screen)))
    }
    driver.send(.mouse(MouseEvent(.release, x: 0, y: 0, screen: screen)))
    for column in 2...6 {
      #expect(driver.scene.grid[MazeLevel.Position(column: column, row: 4)] == .wall)
    }
    driver.press(.character("u"))
    #expect(driver.scene.grid == before)
  }

  @Test func growingAndShrinkingKeepTheBorder() {
    var driver = MazeEditorSceneTests.newEditor()
    driver.press(.character("+"))
    #expect(driver.scene.grid.width == 13 && driver.scene.grid.height == 13)
    #expect(driver.scene.grid.rows.first == String(repeating: "#", count: 13))
    #expect(driver.scene.grid.rows.last == String(repeating: "#", count: 13))
    #expect(driver.scene.grid.rows.allSatisfy { $0.hasPrefix("#") && $0.hasSuffix("#") })
    #expect(driver.scene.grid.shortestPath == 18)
    for _ in 0..<20 { driver.press(.character("[")) }
    #expect(driver.scene.grid.width == 3)
    #expect(driver.scene.message.contains("stays"))
  }

  // MARK: - Status line

  @Test func statusLineTellsSizeDirtinessAndPath() {
    var driver = MazeEditorSceneTests.newEditor()
    let glyphs = Glyphs.ascii
    #expect(
      driver.scene.statusLine(glyphs: glyphs, checkMarks: false)
        == "12x12 not saved yet | start yes | goal yes | path 18 moves | (2,2)")
    driver.press(.right, .character(" "))
    #expect(
      driver.scene.statusLine(glyphs: glyphs, checkMarks: false).hasPrefix(
        "12x12 *modified | start yes | goal yes | path 18 moves"))
  }

  @Test func unreachableGoalIsFlaggedAndSavedOnlyAsAConfirmedDraft() throws {
    var driver = MazeEditorSceneTests.newEditor()
    // Wall the start in: (2, 1) and (1, 2).
    driver.press(.right, .character(" "), .left, .down, .character(" "))
    #expect(!driver.scene.isSolvable)
    #expect(driver.scene.statusLine(glyphs: .unicode, checkMarks: true).contains("goal UNREACHABLE"))
    driver.press(.character("W"))
    driver.type("Boxed in")
    driver.clearCommands()
    driver.press(.enter)
    #expect(MazeEditorSceneTests.written(driver.commands) == nil)
    let confirm = try #require(MazeEditorSceneTests.pushed(driver.commands, as: ConfirmScene.self))
    #expect(confirm.question.contains("cannot be reached"))
    #expect(confirm.question.contains("draft"))
    let answer = MazeEditorSceneTests.answerYes(confirm)
    let file = try #require(MazeEditorSceneTests.written(answer))
    #expect(file.path == MazeEditorSceneTests.path)
    #expect(file.contents.contains("draft: true\n"))
    let level = try LevelFormats([MazeLevel.format]).parse(text: file.contents, path: file.path)
    #expect(level.isDraft)
    var saved = try #require(MazeEditorSceneTests.replaced(answer))
    _ = saved.handle(.effect(.fileWritten(path: file.path)))
    #expect(!saved.isDirty)
    #expect(saved.message == "Saved as a draft: \(file.path)")
  }

  // MARK: - Saving

  /// The help overlay, the side panel and the hint line all list the editor's keys from one list.
  @Test func editorKeysAreListedOnceForHelpPanelAndHint() {
    #expect(MazeGame.editorKeys.map(\.keys) == MazeEditorKey.all.map(\.keys))
    let screen = MazeEditorSceneTests.newEditor().render(Size(width: 100, height: 30)).plainText
    for line in MazeEditorKey.panelLines { #expect(screen.contains(line), "panel lacks \(line)") }
    let hint = MazeEditorKey.hintLine(separator: Glyphs.unicode.bullet)
    #expect(hint == "Space wall • S start • G goal • u undo • Tab play • W save • Esc leave • ? keys")
    #expect(screen.contains(hint))
  }

  @Test func theNamePromptEditsAtACursorWithinTheLevelFormatsLimit() {
    var driver = MazeEditorSceneTests.newEditor()
    driver.press(.character("W"))
    driver.type("My mze")
    driver.press(.left, .left)
    driver.type("a")
    #expect(driver.scene.nameInput == "My maze")
    driver.press(.home, .delete, .end)
    #expect(driver.scene.nameInput == "y maze")
    driver.type(String(repeating: "x", count: 80))
    #expect(driver.scene.nameInput?.unicodeScalars.count == LevelLimits.maxNameLength)
    driver.press(.home)
    let screen = driver.render(Size(width: 80, height: 24))
    #expect(screen.plainText.contains("> y maze"))
    let reversed = screen.cells.filter { $0.style.attributes.contains(.reverse) && $0.scalar == "y" }
    #expect(reversed.count == 1, "the cursor marks the first character")
  }

  /// Scalars that merge into one character, typed one key each into the maze's name.
  @Test(
    arguments: [
      ["\u{1F44D}", "\u{1F3FD}"], ["\u{1F1FA}", "\u{1F1F8}"], ["\u{1100}", "\u{1161}"], ["e", "\u{301}"],
      ["\u{1F468}", "\u{200D}", "\u{1F469}", "\u{200D}", "\u{1F467}"],
    ] as [[Unicode.Scalar]])
  func theNamePromptTakesScalarsThatMergeIntoOneCharacter(scalars: [Unicode.Scalar]) throws {
    var driver = MazeEditorSceneTests.newEditor()
    driver.press(.character("W"))
    driver.type("ab")
    driver.press(.left)
    for scalar in scalars { driver.press(.character(Character(scalar))) }
    driver.type("c")
    for scalar in scalars { driver.press(.character(Character(scalar))) }
    let cluster = String(String.UnicodeScalarView(scalars))
    #expect(driver.scene.nameInput == "a" + cluster + "c" + cluster + "b")
    driver.press(.left, .backspace)
    #expect(driver.scene.nameInput == "a" + cluster + cluster + "b")
    _ = driver.render(Size(width: 80, height: 24))
    driver.press(.enter)
    let file = try #require(MazeEditorSceneTests.written(driver.commands))
    let level = try LevelFormats([MazeLevel.format]).parse(text: file.contents, path: file.path)
    guard let maze = level.model(as: MazeLevel.self) else {
      Issue.record("not a maze")
      return
    }
    #expect(maze.name == "a" + cluster + cluster + "b")
  }

  @Test func saveAsksANameThenWritesTextThatRoundTrips() throws {
    var driver = MazeEditorSceneTests.newEditor()
    driver.press(.right, .right, .character(" "), .down, .character(" "))
    driver.press(.control("s"))
    #expect(driver.scene.nameInput == "")
    #expect(MazeEditorSceneTests.written(driver.commands) == nil)
    driver.type("My #maze")
    #expect(driver.scene.nameInput == "My maze")
    driver.press(.backspace, .backspace, .backspace, .backspace)
    driver.type("own")
    driver.press(.enter)
    let file = try #require(MazeEditorSceneTests.written(driver.commands))
    #expect(file.path == MazeEditorSceneTests.path)
    let level = try LevelFormats([MazeLevel.format]).parse(text: file.contents, path: file.path)
    guard let maze = level.model(as: MazeLevel.self) else {
      Issue.record("not a maze")
      return
    }
    #expect(maze.name == "My own")
    #expect(maze.rows == driver.scene.grid.rows)
    #expect(!maze.isDraft)
    #expect(maze.par == 18)
    #expect(LevelWriter.write(level.document()) == file.contents)
    #expect(driver.scene.isDirty)
    driver.send(.effect(.fileWritten(path: file.path)))
    #expect(!driver.scene.isDirty)
    #expect(driver.scene.message == "Saved: \(file.path)")
    // The second save goes to the same file without asking again.
    driver.clearCommands()
    driver.press(.down, .character(" "), .character("W"))
    #expect(MazeEditorSceneTests.written(driver.commands)?.path == file.path)
  }

  @Test func newMazeInTheUserFolderIsNamedAfterTheMaze() throws {
    var driver = MazeEditorSceneTests.newEditor(
      target: .newFile(userLevels: "/data/arcade/levels", game: "maze", number: 7))
    driver.press(.character("W"))
    driver.type("Spiral of Doom!")
    driver.press(.enter)
    #expect(MazeEditorSceneTests.written(driver.commands)?.path == "/data/arcade/levels/maze/07-spiral-of-doom.level")
  }

  @Test func failedWriteKeepsTheChangesAndSaysWhy() {
    var driver = MazeEditorSceneTests.newEditor()
    driver.press(.right, .character(" "), .character("W"))
    driver.type("X")
    driver.press(.enter)
    driver.send(.effect(.fileWriteFailed(path: MazeEditorSceneTests.path, message: "permission denied")))
    #expect(driver.scene.isDirty)
    #expect(driver.scene.message == "Not saved: permission denied")
  }

  @Test func noUserFolderIsReportedInsteadOfSaving() {
    var driver = MazeEditorSceneTests.newEditor(target: .newFile(userLevels: nil, game: "maze", number: 1))
    driver.press(.character("W"))
    driver.type("X")
    driver.press(.enter)
    #expect(MazeEditorSceneTests.written(driver.commands) == nil)
    #expect(driver.scene.message.contains("No folder"))
  }

  // MARK: - Leaving and play-testing

  @Test func leavingWithUnsavedChangesAsksFirst() throws {
    var driver = MazeEditorSceneTests.newEditor()
    driver.press(.escape)
    #expect(driver.commands.count == 1)
    if case .pop = driver.commands[0] {} else { Issue.record("expected .pop, got \(driver.commands)") }
    driver.clearCommands()
    driver.press(.right, .character(" "), .character("q"))
    let confirm = try #require(MazeEditorSceneTests.pushed(driver.commands, as: ConfirmScene.self))
    #expect(confirm.question.contains("without saving"))
    #expect(driver.scene.hasGameInProgress)
  }

  @Test func tabPlayTestsTheMazeAsEditedAndTabComesBack() throws {
    var driver = MazeEditorSceneTests.newEditor()
    driver.press(.right, .character(" "))
    let before = driver.scene
    driver.press(.tab)
    var game = try #require(MazeEditorSceneTests.pushed(driver.commands, as: MazeScene.self))
    #expect(game.isPlayTest)
    #expect(game.game.board.maze.rows == driver.scene.grid.rows)
    let back = game.handle(.key(.tab))
    #expect(back.count == 1)
    if case .pop = back.first {} else { Issue.record("expected .pop") }
    #expect(driver.scene.grid == before.grid && driver.scene.cursor == before.cursor)
  }

  @Test func playTestNeedsAStartAndAGoal() {
    var driver = MazeEditorSceneTests.newEditor()
    driver.press(.character("G"))
    driver.press(.tab)
    #expect(driver.commands.isEmpty)
    #expect(driver.scene.message.contains("Place a start"))
  }

  // MARK: - Drawing

  @Test func gridDrawsWallsCursorStartAndGoalWithoutColour() {
    var driver = MazeEditorSceneTests.newEditor()
    driver.press(.character("+"), .character("-"))
    let canvas = driver.render(Size(width: 40, height: 20), capabilities: .minimal)
    let lines = canvas.lines()
    #expect(lines[0].hasPrefix("Maze editor - new maze"))
    #expect(lines.contains { $0.contains("|########################|") })
    #expect(lines.contains { $0.contains("|##S]                  ##|") })
    #expect(lines.contains { $0.contains("|##                  G ##|") })
    #expect(lines[17].hasPrefix("12x12 not saved yet"))
  }
}
