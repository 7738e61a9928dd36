import ArcadeKit
import Drawing
import GameKit
import Physics

// MARK: - PaddlesPainter

/// Draws a Paddles field from a `PaddlesPicture`: status line, walls, centre line, scores,
/// obstacles, paddles, puck and the panel between the paddles.
///
/// Every object keeps its own glyph so the field reads without colour and in ASCII: paddles
/// are solid blocks, obstacles shaded blocks, the puck the seed's square of braille dots (`O`
/// in ASCII), the centre line dotted, the scores big block digits. The cues read without
/// colour too: a wall that was hit turns solid, a point fills the field with light shade.
struct PaddlesPainter {
  let picture: PaddlesPicture
  let layout: PaddlesLayout

  static let paddleColors: [Color] = [.brightCyan, .brightMagenta]

  func draw(into canvas: inout Canvas) {
    let match = picture.match
    let viewport = layout.viewport
    let area = layout.fieldArea
    let unicode = canvas.capabilities.unicode
    let halfBlocks = canvas.capabilities.graphics
    let columns = layout.fieldColumns

    drawStatus(into: &canvas)

    // A point flashes the field: every cell of it light shade, under everything else (not with
    // reduced motion, which lights nothing up: the score tells the point).
    let flashes = !canvas.capabilities.reducedMotion
    /// The field's columns on `rows` rows from `row`.
    func across(from row: Int, rows: Int = 1) -> Rect {
      Rect(x: columns.lowerBound, y: row, width: columns.count, height: rows)
    }
    if flashes, picture.cues.flashing {
      let flash = Cell(canvas.glyphs.lightShade, style: Style(foreground: .brightWhite))
      canvas.fill(across(from: area.y, rows: area.height), with: flash)
    }

    // Walls: the puck bounces off these two rows; the one it just hit is solid for a moment.
    let wallStyle = Style(foreground: .gray)
    let litWall = Cell(canvas.glyphs.fullBlock, style: Style(foreground: .brightWhite))
    canvas.fill(
      across(from: layout.topWallRow),
      with: flashes && picture.cues.wallLit(top: true) ? litWall : Cell(halfBlocks ? "▄" : "=", style: wallStyle))
    canvas.fill(
      across(from: layout.bottomWallRow),
      with: flashes && picture.cues.wallLit(top: false) ? litWall : Cell(halfBlocks ? "▀" : "=", style: wallStyle))

    // Centre line, dotted so it never looks like a paddle.
    let centre = viewport.cell(x: SidewaysArena.width / 2, y: 0).column
    canvas.fill(
      Rect(x: centre, y: area.y, width: 1, height: area.height),
      with: Cell(unicode ? "┊" : ":", style: Style(foreground: .gray, attributes: .dim)))

    // Scores, then paddles, each in a raster no bigger than itself: this runs 60 times a second.
    let left = match.scores[0]
    let right = match.scores[1]
    drawDigits(left, column: centre - 3 - BigDigits.width(of: left), row: area.y + 1, into: &canvas)
    drawDigits(right, column: centre + 4, row: area.y + 1, into: &canvas)
    drawPaddles(into: &canvas)

    // Obstacles: every cell whose centre lies inside one is shaded.
    let obstacleCell = Cell(canvas.glyphs.mediumShade, style: Style(foreground: .yellow))
    for obstacle in match.arena.obstacles {
      let first = viewport.cell(x: obstacle.minX, y: obstacle.minY)
      let last = viewport.cell(x: obstacle.maxX, y: obstacle.maxY)
      var drawn = false
      for row in first.row...max(first.row, last.row) {
        for column in first.column...max(first.column, last.column) {
          let point = viewport.world(column: column, row: row)
          guard obstacle.contains(Vector2(x: point.x, y: point.y)) else { continue }
          canvas[column, row] = obstacleCell
          drawn = true
        }
      }
      // An obstacle thinner than a cell still shows, in the cell holding its centre.
      if !drawn {
        let middle = viewport.cell(x: obstacle.center.x, y: obstacle.center.y)
        canvas[middle.column, middle.row] = obstacleCell
      }
    }

    if picture.showsPuck { drawPuck(into: &canvas) }

    drawPanel(into: &canvas)
  }

  /// The puck: the seed's square, the same number of square braille dots each way at any size.
  private func drawPuck(into canvas: inout Canvas) {
    let puck = picture.match.puck
    let viewport = layout.viewport
    let centre = viewport.pixel(x: puck.center.x, y: puck.center.y)
    let side = max(1, Int((viewport.pixels(2 * puck.radius)).rounded()))
    let x0 = Int((centre.x - Double(side) / 2).rounded())
    let y0 = Int((centre.y - Double(side) / 2).rounded())
    let column0 = Int((Double(x0) / 2).rounded(.down))
    let row0 = Int((Double(y0) / 4).rounded(.down))
    let column1 = Int((Double(x0 + side) / 2).rounded(.up))
    let row1 = Int((Double(y0 + side) / 4).rounded(.up))
    var dots = BrailleRaster(
      cells: Size(width: max(1, column1 - column0), height: max(1, row1 - row0)), reusing: &canvas)
    for y in 0..<side {
      for x in 0..<side { dots.set(x: x0 - column0 * 2 + x, y: y0 - row0 * 4 + y, color: .brightYellow) }
    }
    dots.draw(into: &canvas, at: layout.fieldArea.x + column0, layout.fieldArea.y + row0, asciiGlyph: "O")
  }

  /// The two paddles, as solid half blocks in their players' colours (white for a moment after a
  /// hit, unless the player asked for reduced motion).
  func drawPaddles(into canvas: inout Canvas) {
    let flashes = !canvas.capabilities.reducedMotion
    for side in PlayerSlot.allCases {
      let (x0, y0, width, height) = paddleBlocks(side)
      var blocks = HalfBlockRaster(cells: Size(width: width, height: (y0 % 2 + height + 1) / 2), reusing: &canvas)
      blocks.fillRect(
        x: 0, y: y0 % 2, width: width, height: height,
        color: flashes && picture.cues.paddleLit(side) ? .brightWhite : PaddlesPainter.paddleColors[side.rawValue])
      blocks.draw(into: &canvas, at: layout.fieldArea.x + x0, layout.fieldArea.y + y0 / 2)
    }
  }

  /// A paddle in half-block pixels of the field: its top-left pixel and its size.
  private func paddleBlocks(_ side: PlayerSlot) -> (x: Int, y: Int, width: Int, height: Int) {
    let rect = picture.match.paddleRect(side)
    let topLeft = layout.viewport.pixel(x: rect.minX, y: rect.minY)
    let bottomRight = layout.viewport.pixel(x: rect.maxX, y: rect.maxY)
    // Dots are half a half-block pixel: halve, and keep at least one pixel each way.
    let x0 = Int((topLeft.x / 2).rounded())
    let x1 = Int((bottomRight.x / 2).rounded())
    let y0 = Int((topLeft.y / 2).rounded())
    let y1 = Int((bottomRight.y / 2).rounded())
    return (x0, y0, max(1, x1 - x0), max(1, y1 - y0))
  }

  /// The screen columns between the paddles, all rows: where the "Ready?" and "Game over"
  /// panels go, so both paddles stay in sight while they show (the paddles move up and down,
  /// never sideways). On a 40×12 screen that is 18 columns.
  func panelArea(screen: Size) -> Rect {
    let left = paddleBlocks(.one)
    let right = paddleBlocks(.two)
    let first = layout.fieldArea.x + left.x + left.width
    let end = layout.fieldArea.x + right.x
    return Rect(x: first, y: 0, width: max(0, end - first), height: screen.height)
  }

  /// Big score digits with their top-left cell at (column, row).
  private func drawDigits(_ value: Int, column: Int, row: Int, into canvas: inout Canvas) {
    var raster = HalfBlockRaster(
      cells: Size(width: BigDigits.width(of: value), height: BigDigits.height), reusing: &canvas)
    BigDigits.paint(value, atColumn: 0, row: 0, into: &raster, color: .gray)
    raster.draw(into: &canvas, at: column, row)
  }

  /// Both players' labels and points, with their keys where the line is wide enough for them.
  private func drawStatus(into canvas: inout Canvas) {
    let row = layout.statusRow
    var (left, right) = (picture.leftStatus, picture.rightStatus)
    // Each line measured once (the key labels' arrows are measured scalar by scalar).
    var (leftColumns, rightColumns) = (Canvas.columns(of: left), Canvas.columns(of: right))
    if let short = picture.shortStatus, leftColumns + 1 + rightColumns > canvas.width {
      (left, right) = short
      (leftColumns, rightColumns) = (Canvas.columns(of: left), Canvas.columns(of: right))
    }
    canvas.text(left, x: 0, y: row, style: Style(foreground: .brightCyan, attributes: .bold))
    let rightX = canvas.width - rightColumns
    canvas.text(right, x: rightX, y: row, style: Style(foreground: .brightMagenta, attributes: .bold))
    let centreColumns = Canvas.columns(of: picture.centreStatus)
    if rightX - leftColumns - 2 >= centreColumns {
      canvas.centeredText(picture.centreStatus, in: canvas.bounds, y: row, style: .dim, columns: centreColumns)
    }
  }

  /// The picture's panel between the paddles, in short lines so it fits there even on a
  /// 40×12 screen.
  private func drawPanel(into canvas: inout Canvas) {
    guard let panel = picture.panel else { return }
    let area = picture.panelCoversField ? canvas.bounds : panelArea(screen: canvas.size)
    canvas.centeredPanel(title: panel.title, lines: fitting(panel.lines, in: area), style: .bold, in: area)
  }

  /// `lines` without their blank lines when, wrapped to a panel in `area`, they would be more
  /// rows than the field has: on a 12-row screen the keys matter more than the spacing.
  private func fitting(_ lines: [String], in area: Rect) -> [String] {
    let width = max(1, area.width - 4)
    let rows = lines.reduce(0) { $0 + max(1, Canvas.wrap($1, width: width).count) }
    return rows <= layout.fieldArea.height ? lines : lines.filter { !$0.isEmpty }
  }
}
