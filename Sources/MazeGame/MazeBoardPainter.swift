import ArcadeKit
import Drawing
import Levels
import Physics

// MARK: - MazeBoardPainter

/// Draws a maze and its ball for play: walls as solid blocks, start and goal as shades (with
/// their letters when cells are large), one-way cells as their arrows, holes as `●` (`@` in
/// ASCII), doors as `·` open, `┄` about to shut and bold `≡` shut (`/`, `-` and `=` in ASCII),
/// the ball as round braille dots, or `O` in ASCII.
///
/// Nothing depends on colour: walls, the start (light shade, dim), the goal (medium shade,
/// bold), the hazards and the ball (dots or `O`) differ by glyph and attribute.
enum MazeBoardPainter {
  static let wallStyle = Style(foreground: .white)
  static let startStyle = Style(foreground: .cyan, attributes: .dim)
  static let goalStyle = Style(foreground: .brightGreen, attributes: .bold)
  static let ballStyle = Style(foreground: .brightYellow, attributes: .bold)
  static let oneWayStyle = Style(foreground: .cyan, attributes: .bold)
  static let holeStyle = Style(foreground: .red)
  static let doorStyle = Style(foreground: .magenta)
  /// The ghost of the best run: grey, drawn as a ring (an `o` in ASCII).
  static let ghostStyle = Style(foreground: .gray)

  // MARK: - Cells

  /// Draws every visible cell of `maze` as the layout places it, its doors as `doors` has them.
  static func drawCells(
    _ maze: MazeLevel, doors: MazeDoors = .open, layout: MazeBoardLayout, into canvas: inout Canvas
  ) {
    let glyphs = canvas.glyphs
    let visible = layout.gridRect
    guard !visible.isEmpty else { return }
    let firstColumn = max(0, (visible.x - layout.originX) / layout.cellColumns)
    let lastColumn = min(maze.width - 1, (visible.maxX - 1 - layout.originX) / layout.cellColumns)
    let firstRow = max(0, (visible.y - layout.originY) / layout.cellRows)
    let lastRow = min(maze.height - 1, (visible.maxY - 1 - layout.originY) / layout.cellRows)
    guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
    let wall = Cell(glyphs.fullBlock, style: wallStyle)
    for row in firstRow...lastRow {
      // A run of walls along the row is one fill (the cells are the same): this runs every frame.
      var wallsFrom: Int?
      for column in firstColumn...(lastColumn + 1) {
        let isWall = column <= lastColumn && maze[MazeLevel.Position(column: column, row: row)] == .wall
        if isWall, wallsFrom == nil { wallsFrom = column }
        guard !isWall else { continue }
        if let first = wallsFrom {
          let start = layout.rect(column: first, row: row)
          let run = Rect(x: start.x, y: start.y, width: (column - first) * layout.cellColumns, height: start.height)
          canvas.fill(run.intersection(layout.area), with: wall)
          wallsFrom = nil
        }
        guard column <= lastColumn else { break }
        let cell = maze[MazeLevel.Position(column: column, row: row)]
        switch cell {
        case .wall, .floor:
          break  // a wall is drawn with its run; a floor is blank
        case .start:
          let rect = layout.rect(column: column, row: row)
          canvas.fill(rect.intersection(layout.area), with: Cell(glyphs.lightShade, style: startStyle))
          label("S", in: rect, layout: layout, style: startStyle, into: &canvas)
        case .goal:
          let rect = layout.rect(column: column, row: row)
          canvas.fill(rect.intersection(layout.area), with: Cell(glyphs.mediumShade, style: goalStyle))
          label("G", in: rect, layout: layout, style: goalStyle, into: &canvas)
        case .oneWayRight, .oneWayLeft, .oneWayUp, .oneWayDown, .hole, .door:
          let rect = layout.rect(column: column, row: row)
          canvas.fill(rect.intersection(layout.area), with: hazard(cell, doors: doors, glyphs: glyphs))
        }
      }
    }
  }

  /// How a hazard's cell is filled: its arrow, a hole, or a door as `doors` has it.
  static func hazard(_ cell: MazeLevel.Cell, doors: MazeDoors, glyphs: Glyphs) -> Cell {
    switch cell.oneWay {
    case .right: return Cell(glyphs.arrowRight, style: oneWayStyle)
    case .left: return Cell(glyphs.arrowLeft, style: oneWayStyle)
    case .up: return Cell(glyphs.arrowUp, style: oneWayStyle)
    case .down: return Cell(glyphs.arrowDown, style: oneWayStyle)
    case nil: break
    }
    if cell == .hole { return Cell(glyphs.isUnicode ? "\u{25CF}" : "@", style: holeStyle) }
    switch doors {
    // In ASCII an open door is `/` (a door swung open): `.` is the start's fill there.
    case .open: return Cell(glyphs.isUnicode ? glyphs.middleDot : "/", style: doorStyle.with(attributes: .dim))
    case .closing: return Cell(glyphs.isUnicode ? "\u{2504}" : "-", style: doorStyle)
    case .shut: return Cell(glyphs.isUnicode ? "\u{2261}" : "=", style: doorStyle.with(attributes: .bold))
    }
  }

  /// Puts a letter in the middle of a cell when the cell has room for shade around it.
  private static func label(
    _ letter: Unicode.Scalar, in rect: Rect, layout: MazeBoardLayout, style: Style,
    into canvas: inout Canvas
  ) {
    guard layout.cellColumns >= 4 else { return }
    let x = rect.x + (rect.width - 1) / 2
    let y = rect.y + (rect.height - 1) / 2
    guard layout.area.contains(x: x, y: y) else { return }
    canvas[x, y] = Cell(letter, style: style.with(attributes: .reverse))
  }

  // MARK: - Ball

  /// Draws the ball: braille dots within its circle (sub-cell, round), or `O` in ASCII; a ghost
  /// (the best run's ball) as a grey ring, or `o`.
  static func drawBall(_ ball: CircleBody, layout: MazeBoardLayout, into canvas: inout Canvas, ghost: Bool = false) {
    let area = layout.area
    let style = ghost ? ghostStyle : ballStyle
    if !canvas.capabilities.graphics {
      let x = layout.originX + Int((ball.position.x / MazePhysics.cellSize * Double(layout.cellColumns)).rounded(.down))
      let y = layout.originY + Int((ball.position.y / MazePhysics.cellSize * Double(layout.cellRows)).rounded(.down))
      if area.contains(x: x, y: y) { canvas[x, y] = Cell(ghost ? "o" : "O", style: style) }
      return
    }
    let centerX = ball.position.x * layout.dotsPerUnitX + Double((layout.originX - area.x) * 2)
    let centerY = ball.position.y * layout.dotsPerUnitY + Double((layout.originY - area.y) * 4)
    let radiusX = ball.radius * layout.dotsPerUnitX
    let radiusY = ball.radius * layout.dotsPerUnitY
    guard centerX.isFinite, centerY.isFinite, radiusX.isFinite, radiusY.isFinite,
      abs(centerX) + radiusX < 1e9, abs(centerY) + radiusY < 1e9
    else { return }
    var painted = false
    let top = Int((centerY - radiusY).rounded(.down))
    let bottom = Int((centerY + radiusY).rounded(.up))
    let left = Int((centerX - radiusX).rounded(.down))
    let right = Int((centerX + radiusX).rounded(.up))
    // A raster of the cells the ball's dots can fall in (within the board), not of the board:
    // this runs every frame. Dots are then counted from its top-left cell.
    let firstColumn = max(0, left >> 1)
    let firstRow = max(0, top >> 2)
    let columns = min(area.width, (right >> 1) + 1) - firstColumn
    let rows = min(area.height, (bottom >> 2) + 1) - firstRow
    guard columns > 0, rows > 0 else { return }
    let (shiftX, shiftY) = (firstColumn * 2, firstRow * 4)
    var raster = BrailleRaster(cells: Size(width: columns, height: rows), reusing: &canvas)
    if top <= bottom, left <= right, radiusX > 0, radiusY > 0 {
      for y in top...bottom {
        for x in left...right {
          let dx = (Double(x) + 0.5 - centerX) / radiusX
          let dy = (Double(y) + 0.5 - centerY) / radiusY
          // The ghost is a ring (its outline only), so it differs from the ball without colour.
          let distance = dx * dx + dy * dy
          if distance <= 1, !ghost || distance >= 0.3 {
            raster.set(x: x - shiftX, y: y - shiftY, color: style.foreground)
            painted = true
          }
        }
      }
    }
    if !painted {
      raster.set(
        x: Int(centerX.rounded(.down)) - shiftX, y: Int(centerY.rounded(.down)) - shiftY, color: style.foreground)
    }
    raster.draw(into: &canvas, at: area.x + firstColumn, area.y + firstRow)
  }
}
