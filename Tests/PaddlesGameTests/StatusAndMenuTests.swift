import ArcadeKit
import Drawing
import TestSupport
import Testing

@testable import PaddlesGame

/// The status line keeps both scores at the smallest size, the puck is the seed's square, and
/// the menu chooses how many points win.
@Suite struct StatusAndMenuTests {
  @Test func theStatusLineKeepsBothScoresAt40x12() {
    var driver = SceneDriver(PaddlesScene(options: PaddlesOptions(players: 1, seed: 5)))
    driver.press(.character(" "))
    let canvas = driver.render(Size(width: 40, height: 12))
    #expect(canvas.lines()[0] == "Player 1: 0         Computer (normal): 0", "\(canvas.plainText)")
  }

  @Test func thePuckIsASquareOfDots() {
    var driver = SceneDriver(PaddlesScene(options: PaddlesOptions(players: 2, seed: 5)))
    driver.press(.character(" "))
    driver.step(40)
    for size in [Size(width: 80, height: 24), Size(width: 200, height: 60), Size(width: 40, height: 12)] {
      let canvas = driver.render(size)
      var dots: [(x: Int, y: Int)] = []
      for row in 0..<size.height {
        for column in 0..<size.width {
          let value = canvas[column, row].scalar.value
          guard (0x2801...0x28FF).contains(value) else { continue }
          let bits = value - 0x2800
          let places = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]
          for (bit, place) in places.enumerated() where bits & (1 << bit) != 0 {
            dots.append((column * 2 + place.0, row * 4 + place.1))
          }
        }
      }
      let xs = dots.map(\.x)
      let ys = dots.map(\.y)
      let width = (xs.max() ?? 0) - (xs.min() ?? 0) + 1
      let height = (ys.max() ?? 0) - (ys.min() ?? 0) + 1
      #expect(!dots.isEmpty)
      #expect(dots.count == width * height, "\(size.width)×\(size.height): a filled rectangle of dots")
      #expect(abs(width - height) <= 1, "\(size.width)×\(size.height): square, \(width)×\(height) dots")
    }
  }

  @Test func theMenuChoosesThePointsToWin() {
    var menu = SceneDriver(PaddlesMenuScene(arenas: [.classic], options: PaddlesOptions(seed: 1)))
    #expect(menu.render(Size(width: 80, height: 24)).plainText.contains("First to: ← 3 →"))
    menu.press(.up, .right)
    #expect(menu.scene.options.winScore == 5)
    #expect(menu.render(Size(width: 80, height: 24)).plainText.contains("First to: ← 5 →"))
    menu.press(.left, .left)
    #expect(menu.scene.options.winScore == 21, "it wraps round: 3, 5, 7, 11, 21")
  }
}
