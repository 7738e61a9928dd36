import ArcadeKit
import Levels
import Testing

@testable import MazeGame

/// The editor's model alone: painting, strokes, the history's bounds, the cursor and the size.
@Suite("Maze editor model")
struct MazeEditorModelTests {
  static func position(_ column: Int, _ row: Int) -> MazeLevel.Position {
    MazeLevel.Position(column: column, row: row)
  }

  /// A new 12×12 maze, the cursor on the start (1, 1).
  static func newModel(historyLimit: Int = 1000) -> MazeEditorModel {
    MazeEditorModel(maze: nil, historyLimit: historyLimit)
  }

  // MARK: - Painting

  @Test func paintModeCyclesWallsEraseOffAndPaintsOnlyWhileMoving() {
    var model = Self.newModel()
    model.moveCursor(.down)
    model.moveCursor(.down)
    let before = model.grid
    let firstMode = model.cyclePaint()
    #expect(firstMode == .walls)
    #expect(model.grid == before, "choosing a mode paints nothing")
    model.moveCursor(.right)
    #expect(model.grid[Self.position(1, 3)] == .wall && model.grid[Self.position(2, 3)] == .wall)
    let secondMode = model.cyclePaint()
    #expect(secondMode == .floor)
    model.moveCursor(.left)
    #expect(model.grid[Self.position(1, 3)] == .floor && model.grid[Self.position(2, 3)] == .floor)
    let thirdMode = model.cyclePaint()
    #expect(thirdMode == .off)
    model.moveCursor(.right)
    #expect(model.grid == before)
  }

  @Test func paintingNeverCoversTheStartOrTheGoal() {
    var model = Self.newModel()
    model.cyclePaint()
    model.moveCursor(.right)
    model.moveCursor(.left)
    #expect(model.grid.start == Self.position(1, 1))
    #expect(model.grid[Self.position(2, 1)] == .wall)
  }

  // MARK: - Strokes

  @Test func aStrokePaintsThePressedCellsNewValueAndUndoesAsOneEdit() {
    var model = Self.newModel()
    let before = model.grid
    model.beginStroke(at: Self.position(3, 4))
    #expect(model.grid[Self.position(3, 4)] == .wall)
    #expect(model.strokeValue == .wall)
    for column in 4...6 { model.continueStroke(at: Self.position(column, 4)) }
    model.continueStroke(at: Self.position(1, 1))
    #expect(model.grid.start == Self.position(1, 1), "a stroke passes over the start")
    #expect(model.cursor == Self.position(1, 1))
    model.endStroke()
    model.continueStroke(at: Self.position(7, 4))
    #expect(model.grid[Self.position(7, 4)] == .floor, "after the release a drag paints nothing")
    #expect((3...6).allSatisfy { model.grid[Self.position($0, 4)] == .wall })
    let strokeUndone = model.undo()
    #expect(strokeUndone)
    #expect(model.grid == before)
  }

  @Test func aStrokeFromAWallErasesAndOneOutsideTheGridDoesNothing() {
    var model = Self.newModel()
    model.beginStroke(at: Self.position(0, 5))
    #expect(model.strokeValue == .floor)
    model.continueStroke(at: Self.position(0, 6))
    #expect(model.grid[Self.position(0, 5)] == .floor && model.grid[Self.position(0, 6)] == .floor)
    model.endStroke()
    let before = model
    model.beginStroke(at: Self.position(12, 0))
    #expect(model == before)
  }

  // MARK: - History

  @Test func undoAndRedoStopAtTheEndsOfTheHistory() {
    var model = Self.newModel()
    #expect(!model.canUndo && !model.canRedo)
    let undoneWithNoHistory = model.undo()
    #expect(!undoneWithNoHistory)
    let redoneWithNoHistory = model.redo()
    #expect(!redoneWithNoHistory)
    let start = model.grid
    model.moveCursor(.right)
    model.toggleWall()
    let walled = model.grid
    let wallUndone = model.undo()
    #expect(wallUndone)
    #expect(model.grid == start)
    let undoneBeforeTheFirstEdit = model.undo()
    #expect(!undoneBeforeTheFirstEdit)
    let wallRedone = model.redo()
    #expect(wallRedone)
    #expect(model.grid == walled)
    let redoneAfterTheLast = model.redo()
    #expect(!redoneAfterTheLast)
    // A new edit after an undo forgets what could be redone.
    let undoneAgain = model.undo()
    #expect(undoneAgain)
    model.place(.goal)
    #expect(!model.canRedo)
  }

  @Test func theHistoryForgetsTheOldestEditsPastItsLimit() {
    var model = Self.newModel(historyLimit: 2)
    for column in 2...4 {
      model.moveCursor(.right)
      model.toggleWall()
      #expect(model.grid[Self.position(column, 1)] == .wall)
    }
    let thirdUndone = model.undo()
    #expect(thirdUndone)
    let secondUndone = model.undo()
    #expect(secondUndone)
    let undoneBeyondTheLimit = model.undo()
    #expect(!undoneBeyondTheLimit)
    #expect(model.grid[Self.position(2, 1)] == .wall, "the first edit is past the limit")
  }

  @Test func anEditThatChangesNothingIsNotRemembered() {
    var model = Self.newModel()
    model.place(.start)
    model.resize(columns: 0, rows: 0)
    #expect(!model.canUndo)
    #expect(!model.isDirty)
  }

  // MARK: - Cursor and size

  @Test func theCursorStopsAtTheEdges() {
    var model = MazeEditorModel(maze: nil, historyLimit: 10)
    for _ in 0..<5 {
      model.moveCursor(.up)
      model.moveCursor(.left)
    }
    #expect(model.cursor == Self.position(0, 0))
    for _ in 0..<20 {
      model.moveCursor(.down)
      model.moveCursor(.right)
    }
    #expect(model.cursor == Self.position(11, 11))
  }

  @Test func shrinkingAndUndoingAGrowthKeepTheCursorInside() {
    var model = Self.newModel()
    let grown = model.resize(columns: 1, rows: 1)
    #expect(grown)
    for _ in 0..<20 {
      model.moveCursor(.down)
      model.moveCursor(.right)
    }
    #expect(model.cursor == Self.position(12, 12))
    let growthUndone = model.undo()
    #expect(growthUndone)
    #expect(model.cursor == Self.position(11, 11))
    let narrowed = model.resize(columns: -1, rows: 0)
    #expect(narrowed)
    #expect(model.cursor == Self.position(10, 11))
  }

  @Test func resizingKeepsTheBorderAndStopsAtTheLimits() {
    var model = Self.newModel()
    let widened = model.resize(columns: 1, rows: 0)
    #expect(widened)
    #expect(model.grid.width == 13 && model.grid.height == 12)
    #expect(model.grid.rows.allSatisfy { $0.hasPrefix("#") && $0.hasSuffix("#") })
    while model.resize(columns: 0, rows: -1) {}
    #expect(model.grid.height == 3)
    let shortenedPastTheLimit = model.resize(columns: 0, rows: -1)
    #expect(!shortenedPastTheLimit)
    #expect(model.sizeText(times: "x") == "13x3")
  }

  // MARK: - Saving

  @Test func dirtinessFollowsTheLastSavedGridAndName() {
    var model = Self.newModel()
    model.moveCursor(.right)
    model.toggleWall()
    #expect(model.isDirty)
    model.toggleWall()
    #expect(!model.isDirty, "back to the saved grid")
    model.name = "Mine"
    #expect(model.isDirty)
    let saved = model.mazeForSaving
    model.markSaved(saved)
    #expect(!model.isDirty)
    #expect(model.par == 18, "a new solvable maze gets one second per move of its path")
  }

  @Test func theChecksBeforeSavingNameWhatIsMissing() {
    var model = Self.newModel()
    #expect(model.problem == nil && model.isSolvable)
    model.moveCursor(.right)
    model.toggleWall()
    model.moveCursor(.left)
    model.moveCursor(.down)
    model.toggleWall()
    #expect(model.problem == "The goal cannot be reached from the start.")
    #expect(model.mazeForSaving.isDraft && model.mazeForSaving.par == nil)
    model.toggleWall()
    model.moveCursor(.up)
    model.place(.goal)
    #expect(model.problem == "The maze has no start (S).")
    model.place(.start)
    #expect(model.problem == "The maze has no goal (G).")
  }
}
