import ArcadeKit
import Drawing
import GameKit
import Levels
import PropertyBased
import TestSupport
import Testing

@testable import PortalsGame

/// The Portals layout editor, the editing kit's editor for Portals: what it shows (new,
/// editing, a failing check, saved), undo over any edits, saving to text that reads back, and
/// play-testing the layout as it stands.
@Suite struct PortalsEditorTests {
  static let screen = Size(width: 80, height: 24)

  /// The editor `arcade edit portals FILE` opens for a file that does not exist yet.
  static func newEditor() throws -> SceneDriver<FieldEditorScene<PortalsLevel>> {
    let setup = GameSetup(seed: 3, userLevelsDirectory: "/nonexistent-portals-user")
    let entry = PortalsGame.entry(levels: .live)
    let scene = try #require(
      try entry.makeEditor?(setup, "/nonexistent-portals-user/new.level") as? FieldEditorScene<PortalsLevel>)
    return SceneDriver(scene)
  }

  @Test func aNewLayoutShowsTwoPortalsTheSettingsAndTheCheck() throws {
    let driver = try Self.newEditor()
    let canvas = driver.render(Self.screen)
    let expected = """
      Portals layout editor — new portals layout  /nonexistent-portals-user/new.level

                                                      Settings (t next, < > change)
      ┌─────────────────────────────────────────────┐ ▶ drain a second: 4
      │                                             │   seconds between planets: 2
      │                                             │   power at the start: 100
      │                                             │   planets to deliver: 30
      │                                             │   portals' pull: 6
      │                                             │
      │                                             │ ✓ Plays: the game's check passes
      │ ░░░░                                   ░░░░ │
      │ ░▲░░                 +                 ░░●░ │ arrows hjkl wasd  move
      │                                             │ Space Enter  pick up/put down
      │                                             │ click drag  drag a piece
      │                                             │ g  next piece
      │                                             │ i  add portal
      │                                             │ Del Backspace  remove
      │                                             │ c  change
      └─────────────────────────────────────────────┘ ]  [  wider/narrower
                                                      }  {  taller/shorter
                                                      +  -  both
      320×200 not saved yet | 2 pieces | (160, 100)
      A new portals layout. Tab plays it, W saves it, ? lists the keys.
      Space pick • i add • > setting • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func aPortalAddedOnTheBottomEdgeTakesTheNextColourAndCChangesIt() throws {
    var driver = try Self.newEditor()
    for _ in 0..<18 { driver.press(.down) }
    driver.press(.character("i"))
    #expect(driver.scene.model.level.portals.map(\.color) == [.red, .cyan, .yellow])
    driver.press(.character("c"))
    #expect(driver.scene.model.level.portals.map(\.color) == [.red, .cyan, .magenta])
    #expect(driver.scene.model.chosenPiece?.name == "magenta portal")
    let canvas = driver.render(Self.screen)
    let expected = """
      Portals layout editor — new portals layout  /nonexistent-portals-user/new.level

                                                      Settings (t next, < > change)
      ┌─────────────────────────────────────────────┐ ▶ drain a second: 4
      │                                             │   seconds between planets: 2
      │                                             │   power at the start: 100
      │                                             │   planets to deliver: 30
      │                                             │   portals' pull: 6
      │                                             │
      │                                             │ ✓ Plays: the game's check passes
      │ ░░░░                                   ░░░░ │
      │ ░▲░░                                   ░░●░ │ arrows hjkl wasd  move
      │                                             │ Space Enter  pick up/put down
      │                                             │ click drag  drag a piece
      │                                             │ g  next piece
      │                                             │ i  add portal
      │                     ░░░                     │ Del Backspace  remove
      │                     ░◆░                     │ c  change
      └─────────────────────────────────────────────┘ ]  [  wider/narrower
                                                      }  {  taller/shorter
                                                      +  -  both
      320×200 *modified | 3 pieces | (160, 190) | magenta portal at 160, 186
      Changed: now the magenta portal (at 160, 186).
      Space pick • i add • > setting • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func aPortalInTheOpenFailsTheCheckWithTheGamesReason() throws {
    var driver = try Self.newEditor()
    driver.press(.character("i"))
    let canvas = driver.render(Self.screen)
    let expected = """
      Portals layout editor — new portals layout  /nonexistent-portals-user/new.level

                                                      Settings (t next, < > change)
      ┌─────────────────────────────────────────────┐ ▶ drain a second: 4
      │                                             │   seconds between planets: 2
      │                                             │   power at the start: 100
      │                                             │   planets to deliver: 30
      │                                             │   portals' pull: 6
      │                                             │
      │                                             │ ✗ Cannot be played yet:
      │ ░░░░                ░░░                ░░░░ │ a portal sits along an edge:
      │ ░▲░░                ░■░                ░░●░ │ its centre must be within 40 of
      │                                             │ one (x at most 40 or at least
      │                                             │ 280, or y at most 40 or at
      │                                             │ least 160)
      │                                             │
      │                                             │ arrows hjkl wasd  move
      │                                             │ Space Enter  pick up/put down
      └─────────────────────────────────────────────┘ click drag  drag a piece
                                                      g  next piece
                                                      i  add portal
      320×200 *modified | 3 pieces | (160, 100) | yellow portal at 160, 100
      Added a portal.
      Space pick • i add • > setting • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
    let problem = try #require(driver.scene.model.problem)
    #expect(problem.message.contains("a portal sits along an edge"))
    #expect(problem.piece == 2, "the yellow portal is marked")
    // Red and underlined: the mark shows without colour, and on a red portal too.
    let marked = try #require(canvas.cells.first { $0.scalar == "■" })
    #expect(marked.style.foreground == .brightRed && marked.style.attributes.contains(.underline))
    #expect(EditorChecks.save(&driver) == nil)
  }

  @Test func aSavedLayoutSaysSoAndItsTextReadsBackTheSame() throws {
    var driver = try Self.newEditor()
    driver.press(.character(">"))
    let saved = try #require(EditorChecks.save(&driver, name: "Quick drain"))
    #expect(EditorChecks.roundTripProblem(PortalsLevel.self, text: saved.text) == nil)
    #expect(saved.text == driver.scene.model.level.canonicalText)
    #expect(saved.text.contains("drain: 4.5"))
    driver.send(.effect(.fileWritten(path: saved.path)))
    let canvas = driver.render(Self.screen)
    let expected = """
      Portals layout editor — Quick drain  /nonexistent-portals-user/new.level

                                                      Settings (t next, < > change)
      ┌─────────────────────────────────────────────┐ ▶ drain a second: 4.5
      │                                             │   seconds between planets: 2
      │                                             │   power at the start: 100
      │                                             │   planets to deliver: 30
      │                                             │   portals' pull: 6
      │                                             │
      │                                             │ ✓ Plays: the game's check passes
      │ ░░░░                                   ░░░░ │
      │ ░▲░░                 +                 ░░●░ │ arrows hjkl wasd  move
      │                                             │ Space Enter  pick up/put down
      │                                             │ click drag  drag a piece
      │                                             │ g  next piece
      │                                             │ i  add portal
      │                                             │ Del Backspace  remove
      │                                             │ c  change
      └─────────────────────────────────────────────┘ ]  [  wider/narrower
                                                      }  {  taller/shorter
                                                      +  -  both
      320×200 saved | 2 pieces | (160, 100)
      Saved: /nonexistent-portals-user/new.level
      Space pick • i add • > setting • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  /// The planets to deliver step by 5 and the pull by 1, each within its range, saying so at
  /// the end.
  @Test func thePlanetsToDeliverAndThePullAreSettings() {
    var level = PortalsLevel.newLevel()
    #expect(level.settings.map(\.name).suffix(2) == ["planets to deliver", "portals' pull"])
    #expect(level.adjust(3, by: 2) == .changed(choosing: nil) && level.deliver == 40)
    #expect(level.adjust(4, by: -6) == .changed(choosing: nil) && level.pull == 0)
    #expect(level.adjust(4, by: -1) == .refused("The portals' pull is 0 to 40 (0: none)."))
    #expect(level.adjust(3, by: -100) == .changed(choosing: nil) && level.deliver == 1)
    #expect(level.adjust(3, by: -1) == .refused("A level saves the galaxy with 1 to 500 planets."))
  }

  @Test func anyEditsUndoneComeBackToTheStartAndRedoneToTheEnd() async {
    await propertyCheck(input: Gen.int(in: 0...19).array(of: 0...40)) { keys in
      #expect(EditorChecks.undoProblem(PortalsLevel.self, keys: keys) == nil)
    }
  }

  @Test func tabPlayTestsTheLayoutAsEditedAndTheEditorKeepsIt() throws {
    var driver = try Self.newEditor()
    for _ in 0..<18 { driver.press(.down) }
    driver.press(.character("i"))
    let edited = driver.scene.model.level
    let tested = try #require(EditorChecks.playTested(&driver))
    let play = try #require(tested.game as? PlayScene<Portals>)
    #expect(play.levels.map(\.portals) == [edited.portals])
    #expect(tested.levelAfter == edited)
  }
}
