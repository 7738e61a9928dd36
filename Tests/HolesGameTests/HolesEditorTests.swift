import ArcadeKit
import Drawing
import Foundation
import GameKit
import Levels
import PropertyBased
import TestSupport
import Testing

@testable import HolesGame

/// The Holes table editor, the editing kit's editor for Holes: what it shows (new, editing, a
/// failing check, saved), undo over any edits, saving to text that reads back, and play-testing
/// the table as it stands.
@Suite struct HolesEditorTests {
  static let screen = Size(width: 80, height: 24)

  /// The editor `arcade edit holes FILE` opens for a file that does not exist yet.
  static func newEditor() throws -> SceneDriver<FieldEditorScene<HolesTable>> {
    let setup = GameSetup(seed: 3, userLevelsDirectory: "/nonexistent-holes-user")
    let scene = try #require(
      try HolesGame.entry(levels: .live).makeEditor?(setup, "/nonexistent-holes-user/new.level")
        as? FieldEditorScene<HolesTable>)
    return SceneDriver(scene)
  }

  @Test func aNewTableShowsItsHoleStartFlagSettingsAndCheck() throws {
    let driver = try Self.newEditor()
    let canvas = driver.render(Self.screen)
    let expected = """
      Holes table editor — new holes table  /nonexistent-holes-user/new.level

      ┌─────────────────────────────────────────────┐ Settings (t next, < > change)
      │▶                                            │ ▶ balls: 3
      │                                             │   turn a step: 0.00032 rad
      │                                             │   ball radius: 15
      │                                             │
      │                                             │ ✓ Plays: the game's check passes
      │                                             │
      │                   ░░░░░░░                   │ arrows hjkl wasd  move
      │                   ░░░█░░░                   │ Space Enter  pick up/put down
      │                   ░░░░░░░                   │ click drag  drag; draw
      │                                             │ g  next piece
      │                                             │ i  add hole
      │                                             │ o  add wall
      │                                             │ Del Backspace  remove
      │                                             │ c  change
      │                                           ● │ ]  [  wider/narrower
      └─────────────────────────────────────────────┘ }  {  taller/shorter
                                                      +  -  both
                                                      t  next setting
      480×320 not saved yet | 3 pieces | (240, 160)
      A new holes table. Tab plays it, W saves it, ? lists the keys.
      Space pick • i add • > setting • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func aHoleAddedAndCarriedShowsChosenWithItsRadius() throws {
    var driver = try Self.newEditor()
    for _ in 0..<12 { driver.press(.left) }
    driver.press(.character("i"))
    driver.press(.character("]"), .character("]"))
    driver.press(.character(" "), .up, .up, .up)
    let canvas = driver.render(Self.screen)
    let expected = """
      Holes table editor — new holes table  /nonexistent-holes-user/new.level

      ┌─────────────────────────────────────────────┐ Settings (t next, < > change)
      │▶                                            │ ▶ balls: 3
      │                                             │   turn a step: 0.00032 rad
      │                                             │   ball radius: 15
      │                                             │
      │                                             │ ✓ Plays: the game's check passes
      │         ░░░░░                               │
      │         ░░█░░░    ░░░░░░░                   │ arrows hjkl wasd  move
      │         ░░░░░     ░░░█░░░                   │ Space Enter  pick up/put down
      │                   ░░░░░░░                   │ click drag  drag; draw
      │                                             │ g  next piece
      │                                             │ i  add hole
      │                                             │ o  add wall
      │                                             │ Del Backspace  remove
      │                                             │ c  change
      │                                           ● │ ]  [  wider/narrower
      └─────────────────────────────────────────────┘ }  {  taller/shorter
                                                      +  -  both
                                                      t  next setting
      480×320 *modified | 4 pieces | (124.8, 136) | hole 2 radius 34 | CARRYING
      Carrying the hole 2: move it, Space puts it down.
      Space pick • i add • > setting • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
    #expect(driver.scene.model.level.holes.count == 2)
    #expect(driver.scene.model.level.holes[1].radius == 34)
  }

  @Test func theStartCarriedToTheFlagFailsTheCheckWithTheGamesReason() throws {
    var driver = try Self.newEditor()
    driver.press(.character("g"), .character("g"), .character(" "))
    for _ in 0..<50 { driver.press(.left) }
    for _ in 0..<40 { driver.press(.up) }
    let canvas = driver.render(Self.screen)
    let expected = """
      Holes table editor — new holes table  /nonexistent-holes-user/new.level

      ┌─────────────────────────────────────────────┐ Settings (t next, < > change)
      │▶                                            │ ▶ balls: 3
      │                                             │   turn a step: 0.00032 rad
      │                                             │   ball radius: 15
      │                                             │
      │                                             │ ✗ Cannot be played yet:
      │                                             │ the ball starts within reach of
      │                   ░░░░░░░                   │ the flag, so it would score
      │                   ░░░█░░░                   │ again and again with no input
      │                   ░░░░░░░                   │ (the ball scores when its
      │                                             │ centre is less than 1.1 ball
      │                                             │ radii (16.5) from the flag both
      │                                             │ across and down, so a flag in a
      │                                             │ corner needs the ball pressed
      │                                             │ into the corner); move the
      │                                             │ start or the flag
      └─────────────────────────────────────────────┘
                                                      arrows hjkl wasd  move
                                                      Space Enter  pick up/put down
      480×320 *modified | 3 pieces | (0, 0) | start the ball rests here | CARRYING
      Carrying the start: move it, Space puts it down.
      Space pick • i add • > setting • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
    let problem = try #require(driver.scene.model.problem)
    #expect(problem.message.contains("within reach of the flag"))
    #expect(problem.piece == 1, "the start is marked")
    // Saving waits until the check passes; nothing is written.
    #expect(EditorChecks.save(&driver) == nil)
    #expect(driver.scene.message.hasPrefix("Not saved: the game would refuse it"))
  }

  @Test func aSavedTableSaysSoAndItsTextReadsBackTheSame() throws {
    var driver = try Self.newEditor()
    driver.press(.character("t"), .character("<"), .character("<"), .character("o"))
    let saved = try #require(EditorChecks.save(&driver, name: "Slow turn"))
    #expect(saved.path == "/nonexistent-holes-user/new.level")
    #expect(EditorChecks.roundTripProblem(HolesTable.self, text: saved.text) == nil)
    #expect(saved.text == driver.scene.model.level.canonicalText)
    #expect(saved.text.contains("name: Slow turn"))
    #expect(saved.text.contains("rotation: 0.0001"))
    driver.send(.effect(.fileWritten(path: saved.path)))
    #expect(!driver.scene.model.isDirty)
    let canvas = driver.render(Self.screen)
    let expected = """
      Holes table editor — Slow turn  /nonexistent-holes-user/new.level

      ┌─────────────────────────────────────────────┐ Settings (t next, < > change)
      │▶                                            │   balls: 3
      │                                             │ ▶ turn a step: 0.0001 rad
      │                                             │   ball radius: 15
      │                                             │
      │                                             │ ✓ Plays: the game's check passes
      │                                             │
      │                   ░░░░░░░                   │ arrows hjkl wasd  move
      │                   ░░░▒▒▒▒▒                  │ Space Enter  pick up/put down
      │                   ░░░▒▒▒▒▒                  │ click drag  drag; draw
      │                                             │ g  next piece
      │                                             │ i  add hole
      │                                             │ o  add wall
      │                                             │ Del Backspace  remove
      │                                             │ c  change
      │                                           ● │ ]  [  wider/narrower
      └─────────────────────────────────────────────┘ }  {  taller/shorter
                                                      +  -  both
                                                      t  next setting
      480×320 saved | 4 pieces | (240, 160) | wall 1 48×32
      Saved: /nonexistent-holes-user/new.level
      Space pick • i add • > setting • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func anyEditsUndoneComeBackToTheStartAndRedoneToTheEnd() async {
    await propertyCheck(input: Gen.int(in: 0...19).array(of: 0...40)) { keys in
      #expect(EditorChecks.undoProblem(HolesTable.self, keys: keys) == nil)
    }
  }

  @Test func tabPlayTestsTheTableAsEditedUnrankedAndTheEditorKeepsIt() throws {
    var driver = try Self.newEditor()
    driver.press(.character("i"))
    let edited = driver.scene.model.level
    let tested = try #require(EditorChecks.playTested(&driver))
    let play = try #require(tested.game as? PlayScene<Holes>)
    var named = edited
    named.name = "New holes table"
    #expect(play.levels == [named])
    #expect(tested.levelAfter == edited, "the editor below keeps the edit")
    #expect(driver.scene.model.isDirty)
  }

  @Test func theMouseDragsAHoleByWholeSteps() throws {
    var driver = try Self.newEditor()
    let layout = try #require(driver.scene.picture.layout(for: Self.screen))
    let hole = layout.cell(x: 240, y: 160)
    driver.send(.mouse(MouseEvent(.press, x: hole.x, y: hole.y, screen: Self.screen)))
    #expect(driver.scene.model.carrying)
    driver.send(.mouse(MouseEvent(.drag, x: hole.x - 10, y: hole.y - 4, screen: Self.screen)))
    driver.send(.mouse(MouseEvent(.release, x: hole.x - 10, y: hole.y - 4, screen: Self.screen)))
    #expect(!driver.scene.model.carrying)
    let moved = driver.scene.model.level.holes[0].center
    #expect(moved.x < 0.5 && moved.y < 0.5, "\(moved)")
    driver.press(.character("u"))
    #expect(driver.scene.model.level.holes[0].center == HolesTable.Point(x: 0.5, y: 0.5), "one drag, one undo")
  }
}

/// The kit editors' keys, as docs/EDITORS.md lists them (Holes' table: both additions and the
/// mouse's drawing), so the guide cannot drift from the keys.
@Suite struct EditorKeysGuideTests {
  @Test func theEditorsGuideListsTheKitsTable() throws {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    let guide = try String(contentsOfFile: parts.joined(separator: "/") + "/docs/EDITORS.md", encoding: .utf8)
    let keys = FieldEditorKeys.table(additions: HolesTable.additions, drawn: HolesTable.drawnAddition)
    let table = keys.markdownTable.joined(separator: "\n")
    #expect(guide.contains("\n" + table + "\n"), "put this table in docs/EDITORS.md:\n\(table)")
  }

  @Test func everyKeyOfTheKitsTableAsksForOneAction() {
    let keys = FieldEditorKeys.table(additions: HolesTable.additions, drawn: HolesTable.drawnAddition)
    let triggers = keys.rows.flatMap(\.bindings).map(\.trigger)
    #expect(Set(triggers).count == triggers.count, "a key is named twice")
    let settingsOnly = FieldEditorKeys.table(additions: [], hasField: false)
    let settingTriggers = settingsOnly.rows.flatMap(\.bindings).map(\.trigger)
    #expect(Set(settingTriggers).count == settingTriggers.count, "a key is named twice")
    #expect(settingsOnly.action(for: .right) == .moveRight)
    #expect(keys.action(for: .character("W")) == .save)
    #expect(keys.action(for: .character("w")) == .moveUp)
    #expect(keys.action(for: .character("I")) == .addFirst, "a letter works in either case")
  }
}
