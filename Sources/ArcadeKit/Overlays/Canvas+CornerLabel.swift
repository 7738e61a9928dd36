extension Canvas {
  /// Writes `text` dim in a right-hand corner of the screen that is blank, the bottom one first
  /// (a label over a game: "practice: not ranked"), so it never covers what the game drew there
  /// (Lander's buttons, a status line); with neither corner free it is left out. Returns
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
    return false
  }
}
