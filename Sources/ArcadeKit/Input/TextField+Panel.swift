import Drawing

// MARK: - A text field in a centred panel

extension TextField {
  /// The field as one block of fixed width, to centre like every other line of a panel:
  /// `[ `, the text around the cursor padded to `inside` columns, ` ]`; and its view.
  public func boxedLine(inside: Int) -> (line: String, view: View) {
    let view = view(width: inside)
    return ("[ " + view.text.padded(to: inside) + " ]", view)
  }
}

extension Canvas {
  /// Shows a field's selection and cursor (reversed) on `line`, the panel's line at `row`
  /// (0: the first inside the frame), which centred it; the field's text starts after the
  /// line's two-column opening (`[ `, `> `).
  public mutating func markField(_ view: TextField.View, line: String, row: Int, of panel: Rect) {
    let inner = panel.inset(by: 1)
    let textX = inner.x + max(0, (inner.width - Canvas.columns(of: line)) / 2) + 2
    if view.selectedColumns > 0 {
      restyle(Rect(x: textX, y: inner.y + row, width: view.selectedColumns, height: 1)) {
        $0.attributes.formUnion(.reverse)
      }
    }
    if view.cursorInside {
      restyle(Rect(x: textX + view.cursorColumn, y: inner.y + row, width: 1, height: 1)) {
        $0.attributes.formUnion(.reverse)
      }
    }
  }
}
