import ArcadeKit
import Levels
import TestSupport
import Testing

@testable import MazeGame

/// `n` in the editor: a generated maze in place of the grid, as one undoable edit.
@Suite("Maze editor: generate")
struct MazeEditorGenerateTests {
  static let path = "/home/player/.local/share/arcade/levels/maze/03-test.level"

  static func newEditor(seed: UInt64 = 1) -> SceneDriver<MazeEditorScene> {
    SceneDriver(MazeEditorScene(maze: nil, target: .file(path), seed: seed))
  }

  @Test func nReplacesTheGridWithASolvableGeneratedMazeAndMarksItModified() throws {
    var driver = Self.newEditor()
    let blank = driver.scene.grid
    #expect(!driver.scene.isDirty)
    driver.press(.character("n"))
    let grid = driver.scene.grid
    #expect(grid != blank)
    #expect(driver.scene.isDirty)
    #expect(driver.scene.isSolvable)
    #expect(driver.scene.cursor == grid.start)
    // A generated maze, with its par: what the generator makes for some seed, shown whole.
    let moves = try #require(grid.shortestPath)
    #expect(moves >= grid.width + grid.height - 6)
    #expect(driver.scene.par == grid.generatedPar.map(Double.init))
    #expect(driver.scene.message.hasPrefix("A new \(grid.width)x\(grid.height) maze"))
    // Saving writes the generated maze, par and all.
    #expect(driver.scene.model.mazeForSaving.par == driver.scene.par)
  }

  @Test func undoBringsBackTheGridAndItsParRedoTheGeneratedOne() {
    var driver = Self.newEditor()
    let blank = driver.scene.grid
    driver.press(.character("n"))
    let generated = driver.scene.grid
    let par = driver.scene.par
    driver.press(.character("u"))
    #expect(driver.scene.grid == blank)
    #expect(driver.scene.par == nil)
    #expect(!driver.scene.isDirty)
    driver.press(.character("r"))
    #expect(driver.scene.grid == generated)
    #expect(driver.scene.par == par)
  }

  @Test func pressingAgainMakesAnotherMazeAndTheSameStepsTheSameOne() {
    var first = Self.newEditor()
    var second = Self.newEditor()
    first.press(.character("n"))
    second.press(.character("N"))
    #expect(first.scene.grid == second.scene.grid, "either case, the same seed and grid: the same maze")
    let once = first.scene.grid
    first.press(.character("n"))
    #expect(first.scene.grid != once)
    var otherSeed = Self.newEditor(seed: 2)
    otherSeed.press(.character("n"))
    #expect(otherSeed.scene.grid != once, "another setup seed, another maze")
  }
}
