import Levels
import Testing

@testable import LanderGame

/// The level format: what a file says, checked with located errors, and written back the same.
@Suite struct LanderLevelTests {
  static let good = """
    game: lander
    name: Test
    point: 0 150
    point: 100 180
    point: 130 180
    point: 320 150
    pad: 100 130 2
    """

  static func read(_ text: String) throws(LevelError) -> LanderLevel {
    try LanderLevel(document: LevelParser.parse(text: text, path: "t.level"), path: "t.level")
  }

  static func error(_ text: String) -> String? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func aGoodLevelReadsWithItsDefaultsAndWritesBackTheSame() throws {
    let level = try Self.read(Self.good)
    #expect(level.gravity == 1.62 && level.fuel == 800 && level.start == .init(x: 40, y: 20))
    #expect(level.pads == [.init(left: 100, right: 130, y: 180, multiplier: 2)])
    #expect(try Self.read(level.canonicalText) == level)
    #expect(level.groundHeight(at: 50) == 165)
  }

  /// Each case changes one line of the good level (`from` → `to`) and names the error.
  @Test(arguments: [
    (
      "pad: 100 130 2", "pad: 100 131 2",
      "t.level:7:6: error: a pad lies between two neighbouring points: no points at x 100 and 131"
    ),
    ("point: 130 180", "point: 130 175", "t.level:7:6: error: a pad is flat: its points are at heights 180 and 175"),
    (
      "point: 130 180\npoint: 320 150\npad: 100 130 2", "point: 105 180\npoint: 320 150\npad: 100 105 2",
      "t.level:7:6: error: a pad is at least 12 m wide (the ship is 10 m)"
    ),
    (
      "point: 320 150", "point: 300 150",
      "t.level:6:8: error: the terrain ends at the right edge: the last point's x must be 320"
    ),
    (
      "point: 0 150", "point: 5 150",
      "t.level:3:8: error: the terrain starts at the left edge: the first point's x must be 0"
    ),
    (
      "name: Test", "name: Test\nstart: 115 178",
      "t.level:3:8: error: the ship starts too low: at least 15 m above the ground, here 2 m"
    ),
    (
      "name: Test", "name: Test\nstart: 115 190",
      "t.level:3:8: error: the ship starts under the ground: at least 15 m above it (at x 115 the ground is at y 180)"
    ),
    ("name: Test", "name: Test\ngravity: 9", "t.level:3:10: error: 'gravity' must be from 0.5 to 5, found 9"),
  ])
  func aBadLevelIsRefusedWhereItIsWrong(_ from: String, _ to: String, _ expected: String) {
    #expect(Self.error(Self.good.replacingFirst(from, with: to)) == expected)
  }

  @Test func everyShippedLevelReadsAndThereAreSix() throws {
    #expect(try LanderPilotTests.shipped().count == 6)
  }
}

extension String {
  /// The text with the first `target` replaced.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    var copy = self
    copy.replaceSubrange(range, with: replacement)
    return copy
  }
}
