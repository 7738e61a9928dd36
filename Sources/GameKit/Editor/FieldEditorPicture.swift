import ArcadeKit
import Drawing
import Levels

// MARK: - FieldEditorPicture

/// A kit editor's screen drawn from its model: the title, the field with its pieces and the
/// cursor, the panel (settings, the live check, the game's hints, the keys), the status line,
/// the last message, the hint line and, while asking, the name prompt.
public struct FieldEditorPicture<Level: EditableLevel> {
  /// What is being edited.
  var model: FieldEditorModel<Level>
  /// The save: where it writes, whether the file holds the level, the name prompt.
  var saving: EditorSaving<Level>
  /// The last line of feedback.
  var message: String
  /// The editor's keys.
  var keys: EditorKeyTable<FieldEditorAction>

  /// Columns the panel takes beside the field.
  static var panelWidth: Int { 32 }

  // MARK: - Layout

  /// The field's place on a screen of `size` (the mouse is hit-tested against the same layout);
  /// nil for a level with no field.
  public func layout(for size: Size) -> FieldLayout? {
    guard let field = model.level.fieldSize else { return nil }
    let panel = size.width >= 60 ? Self.panelWidth + 1 : 0
    let area = Rect(x: 1, y: 2, width: max(0, size.width - panel - 2), height: max(0, size.height - 6))
    return FieldLayout(width: field.width, height: field.height, in: area)
  }

  /// The cursor step nearest the cell at (`x`, `y`) of a screen of `size`; nil off the field.
  func step(atX x: Int, y: Int, on size: Size) -> (column: Int, row: Int)? {
    guard let layout = layout(for: size), layout.cells.contains(x: x, y: y) else { return nil }
    let point = layout.point(cellX: x, cellY: y)
    let step = model.step
    return (Int((point.x / step.x).rounded()), Int((point.y / step.y).rounded()))
  }

  // MARK: - Drawing

  /// Draws the whole screen.
  func render(into canvas: inout Canvas) {
    let g = canvas.glyphs
    let name = model.level.name.isEmpty ? "new \(Level.editorNoun.lowercased())" : model.level.name
    let title = "\(Level.editorNoun) editor \(g.emDash) \(name)"
    canvas.text(title, x: 0, y: 0, style: .bold)
    if let path = saving.target.existingPath {
      canvas.text("  " + path, x: Canvas.columns(of: title), y: 0, style: .dim)
    }
    let panelX: Int
    if let layout = layout(for: canvas.size) {
      let cells = layout.cells
      canvas.box(Rect(x: cells.x - 1, y: cells.y - 1, width: cells.width + 2, height: cells.height + 2))
      drawField(layout, into: &canvas)
      panelX = canvas.width >= 60 ? canvas.width - Self.panelWidth : canvas.width
    } else {
      panelX = 2
    }
    drawPanel(x: panelX, into: &canvas)
    canvas.text(statusLine(glyphs: g), x: 0, y: canvas.height - 3, style: .bold)
    canvas.text(message, x: 0, y: canvas.height - 2)
    canvas.text(keys.hintLine(separator: g.bullet, width: canvas.width), x: 0, y: canvas.height - 1, style: .dim)
    saving.drawNamePrompt(title: "Name this \(Level.editorNoun.lowercased())", into: &canvas)
  }

  /// `480×320 *modified | 7 pieces | (240, 160) | hole 2 radius 40 | CARRYING`
  func statusLine(glyphs: Glyphs) -> String {
    let state = model.isDirty ? "*modified" : saving.hasFile ? "saved" : "not saved yet"
    var parts: [String] = []
    if let size = model.level.fieldSize {
      parts.append("\(Self.number(size.width))\(glyphs.times)\(Self.number(size.height)) \(state)")
      let count = model.level.pieces.count
      parts.append("\(count) piece" + (count == 1 ? "" : "s"))
      let point = model.cursorPoint
      parts.append("(\(Self.number(point.x)), \(Self.number(point.y)))")
    } else {
      parts.append(state)
    }
    if let piece = model.chosenPiece {
      parts.append(([piece.name] + (piece.detail.isEmpty ? [] : [piece.detail])).joined(separator: " "))
    }
    if model.carrying { parts.append("CARRYING") }
    return parts.joined(separator: " | ")
  }

  /// A number as the status line shows it: as the level format writes it, to two decimals.
  static func number(_ value: Double) -> String {
    LevelNumber.format((value * 100).rounded() / 100)
  }

  private func drawField(_ layout: FieldLayout, into canvas: inout Canvas) {
    let unicode = canvas.capabilities.unicode
    let cells = layout.cells
    for x in cells.x..<cells.maxX {
      guard let top = model.level.groundHeight(atField: layout.point(cellX: x, cellY: cells.y).x) else { break }
      for y in cells.y..<cells.maxY where layout.point(cellX: x, cellY: y).y >= top {
        canvas[x, y] = Cell(unicode ? "▒" : ":", style: .dim)
      }
    }
    for shape in model.level.backdrop {
      fill(shape, layout: layout, with: unicode ? "·" : ".", style: .dim, into: &canvas)
    }
    let pieces = model.level.pieces
    let styles = pieces.indices.map { style(of: pieces[$0], at: $0) }
    // The areas first, then every piece's glyph over them, so no area hides a piece.
    for (piece, style) in zip(pieces, styles) {
      switch piece.shape {
      case .point: break
      case .disc: fill(piece.shape, layout: layout, with: unicode ? "░" : "+", style: style, into: &canvas)
      case .box: fill(piece.shape, layout: layout, with: unicode ? "▒" : "#", style: style, into: &canvas)
      }
    }
    for (piece, style) in zip(pieces, styles) {
      let anchor = piece.shape.anchor
      let cell = layout.cell(x: anchor.x, y: anchor.y)
      // The pieces' own glyphs are not all in the console's fonts: there, their ASCII ones.
      let glyph = canvas.capabilities.graphics ? piece.glyph : piece.asciiGlyph
      // `text` leaves bold off a glyph the bold font lacks.
      canvas.text(String(glyph), x: cell.x, y: cell.y, style: style.with(attributes: .bold))
    }
    let point = model.cursorPoint
    let cursor = layout.cell(x: point.x, y: point.y)
    let under = canvas[cursor.x, cursor.y]
    if under.scalar == " " {
      canvas[cursor.x, cursor.y] = Cell(model.carrying ? "*" : "+", style: Style(attributes: [.bold, .reverse]))
    } else {
      canvas.text(
        String(under.scalar), x: cursor.x, y: cursor.y, style: under.style.with(attributes: [.bold, .reverse]))
    }
  }

  /// The colours of `piece`, number `index`: its own; red and underlined where the check points
  /// (`EditorPiece.problemStyle`); reversed when chosen.
  private func style(of piece: EditorPiece, at index: Int) -> Style {
    var style = Style(foreground: piece.color ?? .default)
    if index == model.problem?.piece { style = EditorPiece.problemStyle }
    if index == model.chosen { style = style.with(attributes: .reverse) }
    return style
  }

  /// Fills the cells whose middles lie inside `shape`.
  private func fill(
    _ shape: EditorShape, layout: FieldLayout, with scalar: Unicode.Scalar, style: Style, into canvas: inout Canvas
  ) {
    let cells = layout.cells
    for y in cells.y..<cells.maxY {
      for x in cells.x..<cells.maxX {
        let point = layout.point(cellX: x, cellY: y)
        if shape.contains(x: point.x, y: point.y, tolerance: (0, 0)) {
          canvas[x, y] = Cell(scalar, style: style)
        }
      }
    }
  }

  // MARK: - The panel

  /// The panel's lines: the settings (the chosen one marked), the check, the hints, the keys.
  func panelLines(width: Int, glyphs: Glyphs, checkMarks: Bool) -> [(text: String, style: Style)] {
    var lines: [(String, Style)] = []
    let settings = model.level.settings
    if !settings.isEmpty {
      let how = model.level.fieldSize == nil ? "up/down choose, left/right change" : "t next, < > change"
      lines.append(("Settings (\(how))", .bold))
      for (index, setting) in settings.enumerated() {
        let mark = index == model.setting ? "\(glyphs.pointer)" : " "
        lines.append(("\(mark) \(setting.name): \(setting.value)", index == model.setting ? .bold : .plain))
      }
      lines.append(("", .plain))
    }
    if let problem = model.problem {
      lines.append(
        ((checkMarks ? "✗ " : "") + "Cannot be played yet:", Style(foreground: .brightRed, attributes: .bold)))
      lines += Canvas.wrap(problem.message, width: max(8, width)).map { ($0, Style(foreground: .brightRed)) }
    } else {
      lines.append(((checkMarks ? "✓ " : "") + "Plays: the game's check passes", Style(foreground: .brightGreen)))
    }
    lines += model.hints.flatMap { Canvas.wrap($0, width: max(8, width)) }.map { ($0, .dim) }
    lines.append(("", .plain))
    lines += keys.panelLines.map { ($0, .dim) }
    return lines
  }

  private func drawPanel(x: Int, into canvas: inout Canvas) {
    let width = canvas.width - x - 1
    guard width >= 12 else {
      // No room beside the field: the check alone, on the line above the status.
      let check = model.problem.map { "Cannot be played: " + $0.message } ?? "Plays."
      canvas.text(check, x: 0, y: canvas.height - 4, style: model.problem == nil ? .dim : .bold)
      return
    }
    let lines = panelLines(width: width, glyphs: canvas.glyphs, checkMarks: canvas.capabilities.graphics)
    for (index, line) in lines.enumerated() where 2 + index < canvas.height - 3 {
      canvas.text(line.text, x: x, y: 2 + index, style: line.style)
    }
  }
}
