import ArcadeKit

// MARK: - BigDigits

/// Scores in a 3 × 5 pixel font, drawn with half blocks so they read from across the room.
enum BigDigits {
  /// Pixel rows of each digit, `#` set.
  private static let font: [[String]] = [
    ["###", "# #", "# #", "# #", "###"],
    [" # ", "## ", " # ", " # ", "###"],
    ["###", "  #", "###", "#  ", "###"],
    ["###", "  #", " ##", "  #", "###"],
    ["# #", "# #", "###", "  #", "  #"],
    ["###", "#  ", "###", "  #", "###"],
    ["###", "#  ", "###", "# #", "###"],
    ["###", "  #", "  #", " # ", " # "],
    ["###", "# #", "###", "# #", "###"],
    ["###", "# #", "###", "  #", "###"],
  ]

  /// Columns `value` takes (3 per digit, 1 between digits).
  static func width(of value: Int) -> Int {
    let count = String(max(0, value)).count
    return count * 4 - 1
  }

  /// Rows the digits take.
  static let height = 3

  /// Paints `value` with its top-left at cell (x, y) of a raster whose origin is cell (0, 0).
  static func paint(_ value: Int, atColumn x: Int, row y: Int, into raster: inout HalfBlockRaster, color: Color) {
    var column = x
    for character in String(max(0, value)) {
      guard let digit = character.wholeNumberValue else { continue }
      for (py, line) in font[digit].enumerated() {
        for (px, mark) in line.enumerated() where mark == "#" {
          raster[column + px, y * 2 + py] = color
        }
      }
      column += 4
    }
  }
}
