extension Canvas {
  /// Writes `text` (dim, unless `style` says otherwise) in a right-hand corner of the screen
  /// that is blank, the bottom one first (a label over a game: "practice: not ranked", "1
  /// watching"), so it never covers what the game drew there (Lander's buttons, a status line).
  /// With neither corner blank, it goes into the top line of a box drawn along the top row,
  /// right-aligned before the box's corner, as a box's title would (Balls' field fills the
  /// screen); then into a box's line or a wall along the row one in from the top, the bottom
  /// row or the row one in from it, before the line's last cell (Paddles' walls, right under
  /// its scores); then to the right-hand end of the row one in from the bottom or the top,
  /// when blank (Maze's status and help lines fill both edges). With none of these it is left
  /// out. Returns whether it was written.
  @discardableResult
  public mutating func labelInFreeCorner(_ text: String, style: Style = .dim) -> Bool {
    let width = Canvas.columns(of: text)
    guard height > 2, width <= self.width else { return false }
    let x = self.width - width
    let blankCorner = { (canvas: Canvas, y: Int) in (x..<canvas.width).allSatisfy { canvas[$0, y].scalar == " " } }
    for y in [height - 1, 0] where blankCorner(self, y) {
      _ = self.text(text, x: x, y: y, style: style)
      return true
    }
    if let start = lineSpot(row: 0, width: width, ends: Self.topRightCorners) {
      _ = self.text(text, x: start, y: 0, style: style)
      return true
    }
    let ends = Self.topRightCorners.union(Self.bottomRightCorners).union(Self.horizontalLines)
    for y in [1, height - 1, height - 2] {
      guard let start = lineSpot(row: y, width: width, ends: ends) else { continue }
      _ = self.text(text, x: start, y: y, style: style)
      return true
    }
    for y in [height - 2, 1] where blankCorner(self, y) {
      _ = self.text(text, x: x, y: y, style: style)
      return true
    }
    return false
  }

  /// Where `width` columns of the line drawn along row `y` start, right-aligned before the
  /// line's last cell (one of `ends`: a box's corner, a wall's end), if the line is that long.
  private func lineSpot(row y: Int, width: Int, ends: Set<Unicode.Scalar>) -> Int? {
    var end = self.width - 1
    while end > 0, self[end, y].scalar == " " { end -= 1 }
    guard ends.contains(self[end, y].scalar), end - width >= 1,
      ((end - width)..<end).allSatisfy({ Self.horizontalLines.contains(self[$0, y].scalar) })
    else { return nil }
    return end - width
  }

  /// A box's top right corner, in Unicode and in ASCII.
  private static let topRightCorners: Set<Unicode.Scalar> = ["\u{2510}", "\u{2513}", "\u{2557}", "\u{256E}", "+"]
  /// A box's bottom right corner, in Unicode and in ASCII.
  private static let bottomRightCorners: Set<Unicode.Scalar> = ["\u{2518}", "\u{251B}", "\u{255D}", "\u{256F}", "+"]
  /// A box's horizontal line or a wall of half blocks, in Unicode and in ASCII.
  private static let horizontalLines: Set<Unicode.Scalar> = [
    "\u{2500}", "\u{2501}", "\u{2550}", "-", "\u{2580}", "\u{2584}",
  ]
}
