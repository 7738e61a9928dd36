import ArcadeKit
import Drawing
import FileSystem
import Levels
import TestSupport
import Testing

@testable import MazeGame

/// The editor's key table is its dispatch: every action has one row, every key of the table
/// reaches its action through the scene, and the help, the panel and the README list the table.
@Suite("Maze editor keys")
struct MazeEditorKeyTests {
  static let tableKeys = MazeEditorKey.all.flatMap(\.bindings).compactMap { binding -> (Key, MazeEditorAction)? in
    if case .key(let key) = binding.trigger { return (key, binding.action) }
    return nil
  }

  /// Commands as their kind and the type of scene they carry (scenes are not comparable).
  static func outline(_ commands: [Command]) -> [String] {
    commands.map { command in
      switch command {
      case .push(let scene): "push \(type(of: scene))"
      case .replace(let scene): "replace \(type(of: scene))"
      case .pop: "pop"
      case .quit: "quit"
      case .perform(let effect): "perform \(effect)"
      }
    }
  }

  @Test func everyActionHasExactlyOneRow() {
    for action in MazeEditorAction.allCases {
      let rows = MazeEditorKey.all.filter { $0.bindings.contains { $0.action == action } }
      #expect(rows.count == 1, "\(action) is in \(rows.map(\.keys))")
    }
  }

  @Test func noKeyOrMouseEventIsInTheTableTwice() {
    let triggers = MazeEditorKey.all.flatMap(\.bindings).map(\.trigger)
    #expect(Set(triggers).count == triggers.count)
  }

  /// Each key of the table, pressed in the scene, does what performing its action does.
  @Test func everyTableKeyReachesItsActionThroughTheScene() {
    var start = MazeEditorSceneTests.newEditor().scene
    _ = start.handle(.key(.down))
    for (key, action) in Self.tableKeys {
      #expect(MazeEditorKey.action(for: key) == action)
      var pressed = start
      var performed = start
      let pressedCommands = pressed.handle(.key(key))
      let performedCommands = performed.perform(action)
      #expect(pressed.model == performed.model, "\(key)")
      #expect(pressed.message == performed.message, "\(key)")
      #expect(pressed.nameInput == performed.nameInput, "\(key)")
      #expect(Self.outline(pressedCommands) == Self.outline(performedCommands), "\(key)")
      #expect(
        pressed.model != start.model || pressed.message != start.message || !pressedCommands.isEmpty
          || pressed.nameInput != nil, "\(key) did nothing")
    }
  }

  @Test func theMouseReachesItsActionsThroughTheTable() {
    #expect(MazeEditorKey.action(for: .press) == .beginStroke)
    #expect(MazeEditorKey.action(for: .drag) == .continueStroke)
    #expect(MazeEditorKey.action(for: .release) == .endStroke)
    #expect(MazeEditorKey.action(for: .scrollUp) == nil)
  }

  /// Letters answer in either case unless the other case has its own row; keys not in the table
  /// do nothing (the old switch also took `=` and `_`).
  @Test func lettersAnswerBothCasesUnlessTheOtherCaseIsAKeyOfItsOwn() {
    #expect(MazeEditorKey.action(for: .character("g")) == .placeGoal)
    #expect(MazeEditorKey.action(for: .character("U")) == .undo)
    #expect(MazeEditorKey.action(for: .character("K")) == .moveUp)
    #expect(MazeEditorKey.action(for: .character("S")) == .placeStart)
    #expect(MazeEditorKey.action(for: .character("s")) == .moveDown)
    #expect(MazeEditorKey.action(for: .character("W")) == .save)
    #expect(MazeEditorKey.action(for: .character("w")) == .moveUp)
    #expect(MazeEditorKey.action(for: .character("X")) == .share)
    #expect(MazeEditorKey.action(for: .character("v")) == .placeOneWayDown)
    #expect(MazeEditorKey.action(for: .character("o")) == .placeHole)
    #expect(MazeEditorKey.action(for: .character("D")) == .placeDoor)
    #expect(MazeEditorKey.action(for: .character("d")) == .moveRight)
    for key in [Key.character("="), .character("_"), .control("c"), .home] {
      #expect(MazeEditorKey.action(for: key) == nil, "\(key)")
      var scene = MazeEditorSceneTests.newEditor().scene
      let before = scene.model
      #expect(scene.handle(.key(key)).isEmpty)
      #expect(scene.model == before)
    }
  }

  // MARK: - Listings

  /// The help overlay's rows are the table's, in its order, and nothing else.
  @Test func theHelpListsExactlyTheTable() throws {
    let help = try #require(MazeEditorSceneTests.newEditor().helpOverlay())
    #expect(help.keys == MazeEditorKey.all.map { KeyHelp($0.keys, $0.meaning) })
    let canvas = try #require(MazeEditorSceneTests.newEditor().renderedHelp(Size(width: 80, height: 24)))
    let rows = canvas.lines().compactMap { line -> String? in
      let parts = line.split(separator: "│", omittingEmptySubsequences: false)
      guard parts.count == 3 else { return nil }
      let inside = parts[1].trimmingCharacters(in: " ")
      return inside.isEmpty || inside == "Press any key to close" ? nil : inside
    }
    #expect(rows.count == MazeEditorKey.all.count)
    for (row, key) in zip(rows, MazeEditorKey.all) {
      #expect(row.hasPrefix(key.keys) && row.hasSuffix(key.meaning), "\(row)")
    }
    var driver = MazeEditorSceneTests.newEditor()
    #expect(driver.helpOverlay(on: .function(1)) != nil)
    driver.press(.character("?"))
    #expect(driver.scene.model == MazeEditorSceneTests.newEditor().scene.model)
  }

  /// The README's table of the editor's keys is the one the table writes.
  @Test func theEditorsGuideListsTheTable() throws {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    let bytes = try FileSystemClient.live.readFile(parts.joined(separator: "/") + "/docs/EDITORS.md", 1 << 20)
    let guide = String(decoding: bytes, as: UTF8.self)
    let table = MazeEditorKey.markdownTable.joined(separator: "\n")
    #expect(guide.contains("\n" + table + "\n"), "put this table in docs/EDITORS.md:\n\(table)")
  }
}

extension Substring {
  /// The text without `character` at either end.
  fileprivate func trimmingCharacters(in character: Character) -> String {
    var text = self
    while text.first == character { text.removeFirst() }
    while text.last == character { text.removeLast() }
    return String(text)
  }
}
