import ArcadeKit
import Drawing
import Levels
import TestSupport
import Testing

@testable import MazeGame

/// Maze as whole 80×24 frames: the level list, play, the goal, and the editor. Update with
/// `ARCADE_RECORD_SNAPSHOTS=1 swift test --filter ScreenSnapshotTests`, then read the diff.
@Suite struct ScreenSnapshotTests {
  static let size = Size(width: 80, height: 24)

  @Test func levelList() {
    let list = MazeLevelListScene(
      levels: ShippedMazeTests.levels, problems: [], userLevels: nil, nextNumber: 1, seed: 3)
    let canvas = SceneDriver(list).render(Self.size)
    let expected = """
                                          M A Z E
                 Tilt the board, roll the ball to the goal. Choose a maze:

            #  Maze                   Size      Par  Best  Medal  Ghost
        ▶   1  First steps           12×12   7.00 s
            2  Corridors             12×12  16.00 s
            3  Winding way           17×11  25.00 s
            4  Crossroads            23×13  31.00 s
            5  The long haul         31×15  50.00 s
            6  Labyrinth             39×19  60.00 s
            7  One way round         15×11   8.00 s
            8  Clockwork             23×11  14.00 s
            +  Edit a new maze










      Enter play • E edit (built-in: a copy) • N new maze • ? keys • Esc back
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  /// The columns line up whatever the sizes and pars: sizes and pars are right-aligned to the
  /// widest of the list, so "par 150 s" does not push "(built-in)" out of line.
  @Test func levelListColumnsLineUpForEverySizeAndPar() {
    let pocket = MazeLevel(
      name: "Pocket", par: 12.5, width: 5, height: 3, cells: mazeFromRows(["#####", "#S.G#", "#####"]).cells)
    let sketch = MazeLevel(
      name: "Sketch", isDraft: true, width: 5, height: 3, cells: mazeFromRows(["#####", "#S..#", "#####"]).cells)
    let mine = [
      LoadedLevel(level: Level(pocket), number: 1, slug: "pocket", path: "/mine/maze/01-pocket.level", origin: .user),
      LoadedLevel(level: Level(sketch), number: 2, slug: "sketch", path: "/mine/maze/02-sketch.level", origin: .user),
    ]
    let list = MazeLevelListScene(
      levels: ShippedMazeTests.levels + mine, problems: [], userLevels: "/mine/maze", nextNumber: 3, seed: 3)
    let canvas = SceneDriver(list).render(Self.size)
    let expected = """
                                          M A Z E
                 Tilt the board, roll the ball to the goal. Choose a maze:

            #  Maze                   Size      Par  Best  Medal  Ghost
        ▶   1  First steps           12×12   7.00 s
            2  Corridors             12×12  16.00 s
            3  Winding way           17×11  25.00 s
            4  Crossroads            23×13  31.00 s
            5  The long haul         31×15  50.00 s
            6  Labyrinth             39×19  60.00 s
            7  One way round         15×11   8.00 s
            8  Clockwork             23×11  14.00 s
            9  Pocket                  5×3  12.50 s                      yours
           10  Sketch                  5×3        —                      yours, draft
            +  Edit a new maze








      Enter play • E edit (built-in: a copy) • N new maze • ? keys • Esc back
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func playing() {
    var game = MazeSceneTests.driver()
    game.press(.right)
    game.step(10)
    let canvas = game.render(Self.size)
    let expected = """
      1/1 Box                        Time 0.17 s  Par —   x ←[···|●··]→  y ↑[···●···]↓

                     ██████████████████████████████████████████████████
                     ██████████████████████████████████████████████████
                     ██████████████████████████████████████████████████
                     ██████████████████████████████████████████████████
                     ██████████████████████████████████████████████████
                     ██████████░░░⢀⣀⣀⣀⡀░░                    ██████████
                     ██████████░░⣴⣿⣿⣿⣿⣿⣆░                    ██████████
                     ██████████░⠰⣿⣿⣿⣿⣿⣿⣿░                    ██████████
                     ██████████░░⠻⣿⣿⣿⣿⣿⠏░                    ██████████
                     ██████████░░░⠈⠉⠉⠉⠁░░                    ██████████
                     ██████████                    ▒▒▒▒▒▒▒▒▒▒██████████
                     ██████████                    ▒▒▒▒▒▒▒▒▒▒██████████
                     ██████████                    ▒▒▒▒G▒▒▒▒▒██████████
                     ██████████                    ▒▒▒▒▒▒▒▒▒▒██████████
                     ██████████                    ▒▒▒▒▒▒▒▒▒▒██████████
                     ██████████████████████████████████████████████████
                     ██████████████████████████████████████████████████
                     ██████████████████████████████████████████████████
                     ██████████████████████████████████████████████████
                     ██████████████████████████████████████████████████

      Space level • R restart • B practice • ? keys • Esc back • ░ start ▒ goal
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func atTheGoal() {
    var game = MazeSceneTests.driver()
    game.press(.right, .right, .right, .down, .down, .down)
    for _ in 0..<10_000 where game.scene.isAnimating { game.step() }
    let canvas = game.render(Self.size)
    let expected = """
      1/1 Box                        Time 0.60 s  Par —   x ←[···|··●]→  y ↑[···|··●]↓

                     ██████████████████████████████████████████████████
                     ██████████████████████████████████████████████████
                     ██████████████████████████████████████████████████
                     ██████████████████████████████████████████████████
                     ██████████████████████████████████████████████████
                     ██████████░░░░░░░░░░                    ██████████
                     ██████████░░░░░░░░░░                    ██████████
                     ██████████┌ Goal — Box ────────────────┐██████████
                     ██████████│    Time 0.60 s   Par —     │██████████
                     ██████████│                            │██████████
                     ██████████│        Well rolled!        │██████████
                     ██████████│ Enter/Esc: back   R: again │██████████
                     ██████████└────────────────────────────┘██████████
                     ██████████                 ⠙⢿⣿⣿⣿⣿⠟▒▒▒▒▒▒██████████
                     ██████████                   ⠉⠉⠉▒▒▒▒▒▒▒▒██████████
                     ██████████████████████████████████████████████████
                     ██████████████████████████████████████████████████
                     ██████████████████████████████████████████████████
                     ██████████████████████████████████████████████████
                     ██████████████████████████████████████████████████

      Goal!
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func editorOfANewMaze() {
    let canvas = MazeEditorSceneTests.newEditor().render(Self.size)
    let expected = """
      Maze editor — new maze  /home/player/.local/share/arcade/levels/maze/03-test.lev
                                             arrows hjkl wasd  move
                                             Space Enter click  toggle
                                             drag  paint
                 ┌────────────────────────┐  p  paint: walls/erase/off
                 │████████████████████████│  S (upper case)  start
                 │██S]                  ██│  G  goal
                 │██                    ██│  > < ^ v  one-way
                 │██                    ██│  O  hole
                 │██                    ██│  D (upper case)  door
                 │██                    ██│  C  clear walls
                 │██                    ██│  n  new maze
                 │██                    ██│  u  Ctrl-Z  undo
                 │██                    ██│  r  Ctrl-Y  redo
                 │██                    ██│  ]  [  wider/narrower
                 │██                  G ██│  }  {  taller/shorter
                 │████████████████████████│  +  -  both
                 └────────────────────────┘  Tab  play-test
                                             x  share
                                             W  Ctrl-S  save
                                             Esc q  leave
      12×12 not saved yet | start ✓ | goal ✓ | path 18 moves | (2,2)
      New maze. Draw walls with Space, then W to save.
      Space wall • S start • G goal • u undo • Tab play • W save • Esc leave • ? keys
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }
}
