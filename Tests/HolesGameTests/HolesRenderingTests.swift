import ArcadeKit
import Levels
import TestSupport
import Testing

@testable import HolesGame

/// What the player sees: every object readable without colour and in ASCII.
@Suite struct HolesRenderingTests {
  static func scene(_ table: HolesTable = TestTables.original) -> HolesScene {
    HolesScene(tables: HolesTables(tables: [table]), seed: 3)
  }

  @Test func asciiMonochromeStartScreen() {
    let canvas = SceneDriver(Self.scene()).render(Size(width: 40, height: 12), capabilities: .minimal)
    let expected = """
       HOLES  Score: 0  Balls: 3  Table 1/1: O
             +------------------------+
             |F   ++  .   .   . ++.   |
             |  .+@@+   .   .  +@@+ . |
             |.  +++  .   .   . +++   |
             |  .   .   +@@+.   .   . |
             |.   .   . +@@+  .   .   |
             |  .+++.   .   .   +++ . |
             |.  +@@+ .   .   .+@@+   |
             |  . ++.   .   .   ++  .O|
             +------------------------+
       Tilt: level   arrows tilt  Space level
      """
    #expect(TextSnapshot.difference(canvas, expected) == nil, "\(canvas.plainText)")
  }

  @Test func everyObjectHasItsOwnGlyphInUnicode() {
    let canvas = SceneDriver(Self.scene()).render(Size(width: 80, height: 24), capabilities: .full)
    let text = canvas.plainText
    #expect(text.contains("▶"))
    #expect(text.contains("Score: 0"))
    #expect(text.contains("Balls: 3"))
    #expect(text.contains("Tilt: level"))
    // The holes are solid discs as wide as their pull: no braille rings.
    #expect(text.contains("███"))
    #expect(!text.unicodeScalars.contains { $0.value >= 0x2801 && $0.value <= 0x28FF })
  }

  @Test func tableIsGreenHolesBlackBallYellowInColour() {
    let canvas = SceneDriver(Self.scene()).render(Size(width: 80, height: 24), capabilities: .full)
    let cells = canvas.cells
    #expect(cells.contains { $0.style.background == .green })
    #expect(cells.contains { $0.style.foreground == .black && "▀▄█".unicodeScalars.contains($0.scalar) })
    #expect(cells.contains { $0.style.foreground == .brightYellow })
  }

  @Test func tiltIndicatorShowsStepsWithArrows() {
    var driver = SceneDriver(Self.scene())
    driver.press(.left, .left, .up)
    #expect(TextSnapshot.contains(driver.render(Size(width: 80, height: 24)), "Tilt: ←2 ↑1"))
    #expect(TextSnapshot.contains(driver.render(Size(width: 80, height: 24), capabilities: .minimal), "Tilt: <2 ^1"))
  }

  @Test func wallsAreDrawnWithHashes() {
    let canvas = SceneDriver(Self.scene(TestTables.walled)).render(Size(width: 80, height: 24), capabilities: .minimal)
    let column = canvas.lines().dropFirst(2).prefix(20).map { line in line.filter { $0 == "#" }.count }
    #expect(column.allSatisfy { $0 >= 1 })
  }
}
