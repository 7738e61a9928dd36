import ArcadeKit
import Drawing
import GameKit
import Levels
import PropertyBased
import TestSupport
import Testing

@testable import PaddlesGame

/// The Paddles arena editor, the editing kit's editor for Paddles: what it shows (new, editing,
/// a failing check, saved), undo over any edits, saving to text that reads back, drawing an
/// obstacle with the mouse, and play-testing the arena as it stands.
@Suite struct PaddlesEditorTests {
  static let screen = Size(width: 80, height: 24)

  /// The editor `arcade edit paddles FILE` opens for a file that does not exist yet.
  static func newEditor() throws -> SceneDriver<FieldEditorScene<PaddlesArena>> {
    let setup = GameSetup(seed: 3, userLevelsDirectory: "/nonexistent-paddles-user")
    let scene = try #require(
      try PaddlesGame.entry(levels: .live).makeEditor?(setup, "/nonexistent-paddles-user/new.level")
        as? FieldEditorScene<PaddlesArena>)
    return SceneDriver(scene)
  }

  @Test func aNewArenaShowsTheServeBandTheSettingsAndTheCheck() throws {
    let driver = try Self.newEditor()
    let canvas = driver.render(Self.screen)
    let expected = """
      Paddles arena editor — new paddles arena  /nonexistent-paddles-user/new.level

      ┌─────────────────────────────────────────────┐ Settings (t next, < > change)
      │          ·          ···          ·          │ ▶ points to win: 3
      │          ·          ···          ·          │   puck size: 16
      │          ·          ···          ·          │   paddle width: 64
      │          ·          ···          ·          │   puck speed: 2
      │          ·          ···          ·          │
      │          ·          ···          ·          │ ✓ Plays: the game's check passes
      │          ·          ···          ·          │
      │          ·          ···          ·          │ arrows hjkl wasd  move
      │          ·          ···          ·          │ Space Enter  pick up/put down
      │          ·          ···          ·          │ click drag  drag; draw
      │          ·          ···          ·          │ g  next piece
      │          ·          ···          ·          │ i  add obstacle
      │          ·          ···          ·          │ Del Backspace  remove
      │          ·          ···          ·          │ c  change
      │          ·          ···          ·          │ ]  [  wider/narrower
      └─────────────────────────────────────────────┘ }  {  taller/shorter
                                                      +  -  both
                                                      t  next setting
      480×320 not saved yet | 0 pieces | (240, 160)
      A new paddles arena. Tab plays it, W saves it, ? lists the keys.
      Space pick • i add • > setting • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func anObstacleAddedOnPlayerOnesSideAndWidened() throws {
    var driver = try Self.newEditor()
    for _ in 0..<10 { driver.press(.left) }
    driver.press(.character("i"), .character("}"), .character("}"))
    #expect(driver.scene.model.level.obstacles == [PaddlesArena.Obstacle(x: 112, y: 160, width: 48, height: 32)])
    let canvas = driver.render(Self.screen)
    let expected = """
      Paddles arena editor — new paddles arena  /nonexistent-paddles-user/new.level

      ┌─────────────────────────────────────────────┐ Settings (t next, < > change)
      │          ·          ···          ·          │ ▶ points to win: 3
      │          ·          ···          ·          │   puck size: 16
      │          ·          ···          ·          │   paddle width: 64
      │          ·          ···          ·          │   puck speed: 2
      │          ·          ···          ·          │
      │          ·          ···          ·          │ ✓ Plays: the game's check passes
      │          ·          ···          ·          │
      │          ·    █▒▒   ···          ·          │ arrows hjkl wasd  move
      │          ·    ▒▒▒   ···          ·          │ Space Enter  pick up/put down
      │          ·    ▒▒▒   ···          ·          │ click drag  drag; draw
      │          ·          ···          ·          │ g  next piece
      │          ·          ···          ·          │ i  add obstacle
      │          ·          ···          ·          │ Del Backspace  remove
      │          ·          ···          ·          │ c  change
      │          ·          ···          ·          │ ]  [  wider/narrower
      └─────────────────────────────────────────────┘ }  {  taller/shorter
                                                      +  -  both
                                                      t  next setting
      480×320 *modified | 1 piece | (160, 160) | obstacle 1 32×48
      Added an obstacle.
      Space pick • i add • > setting • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func anObstacleOnTheServeBandFailsTheCheckWithTheGamesReason() throws {
    var driver = try Self.newEditor()
    driver.press(.character("i"))
    let canvas = driver.render(Self.screen)
    let expected = """
      Paddles arena editor — new paddles arena  /nonexistent-paddles-user/new.level

      ┌─────────────────────────────────────────────┐ Settings (t next, < > change)
      │          ·          ···          ·          │ ▶ points to win: 3
      │          ·          ···          ·          │   puck size: 16
      │          ·          ···          ·          │   paddle width: 64
      │          ·          ···          ·          │   puck speed: 2
      │          ·          ···          ·          │
      │          ·          ···          ·          │ ✗ Cannot be played yet:
      │          ·          ···          ·          │ obstacle crosses the centre
      │          ·          ·█▒▒▒        ·          │ band y = 224…256 where the puck
      │          ·          ·▒▒▒▒        ·          │ is served
      │          ·          ···          ·          │
      │          ·          ···          ·          │ arrows hjkl wasd  move
      │          ·          ···          ·          │ Space Enter  pick up/put down
      │          ·          ···          ·          │ click drag  drag; draw
      │          ·          ···          ·          │ g  next piece
      │          ·          ···          ·          │ i  add obstacle
      └─────────────────────────────────────────────┘ Del Backspace  remove
                                                      c  change
                                                      ]  [  wider/narrower
      480×320 *modified | 1 piece | (240, 160) | obstacle 1 32×32
      Added an obstacle.
      Space pick • i add • > setting • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
    let problem = try #require(driver.scene.model.problem)
    #expect(problem.message.contains("centre band"))
    #expect(problem.piece == 0)
    #expect(EditorChecks.save(&driver) == nil)
  }

  @Test func aSavedArenaSaysSoAndItsTextReadsBackTheSame() throws {
    var driver = try Self.newEditor()
    driver.press(.character("t"), .character(">"), .character(">"))
    let saved = try #require(EditorChecks.save(&driver, name: "Big puck"))
    #expect(EditorChecks.roundTripProblem(PaddlesArena.self, text: saved.text) == nil)
    #expect(saved.text == driver.scene.model.level.canonicalText)
    #expect(saved.text.contains("puck-size: 18"))
    driver.send(.effect(.fileWritten(path: saved.path)))
    let canvas = driver.render(Self.screen)
    let expected = """
      Paddles arena editor — Big puck  /nonexistent-paddles-user/new.level

      ┌─────────────────────────────────────────────┐ Settings (t next, < > change)
      │          ·          ···          ·          │   points to win: 3
      │          ·          ···          ·          │ ▶ puck size: 18
      │          ·          ···          ·          │   paddle width: 64
      │          ·          ···          ·          │   puck speed: 2
      │          ·          ···          ·          │
      │          ·          ···          ·          │ ✓ Plays: the game's check passes
      │          ·          ···          ·          │
      │          ·          ···          ·          │ arrows hjkl wasd  move
      │          ·          ···          ·          │ Space Enter  pick up/put down
      │          ·          ···          ·          │ click drag  drag; draw
      │          ·          ···          ·          │ g  next piece
      │          ·          ···          ·          │ i  add obstacle
      │          ·          ···          ·          │ Del Backspace  remove
      │          ·          ···          ·          │ c  change
      │          ·          ···          ·          │ ]  [  wider/narrower
      └─────────────────────────────────────────────┘ }  {  taller/shorter
                                                      +  -  both
                                                      t  next setting
      480×320 saved | 0 pieces | (240, 160)
      Saved: /nonexistent-paddles-user/new.level
      Space pick • i add • > setting • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func aDragAcrossEmptyFieldDrawsOneObstacleUndoneAtOnce() throws {
    var driver = try Self.newEditor()
    let layout = try #require(driver.scene.picture.layout(for: Self.screen))
    // From (field) 128, 64 to 200, 160: the arena's y 128…200, x 160…256 (320 less 160…64).
    let from = layout.cell(x: 128, y: 64)
    let to = layout.cell(x: 200, y: 160)
    driver.send(.mouse(MouseEvent(.press, x: from.x, y: from.y, screen: Self.screen)))
    driver.send(.mouse(MouseEvent(.drag, x: from.x + 2, y: from.y + 1, screen: Self.screen)))
    driver.send(.mouse(MouseEvent(.drag, x: to.x, y: to.y, screen: Self.screen)))
    driver.send(.mouse(MouseEvent(.release, x: to.x, y: to.y, screen: Self.screen)))
    let obstacles = driver.scene.model.level.obstacles
    #expect(obstacles.count == 1, "one obstacle however many drags")
    let drawn = try #require(obstacles.first)
    #expect(abs(drawn.y - 128) <= 8 && abs(drawn.y + drawn.height - 200) <= 16, "\(drawn)")
    #expect(abs(drawn.x - 160) <= 16 && abs(drawn.x + drawn.width - 256) <= 8, "\(drawn)")
    #expect(driver.scene.model.problem == nil)
    driver.press(.character("u"))
    #expect(driver.scene.model.level.obstacles.isEmpty, "the drawing is one edit")
  }

  @Test func anyEditsUndoneComeBackToTheStartAndRedoneToTheEnd() async {
    await propertyCheck(input: Gen.int(in: 0...19).array(of: 0...40)) { keys in
      #expect(EditorChecks.undoProblem(PaddlesArena.self, keys: keys) == nil)
    }
  }

  @Test func tabPlayTestsTheArenaAgainstTheComputerAndTheEditorKeepsIt() throws {
    var driver = try Self.newEditor()
    for _ in 0..<10 { driver.press(.left) }
    driver.press(.character("i"))
    let edited = driver.scene.model.level
    let tested = try #require(EditorChecks.playTested(&driver))
    let play = try #require(tested.game as? PaddlesScene)
    #expect(play.levels[0].obstacles == edited.obstacles)
    #expect(play.options.againstComputer)
    #expect(tested.levelAfter == edited)
  }
}
