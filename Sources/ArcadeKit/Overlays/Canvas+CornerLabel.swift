extension Canvas {
  /// Writes `text` dim in a right-hand corner of the screen that is blank, the bottom one first
  /// (a label over a game: "practice: not ranked"), so it never covers what the game drew there
  /// (Lander's buttons, a status line). With neither corner blank, it goes into the top line of
  /// a box drawn along the top row, right-aligned before the box's corner, as a box's title
  /// would (Balls' field fills the screen); with no such line either it is left out. Returns
  /// whether it was written.
  @discardableResult
  public mutating func labelInFreeCorner(_ text: String) -> Bool {
    let width = Canvas.columns(of: text)
    guard height > 2, width <= self.width else { return false }
    let x = self.width - width
    for y in [height - 1, 0] where (x..<self.width).allSatisfy({ self[$0, y].scalar == " " }) {
      _ = self.text(text, x: x, y: y, style: .dim)
      return true
    }
    // The top border of a box: blanks to its right, its corner, and line before it.
    var corner = self.width - 1
    while corner > 0, self[corner, 0].scalar == " " { corner -= 1 }
    guard Self.topRightCorners.contains(self[corner, 0].scalar), corner - width >= 1,
      ((corner - width)..<corner).allSatisfy({ Self.horizontalLines.contains(self[$0, 0].scalar) })
    else { return false }
    _ = self.text(text, x: corner - width, y: 0, style: .dim)
    return true
  }

  /// A box's top right corner, in Unicode and in ASCII.
  private static let topRightCorners: Set<Unicode.Scalar> = ["\u{2510}", "\u{2513}", "\u{2557}", "\u{256E}", "+"]
  /// A box's horizontal line, in Unicode and in ASCII.
  private static let horizontalLines: Set<Unicode.Scalar> = ["\u{2500}", "\u{2501}", "\u{2550}", "-"]
}
