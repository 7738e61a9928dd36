import ArcadeKit
import Drawing

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

  /// Each digit's pixels as bits, made once from `font`: row by row from the top, each row's
  /// three pixels from the left, the first pixel the highest bit.
  private static let bits: [UInt16] = font.map { rows in
    rows.joined().reduce(0) { bits, mark in bits << 1 | (mark == "#" ? 1 : 0) }
  }

  /// How many digits `value` is written with (0 and below: one, "0").
  static func digitCount(of value: Int) -> Int {
    var count = 1
    var rest = max(0, value)
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// Columns `value` takes (3 per digit, 1 between digits).
  static func width(of value: Int) -> Int {
    digitCount(of: value) * 4 - 1
  }

  /// Rows the digits take.
  static let height = 3

  /// Paints `value` with its top-left at cell (x, y) of a raster whose origin is cell (0, 0).
  /// (With no string made: this runs every frame.)
  static func paint(_ value: Int, atColumn x: Int, row y: Int, into raster: inout HalfBlockRaster, color: Color) {
    let value = max(0, value)
    var divisor = 1
    for _ in 1..<digitCount(of: value) { divisor *= 10 }
    var column = x
    while divisor > 0 {
      let pixels = bits[(value / divisor) % 10]
      for index in 0..<15 where pixels >> (14 - index) & 1 == 1 {
        raster[column + index % 3, y * 2 + index / 3] = color
      }
      column += 4
      divisor /= 10
    }
  }
}
