import ArcadeKit
import Drawing
import GameKit
import Levels

// MARK: - MazeEditorPicture

/// The Maze editor's screen drawn from its model: the title, the grid with the cursor, the key
/// panel, the status line, the last message, the hint line and, while asking, the name prompt.
struct MazeEditorPicture {
  /// What is being edited.
  var model: MazeEditorModel
  /// The save: where it writes (the title shows a file's path), whether the file holds the
  /// saved grid, and the name prompt.
  var saving: EditorSaving<MazeLevel>
  /// The last line of feedback.
  var message: String

  /// Columns the key panel takes beside the grid when there is room.
  static let panelWidth = 30

  // MARK: - Layout

  /// The grid's layout on a screen of `size` (the mouse is hit-tested against the same layout).
  func layout(for size: Size) -> MazeBoardLayout {
    let needed = model.grid.width * 2 + 2
    let panel = size.width - needed >= Self.panelWidth + 1 ? Self.panelWidth + 1 : 0
    let frame = Rect(x: 0, y: 1, width: size.width - panel, height: size.height - 4)
    return MazeBoardLayout(
      gridWidth: model.grid.width, gridHeight: model.grid.height, area: frame.inset(by: 1),
      focus: model.cursor, maxScale: 1)
  }

  // MARK: - Drawing

  /// Draws the whole screen.
  func render(into canvas: inout Canvas) {
    let g = canvas.glyphs
    let layout = self.layout(for: canvas.size)
    let title = "Maze editor \(g.emDash) " + (model.name.isEmpty ? "new maze" : model.name)
    canvas.text(title, x: 0, y: 0, style: .bold)
    if let path = saving.target.existingPath {
      canvas.text("  " + path, x: Canvas.columns(of: title), y: 0, style: .dim)
    }
    let grid = layout.gridRect
    canvas.box(Rect(x: grid.x - 1, y: grid.y - 1, width: grid.width + 2, height: grid.height + 2))
    drawCells(layout: layout, into: &canvas)
    drawPanel(besides: grid, into: &canvas)
    canvas.text(
      statusLine(glyphs: g, checkMarks: canvas.capabilities.graphics), x: 0, y: canvas.height - 3, style: .bold)
    canvas.text(message, x: 0, y: canvas.height - 2)
    canvas.text(
      MazeEditorKey.hintLine(separator: g.bullet, width: canvas.width), x: 0, y: canvas.height - 1, style: .dim)
    saving.drawNamePrompt(title: "Name this maze", into: &canvas)
  }

  /// `12×12 *modified | start yes | goal yes | path 18 moves | (3,4) | PAINT walls`
  func statusLine(glyphs: Glyphs, checkMarks: Bool) -> String {
    let grid = model.grid
    let yes = checkMarks ? "✓" : "yes"
    let no = checkMarks ? "✗" : "no"
    let state = model.isDirty ? " *modified" : saving.hasFile ? " saved" : " not saved yet"
    var parts = [model.sizeText(times: glyphs.times) + state]
    parts.append("start " + (grid.start != nil ? yes : no))
    parts.append("goal " + (grid.goal != nil ? yes : no))
    if let moves = grid.shortestPath {
      parts.append("path \(moves) move" + (moves == 1 ? "" : "s"))
    } else if grid.start != nil, grid.goal != nil {
      parts.append("goal UNREACHABLE")
    } else {
      parts.append("no path")
    }
    parts.append("(\(model.cursor.column + 1),\(model.cursor.row + 1))")
    switch model.paint {
    case .off: break
    case .walls: parts.append("PAINT walls")
    case .floor: parts.append("PAINT erase")
    }
    return parts.joined(separator: " | ")
  }

  private func drawCells(layout: MazeBoardLayout, into canvas: inout Canvas) {
    let wall: Unicode.Scalar = canvas.capabilities.unicode ? "█" : "#"
    let visible = layout.gridRect
    guard !visible.isEmpty else { return }
    for row in 0..<model.grid.height {
      for column in 0..<model.grid.width {
        let rect = layout.rect(column: column, row: row)
        guard visible.contains(x: rect.x, y: rect.y) else { continue }
        let position = MazeLevel.Position(column: column, row: row)
        let atCursor = position == model.cursor
        var first: Unicode.Scalar = " "
        var second: Unicode.Scalar = " "
        var style = Style.plain
        switch model.grid[position] {
        case .wall:
          (first, second) = atCursor ? ("[", "]") : (wall, wall)
          style = atCursor ? Style(attributes: [.reverse, .bold]) : MazeBoardPainter.wallStyle
        case .floor:
          (first, second) = atCursor ? ("[", "]") : (" ", " ")
          style = atCursor ? .bold : .plain
        case .start:
          (first, second) = ("S", atCursor ? "]" : " ")
          style = Style(foreground: .cyan, attributes: .bold)
        case .goal:
          (first, second) = ("G", atCursor ? "]" : " ")
          style = Style(foreground: .brightGreen, attributes: [.bold, .reverse])
        case .oneWayRight, .oneWayLeft, .oneWayUp, .oneWayDown, .hole, .door:
          // As play draws them (a door shut, so it shows), a `]` after the one under the cursor.
          let drawn = MazeBoardPainter.hazard(model.grid[position], doors: .shut, glyphs: canvas.glyphs)
          (first, second) = (drawn.scalar, atCursor ? "]" : drawn.scalar)
          style = atCursor ? drawn.style.with(attributes: .reverse) : drawn.style
        }
        canvas[rect.x, rect.y] = Cell(first, style: style)
        if visible.contains(x: rect.x + 1, y: rect.y) { canvas[rect.x + 1, rect.y] = Cell(second, style: style) }
      }
    }
  }

  private func drawPanel(besides grid: Rect, into canvas: inout Canvas) {
    let x = grid.maxX + 3
    guard canvas.width - x >= Self.panelWidth - 2 else { return }
    for (index, line) in MazeEditorKey.panelLines.enumerated() where 1 + index < canvas.height - 3 {
      canvas.text(line, x: x, y: 1 + index, style: .dim)
    }
  }
}
