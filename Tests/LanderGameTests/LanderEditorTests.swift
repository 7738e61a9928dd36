import ArcadeKit
import Drawing
import GameKit
import Levels
import PropertyBased
import TestSupport
import Testing

@testable import LanderGame

/// The Lander terrain editor, the editing kit's editor for Lander: what it shows (new, editing,
/// a failing check, saved), undo over any edits, saving to text that reads back, and
/// play-testing the terrain as it stands.
@Suite struct LanderEditorTests {
  static let screen = Size(width: 80, height: 24)

  /// The editor `arcade edit lander FILE` opens for a file that does not exist yet.
  static func newEditor() throws -> SceneDriver<FieldEditorScene<LanderLevel>> {
    let setup = GameSetup(seed: 3, userLevelsDirectory: "/nonexistent-lander-user")
    let entry = LanderGame.entry(levels: .live)
    let scene = try #require(
      try entry.makeEditor?(setup, "/nonexistent-lander-user/new.level") as? FieldEditorScene<LanderLevel>)
    return SceneDriver(scene)
  }

  @Test func aNewTerrainShowsItsGroundPadShipSettingsAndCheck() throws {
    let driver = try Self.newEditor()
    let canvas = driver.render(Self.screen)
    let expected = """
      Lander terrain editor — new lander terrain  /nonexistent-lander-user/new.level

                                                      Settings (t next, < > change)
      ┌─────────────────────────────────────────────┐ ▶ gravity: 1.62 m/s a second
      │                                             │   fuel: 800
      │     ▲                                       │   speed across: 10 m/s
      │                                             │   speed down: 0 m/s
      │                                             │
      │                                             │ ✓ Plays: the game's check passes
      │                                             │
      │                                             │ arrows hjkl wasd  move
      │                      +                      │ Space Enter  pick up/put down
      │                                             │ click drag  drag a piece
      │                                 •           │ g  next piece
      │              •      2        ▒▒▒▒▒▒▒▒       │ i  add terrain point
      │•   ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒•▒▒▒•▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ •│ o  add pad
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│ Del Backspace  remove
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│ c  change
      └─────────────────────────────────────────────┘ ]  [  wider/narrower
                                                      }  {  taller/shorter
                                                      +  -  both
      320×200 not saved yet | 8 pieces | (160, 100)
      A new lander terrain. Tab plays it, W saves it, ? lists the keys.
      Space pick • i add • > setting • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func aPointAddedBesideThePadRaisesTheGroundThere() throws {
    var driver = try Self.newEditor()
    driver.press(.character("i"))
    #expect(driver.scene.message == "A pad's two points stay neighbours: add the point beside the pad.")
    for _ in 0..<4 { driver.press(.left) }
    driver.press(.character("i"))
    #expect(driver.scene.model.level.terrain.map(\.x) == [0, 100, 140, 150, 180, 240, 320])
    let canvas = driver.render(Self.screen)
    let expected = """
      Lander terrain editor — new lander terrain  /nonexistent-lander-user/new.level

                                                      Settings (t next, < > change)
      ┌─────────────────────────────────────────────┐ ▶ gravity: 1.62 m/s a second
      │                                             │   fuel: 800
      │     ▲                                       │   speed across: 10 m/s
      │                                             │   speed down: 0 m/s
      │                                             │
      │                                             │ ✓ Plays: the game's check passes
      │                                             │
      │                                             │ arrows hjkl wasd  move
      │                   •                         │ Space Enter  pick up/put down
      │                 ▒▒▒                         │ click drag  drag a piece
      │                ▒▒▒▒▒            •           │ g  next piece
      │              •▒▒▒▒▒▒2        ▒▒▒▒▒▒▒▒       │ i  add terrain point
      │•   ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒•▒▒▒•▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ •│ o  add pad
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│ Del Backspace  remove
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│ c  change
      └─────────────────────────────────────────────┘ ]  [  wider/narrower
                                                      }  {  taller/shorter
                                                      +  -  both
      320×200 *modified | 9 pieces | (140, 100) | point 3 at 140, 100
      Added a terrain point.
      Space pick • i add • > setting • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func theShipCarriedUnderTheGroundFailsTheCheckWithTheGamesReason() throws {
    var driver = try Self.newEditor()
    for _ in 0..<8 { driver.press(.character("g")) }
    #expect(driver.scene.model.chosenPiece?.name == "start")
    driver.press(.character(" "))
    for _ in 0..<30 { driver.press(.down) }
    let canvas = driver.render(Self.screen)
    let expected = """
      Lander terrain editor — new lander terrain  /nonexistent-lander-user/new.level

                                                      Settings (t next, < > change)
      ┌─────────────────────────────────────────────┐ ▶ gravity: 1.62 m/s a second
      │                                             │   fuel: 800
      │                                             │   speed across: 10 m/s
      │                                             │   speed down: 0 m/s
      │                                             │
      │                                             │ ✗ Cannot be played yet:
      │                                             │ the ship starts under the
      │                                             │ ground: at least 15 m above it
      │                                             │ (at x 40 the ground is at y
      │                                             │ 162)
      │                                 •           │
      │              •      2        ▒▒▒▒▒▒▒▒       │ arrows hjkl wasd  move
      │•   ▒▲▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒•▒▒▒•▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ •│ Space Enter  pick up/put down
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│ click drag  drag a piece
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│ g  next piece
      └─────────────────────────────────────────────┘ i  add terrain point
                                                      o  add pad
                                                      Del Backspace  remove
      320×200 *modified | 8 pieces | (40, 170) | start the ship begins here | CARRYING
      Carrying the start: move it, Space puts it down.
      Space pick • i add • > setting • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
    let problem = try #require(driver.scene.model.problem)
    #expect(problem.message.contains("the ship starts under the ground: at least 15 m above it"))
    #expect(EditorChecks.save(&driver) == nil)
  }

  @Test func aPadsMultiplierChangesInTurnAndTheSavedTextReadsBackTheSame() throws {
    var driver = try Self.newEditor()
    for _ in 0..<7 { driver.press(.character("g")) }
    #expect(driver.scene.model.chosenPiece?.name == "pad 1")
    driver.press(.character("c"))
    #expect(driver.scene.model.level.pads[0].multiplier == 3)
    driver.press(.character(" "), .up, .up, .right, .character(" "))
    #expect(driver.scene.model.level.pads[0] == LanderLevel.Pad(left: 155, right: 185, y: 150, multiplier: 3))
    let saved = try #require(EditorChecks.save(&driver, name: "Triple pad"))
    #expect(EditorChecks.roundTripProblem(LanderLevel.self, text: saved.text) == nil)
    #expect(saved.text == driver.scene.model.level.canonicalText)
    driver.send(.effect(.fileWritten(path: saved.path)))
    let canvas = driver.render(Self.screen)
    let expected = """
      Lander terrain editor — Triple pad  /nonexistent-lander-user/new.level

                                                      Settings (t next, < > change)
      ┌─────────────────────────────────────────────┐ ▶ gravity: 1.62 m/s a second
      │                                             │   fuel: 800
      │     ▲                                       │   speed across: 10 m/s
      │                                             │   speed down: 0 m/s
      │                                             │
      │                                             │ ✓ Plays: the game's check passes
      │                                             │
      │                                             │ arrows hjkl wasd  move
      │                                             │ Space Enter  pick up/put down
      │                                             │ click drag  drag a piece
      │                                 •           │ g  next piece
      │              •▒▒▒▒▒▒3▒▒▒▒•▒▒▒▒▒▒▒▒▒▒▒       │ i  add terrain point
      │•   ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ •│ o  add pad
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│ Del Backspace  remove
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│ c  change
      └─────────────────────────────────────────────┘ ]  [  wider/narrower
                                                      }  {  taller/shorter
                                                      +  -  both
      320×200 saved | 8 pieces | (155, 145) | pad 1 ×3, 30 m wide
      Saved: /nonexistent-lander-user/new.level
      Space pick • i add • > setting • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func anyEditsUndoneComeBackToTheStartAndRedoneToTheEnd() async {
    await propertyCheck(input: Gen.int(in: 0...19).array(of: 0...40)) { keys in
      #expect(EditorChecks.undoProblem(LanderLevel.self, keys: keys) == nil)
    }
  }

  @Test func tabPlayTestsTheTerrainAsEditedAndTheEditorKeepsIt() throws {
    var driver = try Self.newEditor()
    driver.press(.left, .left, .left, .left, .character("i"))
    let edited = driver.scene.model.level
    let tested = try #require(EditorChecks.playTested(&driver))
    let play = try #require(tested.game as? PlayScene<Lander>)
    #expect(play.levels.map(\.terrain) == [edited.terrain])
    #expect(tested.levelAfter == edited)
  }
}
