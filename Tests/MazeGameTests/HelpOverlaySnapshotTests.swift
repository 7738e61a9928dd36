import ArcadeKit
import Drawing
import Levels
import TestSupport
import Testing

@testable import MazeGame

/// The help panels Maze pushes on ? (playing, in the level list, in the editor), as whole
/// screens: one key column, one description column.
@Suite struct HelpOverlaySnapshotTests {
  @Test func mazePlayHelpAt80x24() throws {
    let maze = mazeFromRows(["#####", "#S..#", "#..G#", "#####"], name: "Box")
    let canvas = try #require(
      SceneDriver(try MazeScene(mazes: [maze], label: "1/1", seed: 3)).renderedHelp(
        Size(width: 80, height: 24)))
    let expected = """
      ┌ Maze keys ──────────────────────────────────────────────────────────────────┐
      │ Tilt the board to roll the ball from the start to the goal; the board stays │
      │ tilted until you change it. The clock starts with your first tilt: beat the │
      │ par time, then your own best. Arrows let the ball through one way, holes    │
      │ send it back to the start, doors open and shut.                             │
      │                                                                             │
      │ ↑ K W  tilt up one step (up to 3 each way)                                  │
      │ ↓ J S  tilt down one step                                                   │
      │ ← H A  tilt left one step                                                   │
      │ → L D  tilt right one step                                                  │
      │ Space  level the board                                                      │
      │ R      restart the level                                                    │
      │ Enter  next level, after the goal                                           │
      │ Tab    back to the editor (play-test)                                       │
      │ G      show or hide the ghost of your best run                              │
      │ B      practice: clicks add or remove blocks as the ball rolls (not ranked) │
      │ click  tilt toward the click (practice: a block on or off)                  │
      │ ? F1   help for the current screen                                          │
      │ P      pause a game                                                         │
      │ Esc Q  back (asks first while a game runs)                                  │
      │                                                                             │
      │ Press any key to close                                                      │
      └─────────────────────────────────────────────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func mazeListHelpAt80x24() throws {
    let list = MazeLevelListScene(levels: [], problems: [], userLevels: nil, nextNumber: 1, seed: 3)
    let canvas = try #require(SceneDriver(list).renderedHelp(Size(width: 80, height: 24)))
    let expected = """

      ┌ Maze keys ──────────────────────────────────────────────────────────────────┐
      │ Enter / click  play from the chosen maze                                    │
      │ E              edit the chosen maze (a built-in one as a copy)              │
      │ N              draw a new maze                                              │
      │ ↑ K W          tilt up one step (up to 3 each way)                          │
      │ ↓ J S          tilt down one step                                           │
      │ ← H A          tilt left one step                                           │
      │ → L D          tilt right one step                                          │
      │ Space          level the board                                              │
      │ R              restart the level                                            │
      │ Enter          next level, after the goal                                   │
      │ Tab            back to the editor (play-test)                               │
      │ G              show or hide the ghost of your best run                      │
      │ B              practice: clicks add or remove blocks as the ball rolls (not │
      │                ranked)                                                      │
      │ click          tilt toward the click (practice: a block on or off)          │
      │ ? F1           help for the current screen                                  │
      │ P              pause a game                                                 │
      │ Esc Q          back (asks first while a game runs)                          │
      │                                                                             │
      │ Press any key to close                                                      │
      └─────────────────────────────────────────────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func mazeEditorHelpAt80x24() throws {
    let canvas = try #require(
      SceneDriver(MazeEditorScene(maze: nil, target: .file("/tmp/maze.level"), seed: 1)).renderedHelp(
        Size(width: 80, height: 24)))
    let expected = """
               ┌ Maze editor keys ──────────────────────────────────────────┐
               │ arrows hjkl wasd   move the cursor                         │
               │ Space Enter click  toggle a wall                           │
               │ drag               paint walls (or floor)                  │
               │ p                  paint mode: walls, erase, off           │
               │ S (upper case)     put the start here                      │
               │ G                  put the goal here                       │
               │ > < ^ v            a one-way cell, crossed only that way   │
               │ O                  a hole: the ball goes back to the start │
               │ D (upper case)     a door: open 2 s, then shut 2 s         │
               │ C                  clear all walls (asks)                  │
               │ n                  generate a new maze (undoable)          │
               │ u  Ctrl-Z          undo                                    │
               │ r  Ctrl-Y          redo                                    │
               │ ]  [               one column more / less                  │
               │ }  {               one row more / less                     │
               │ +  -               both                                    │
               │ Tab                play-test this maze                     │
               │ x                  share: the maze as one line (copied)    │
               │ W  Ctrl-S          save (asks a name the first time)       │
               │ Esc q              leave (asks if unsaved)                 │
               │ ?  F1              these keys                              │
               │ Press any key to close                                     │
               └────────────────────────────────────────────────────────────┘
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }
}
