import ArcadeKit
import TestSupport
import Testing

@testable import MazeGame

/// Maze and its editor draw only glyphs the common fonts carry, with fallbacks on the console.
@Suite struct MazeFontTests {
  @Test func everyGlyphIsSafeForItsFontInPlay() {
    var game = MazeSceneTests.driver()
    game.press(.right)
    game.step(20)
    #expect(FontChecks.problems(game.scene).isEmpty, "\(FontChecks.problems(game.scene))")
  }

  @Test func everyGlyphIsSafeForItsFontInTheEditor() {
    let editor = MazeEditorSceneTests.newEditor()
    #expect(FontChecks.problems(editor.scene).isEmpty, "\(FontChecks.problems(editor.scene))")
  }
}
