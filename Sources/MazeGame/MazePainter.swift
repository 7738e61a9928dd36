import ArcadeKit
import Drawing

// MARK: - MazePainter

/// Draws a Maze play screen from a `MazePicture`: the board and its ball (`MazeBoardPainter`),
/// the ghost's ball under it, the status line, the hint line and the goal's panel.
struct MazePainter {
  let picture: MazePicture

  /// Draws the whole screen.
  func draw(into canvas: inout Canvas) {
    let layout = MazePicture.layout(of: picture.maze, following: picture.ball, on: canvas.size)
    // The walls stay as they are while the view and the doors do: drawn once for them.
    canvas.backdrop(Backdrop(maze: picture.maze, doors: picture.doors, layout: layout)) { canvas in
      MazeBoardPainter.drawCells(picture.maze, doors: picture.doors, layout: layout, into: &canvas)
    }
    if let ghost = picture.ghostBall {
      MazeBoardPainter.drawBall(ghost, layout: layout, into: &canvas, ghost: true)
    }
    MazeBoardPainter.drawBall(picture.ball, layout: layout, into: &canvas)
    drawStatus(into: &canvas)
    canvas.text(picture.hints, x: 0, y: canvas.height - 1, style: .dim)
    if let panel = picture.panel {
      canvas.centeredPanel(title: panel.title, lines: panel.lines, style: .bold)
    }
  }

  /// What the maze's cells are drawn from.
  private struct Backdrop: Hashable, Sendable {
    let maze: MazeLevel
    let doors: MazeDoors
    let layout: MazeBoardLayout
  }

  /// The title at the left, the clock and the tilt gauge at the right; a narrow terminal keeps
  /// the level's name and shows the tilt as numbers.
  private func drawStatus(into canvas: inout Canvas) {
    let clock = picture.clock
    var right: TextLine =
      "\(clock)   \(TiltIndicator.text(for: picture.tilt, glyphs: canvas.glyphs, unicode: canvas.capabilities.unicode))"
    var rightColumns = Canvas.columns(of: right)
    if canvas.width - rightColumns < 16 {
      right = "\(clock)   \(TiltIndicator.compactText(for: picture.tilt))"
      rightColumns = Canvas.columns(of: right)
    }
    let rightX = max(0, canvas.width - rightColumns)
    canvas.text(picture.title, x: 0, y: 0, style: .bold, columns: max(0, rightX - 1))
    canvas.text(right, x: rightX, y: 0)
  }
}
