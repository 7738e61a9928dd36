import ArcadeKit
import Drawing
import GameKit
import Levels
import PropertyBased
import TestSupport
import Testing

@testable import BallsGame

/// The Balls level editor, the editing kit's editor for Balls: a level with no field, so its
/// arrows choose and change the settings; the computer's hint; undo over any edits; saving to
/// text that reads back; play-testing the level as it stands.
@Suite struct BallsEditorTests {
  static let screen = Size(width: 80, height: 24)

  /// The editor `arcade edit balls FILE` opens for a file that does not exist yet.
  static func newEditor() throws -> SceneDriver<FieldEditorScene<BallsLevel>> {
    let setup = GameSetup(seed: 3, userLevelsDirectory: "/nonexistent-balls-user")
    let scene = try #require(
      try BallsGame.entry(levels: .live).makeEditor?(setup, "/nonexistent-balls-user/new.level")
        as? FieldEditorScene<BallsLevel>)
    return SceneDriver(scene)
  }

  @Test func aNewLevelShowsItsSettingsTheCheckAndTheComputersHint() throws {
    let driver = try Self.newEditor()
    let canvas = driver.render(Self.screen)
    let expected = """
      Balls level editor — new balls level  /nonexistent-balls-user/new.level

        Settings (up/down choose, left/right change)
        ▶ balls: 10
          target: 5 (50% of the balls)
          explosion radius: 61

        ✓ Plays: the game's check passes
        Fired at the densest spot, the computer clears 10, 3, 1 of 10 on three tries:
        it passes 1 of 3.

        up down (k j w s)  choose
        left right (h l a d)  <  >  lower/higher
        n  new level
        u  Ctrl-Z  undo
        r  Ctrl-Y  redo
        Tab  play-test
        x  share
        W  Ctrl-S  save
        Esc q  leave
        ?  F1  all keys
      not saved yet
      A new balls level. Tab plays it, W saves it, ? lists the keys.
      up/down choose • left/right change • u undo • Tab play • W save • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func theArrowsChooseAndChangeTheSettingsAndTheHintFollows() throws {
    var driver = try Self.newEditor()
    let before = driver.scene.model.hints
    driver.press(.right, .right, .down, .right)
    #expect(driver.scene.model.level.balls == 12)
    #expect(driver.scene.model.level.target == 6)
    #expect(driver.scene.model.hints != before, "the hint is worked out again for the new level")
    driver.press(.up, .left, .left, .left, .left, .left, .left, .left)
    #expect(driver.scene.model.level.balls == 5, "balls change by a tenth, 1 at least")
    #expect(driver.scene.model.level.target == 5, "the target never exceeds the balls")
    let canvas = driver.render(Self.screen)
    let expected = """
      Balls level editor — new balls level  /nonexistent-balls-user/new.level

        Settings (up/down choose, left/right change)
        ▶ balls: 5
          target: 5 (100% of the balls)
          explosion radius: 61

        ✓ Plays: the game's check passes
        Fired at the densest spot, the computer clears 5, 1, 1 of 5 on three tries:
        it passes 1 of 3.

        up down (k j w s)  choose
        left right (h l a d)  <  >  lower/higher
        n  new level
        u  Ctrl-Z  undo
        r  Ctrl-Y  redo
        Tab  play-test
        x  share
        W  Ctrl-S  save
        Esc q  leave
        ?  F1  all keys
      *modified
      A new balls level. Tab plays it, W saves it, ? lists the keys.
      up/down choose • left/right change • u undo • Tab play • W save • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func everyValueTheKeysReachIsOneTheGameReads() throws {
    var driver = try Self.newEditor()
    for _ in 0..<200 { driver.press(.right) }
    #expect(driver.scene.model.level.balls == 10_000)
    #expect(driver.scene.message == "A level has 1 to 10000 balls.")
    #expect(driver.scene.model.hints == ["The computer's hint is worked out for up to 500 balls."])
    driver.press(.down)
    for _ in 0..<400 { driver.press(.right) }
    #expect(driver.scene.model.level.target == 10_000)
    #expect(driver.scene.model.problem == nil)
  }

  @Test func aSavedLevelSaysSoAndItsTextReadsBackTheSame() throws {
    var driver = try Self.newEditor()
    driver.press(.down, .down, .left, .left)
    let saved = try #require(EditorChecks.save(&driver, name: "Small bangs"))
    #expect(EditorChecks.roundTripProblem(BallsLevel.self, text: saved.text) == nil)
    #expect(saved.text.contains("explosion-radius: 59"))
    driver.send(.effect(.fileWritten(path: saved.path)))
    let canvas = driver.render(Self.screen)
    let expected = """
      Balls level editor — Small bangs  /nonexistent-balls-user/new.level

        Settings (up/down choose, left/right change)
          balls: 10
          target: 5 (50% of the balls)
        ▶ explosion radius: 59

        ✓ Plays: the game's check passes
        Fired at the densest spot, the computer clears 10, 3, 1 of 10 on three tries:
        it passes 1 of 3.

        up down (k j w s)  choose
        left right (h l a d)  <  >  lower/higher
        n  new level
        u  Ctrl-Z  undo
        r  Ctrl-Y  redo
        Tab  play-test
        x  share
        W  Ctrl-S  save
        Esc q  leave
        ?  F1  all keys
      saved
      Saved: /nonexistent-balls-user/new.level
      up/down choose • left/right change • u undo • Tab play • W save • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func anyEditsUndoneComeBackToTheStartAndRedoneToTheEnd() async {
    await propertyCheck(input: Gen.int(in: 0...19).array(of: 0...30)) { keys in
      #expect(EditorChecks.undoProblem(BallsLevel.self, keys: keys) == nil)
    }
  }

  @Test func tabPlayTestsTheLevelAsEditedAndTheEditorKeepsIt() throws {
    var driver = try Self.newEditor()
    driver.press(.right)
    let edited = driver.scene.model.level
    let tested = try #require(EditorChecks.playTested(&driver))
    let play = try #require(tested.game as? BallsScene)
    #expect(play.levels.map(\.balls) == [edited.balls])
    #expect(tested.levelAfter == edited)
  }
}
