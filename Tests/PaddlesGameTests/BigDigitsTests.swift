import ArcadeKit
import Drawing
import Testing

@testable import PaddlesGame

/// The score font: every digit, and numbers of one to three digits, as the screen shows them.
@Suite struct BigDigitsTests {
  /// `value` painted and drawn in half blocks, as text lines.
  static func drawn(_ value: Int) -> [String] {
    var canvas = Canvas(size: Size(width: BigDigits.width(of: value), height: BigDigits.height))
    var raster = HalfBlockRaster(cells: canvas.size)
    BigDigits.paint(value, atColumn: 0, row: 0, into: &raster, color: .gray)
    raster.draw(into: &canvas, at: 0, 0)
    return canvas.lines()
  }

  @Test func everyDigitReadsAsItself() {
    #expect(
      Self.drawn(1_234_567_890) == [
        "▄█  ▀▀█ ▀▀█ █ █ █▀▀ █▀▀ ▀▀█ █▀█ █▀█ █▀█",
        " █  █▀▀  ▀█ ▀▀█ ▀▀█ █▀█  ▄▀ █▀█ ▀▀█ █ █",
        "▀▀▀ ▀▀▀ ▀▀▀   ▀ ▀▀▀ ▀▀▀  ▀  ▀▀▀ ▀▀▀ ▀▀▀",
      ])
  }

  @Test(arguments: [(0, 3), (7, 3), (10, 7), (99, 7), (100, 11), (-5, 3)])
  func aNumberIsFourColumnsADigitLessOne(value: Int, width: Int) {
    #expect(BigDigits.width(of: value) == width)
    #expect(Self.drawn(value).first?.isEmpty == false)
  }
}
