extension Canvas {
  /// Draws a framed panel with `lines` centred on the canvas and returns its rectangle.
  ///
  /// Lines wider than `area` (the whole canvas unless given) are wrapped; on a tiny screen the
  /// panel is clipped, never garbled. With `.leading` alignment every line starts at the same
  /// column, so a table keeps its columns; the panel stays centred in `area`. The title and
  /// lines are data (messages, board titles), so their symbols are mapped to the canvas's glyphs.
  /// While `drawsPanels` is false nothing is drawn (an overlay has taken the panel's place); the
  /// rectangle is still returned.
  @discardableResult
  public mutating func centeredPanel(
    title: String?, lines: [String], style: Style = .plain, alignment: PanelAlignment = .centered,
    in area: Rect? = nil
  ) -> Rect {
    let area = area?.intersection(bounds) ?? bounds
    let maxInner = max(1, area.width - 4)
    let title = title.map(glyphs.adapted)
    var body: [String] = []
    for line in lines.map(glyphs.adapted) {
      // Only lines too wide are re-flowed, so the spacing of lines that fit is kept.
      if Canvas.columns(of: line) <= maxInner { body.append(line) } else { body += Canvas.wrap(line, width: maxInner) }
    }
    let innerWidth = min(maxInner, max(body.map(Canvas.columns(of:)).max() ?? 0, Canvas.columns(of: title ?? "") + 2))
    let rect = area.centered(Size(width: innerWidth + 4, height: body.count + 2))
    guard drawsPanels else { return rect }
    // Plain mode reads a game's panels (its "Ready?", its goal), though not the rest it draws.
    let wasPanel = textIsPanel
    textIsPanel = true
    defer { textIsPanel = wasPanel }
    box(rect, title: title, style: style)
    for (row, line) in body.enumerated() where row + 1 < rect.height - 1 {
      switch alignment {
      case .centered: centeredText(line, in: rect.inset(by: 1), y: rect.y + 1 + row, style: style)
      case .leading: text(line, x: rect.x + 2, y: rect.y + 1 + row, style: style)
      }
    }
    return rect
  }
}
