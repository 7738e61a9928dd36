/// A piece of text drawn into a canvas in plain mode: where, by which layer, and what it showed
/// as drawn (`Canvas.textRuns`). Plain mode reads the runs still showing in the finished frame
/// (`Canvas.readableLines(skippingLayer:from:)`), so what an overlay covered is not read.
public struct TextRun: Hashable, Sendable {
  /// The row it was drawn on.
  public var row: Int
  /// The columns it took, clipped to the canvas.
  public var columns: Range<Int>
  /// The layer that drew it (`Canvas.textLayer`).
  public var layer: Int
  /// Whether it is a panel's (`Canvas.centeredPanel`): read even in a narrated layer.
  public var panel: Bool
  /// The characters its cells showed right after it was drawn.
  public var text: String
}

extension Canvas {
  /// Notes the text just drawn on row `y` from column `start` to `end`.
  mutating func noteText(y: Int, from start: Int, to end: Int) {
    let columns = max(start, 0)..<min(end, width)
    guard y >= 0, y < height, !columns.isEmpty else { return }
    textRuns.append(
      TextRun(row: y, columns: columns, layer: textLayer, panel: textIsPanel, text: shown(row: y, columns: columns)))
  }

  /// The characters the cells of `columns` on row `y` show (a wide character's second cell
  /// adds nothing).
  func shown(row y: Int, columns: Range<Int>) -> String {
    var text = ""
    for x in columns where !self[x, y].isContinuation { text.unicodeScalars.append(self[x, y].scalar) }
    return text
  }
}
