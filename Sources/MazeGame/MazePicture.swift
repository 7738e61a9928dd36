import ArcadeKit
import Drawing
import GameKit
import Levels
import Physics

// MARK: - MazePicture

/// What a Maze play screen shows, for `MazePainter`: the maze, the ball and the ghost's ball,
/// the status line (title, clock, tilt), the hint line and the goal's panel.
///
/// The game says what every line reads (`Maze.picture(ghost:in:)`); the painter only places
/// and draws it, so it never looks back into the game.
public struct MazePicture: GamePicture {
  /// The maze as it is now (practice may have changed its blocks).
  var maze: MazeLevel
  /// The ball.
  var ball: CircleBody
  /// The best run's ball at this step, when its ghost is shown.
  var ghostBall: CircleBody?
  /// The status line's left part: the level's label and name ("PRACTICE 3 Spiral").
  var title: TextLine
  /// The status line's clock: the time, the par and the ghost's time.
  var clock: TextLine
  /// The timed doors now (open, about to shut, or shut).
  var doors: MazeDoors = .open
  /// The board's tilt, for the gauge after the clock.
  var tilt: Tilt
  /// The bottom line: the keys of the moment and the legend.
  var hints: TextLine
  /// The goal's panel (the time, the medal, the keys that go on), once the level is finished.
  var panel: (title: String, lines: [String])?

  /// The board's layout on a screen of `size`, following the ball: row 0 is the status line,
  /// the last row the keys (the mouse is hit-tested against the same layout).
  static func layout(of maze: MazeLevel, following ball: CircleBody, on size: Size) -> MazeBoardLayout {
    MazeBoardLayout(
      gridWidth: maze.width, gridHeight: maze.height,
      area: Rect(x: 0, y: 1, width: size.width, height: size.height - 2),
      focus: MazeBoard.cell(containing: ball.position))
  }

  public func draw(into canvas: inout Canvas) {
    MazePainter(picture: self).draw(into: &canvas)
  }
}
