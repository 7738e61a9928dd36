import Foundation
import Levels
import Testing

@testable import PortalsGame

/// The level format: every shipped file reads and writes back the same; a written level leaves
/// out what is the default; a level that cannot be played is refused where it is wrong.
@Suite struct PortalsLevelTests {
  static let good = """
    game: portals
    name: Test
    red: 20 100
    cyan: 300 100
    """

  static func read(_ text: String) throws(LevelError) -> PortalsLevel {
    try PortalsLevel(document: LevelParser.parse(text: text, path: "t.level"), path: "t.level")
  }

  static func error(_ text: String) -> String? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return error.description
    }
  }

  /// What the format expects when there are too few portals.
  static let portalLines =
    "two to four portals, one line per colour: 'red: x y', 'cyan: x y', 'yellow: x y', 'magenta: x y'"

  // MARK: - Reading and writing

  @Test func aGoodLevelReadsWithItsDefaults() throws {
    let level = try Self.read(Self.good)
    #expect(level.name == "Test")
    #expect(level.portals == [.init(.red, x: 20, y: 100), .init(.cyan, x: 300, y: 100)])
    #expect(level.drain == 4 && level.spawn == 2 && level.power == 100)
    #expect(level.deliver == 30 && level.pull == 6)
  }

  /// Every shipped level's canonical text is its file without the comments (the files are
  /// written in canonical order), and it reads back to the same level.
  @Test func everyShippedLevelWritesItsCanonicalTextAndReadsItBack() throws {
    let folder = PortalsPilotTests.folder
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".level") }.sorted()
    #expect(names.count == 5)
    for name in names {
      let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
      let level = try PortalsLevel(document: LevelParser.parse(text: text, path: name), path: name)
      let fields = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
      #expect(level.canonicalText == fields.joined(separator: "\n") + "\n", "\(name)")
      #expect(try Self.read(level.canonicalText) == level, "\(name)")
    }
    #expect(try PortalsPilotTests.shipped().map(\.portals.count) == [2, 2, 2, 3, 4])
  }

  /// The defaults (drain 4, a planet every 2 s, full power) are not written, even when a file
  /// spells them out; what differs from them is; portals are written in colour order.
  @Test func theDefaultsAreLeftOutWhenWriting() throws {
    let spelled = try Self.read(
      """
      game: portals
      name: Spelled
      cyan: 300 100
      red: 20 100
      drain: 4
      spawn: 2
      power: 100
      """)
    #expect(spelled.canonicalText == "game: portals\nname: Spelled\nred: 20 100\ncyan: 300 100\n")
    let made = PortalsLevel(
      name: "Made", portals: [.init(.magenta, x: 18, y: 100), .init(.yellow, x: 160, y: 182.5)], power: 80)
    #expect(made.canonicalText == "game: portals\nname: Made\nyellow: 160 182.5\nmagenta: 18 100\npower: 80\n")
    #expect(try Self.read(made.canonicalText) == made)
    let rates = PortalsLevel(name: "Rates", portals: made.portals, drain: 2.5, spawn: 0.5, power: 100)
    #expect(
      rates.canonicalText == "game: portals\nname: Rates\nyellow: 160 182.5\nmagenta: 18 100\ndrain: 2.5\nspawn: 0.5\n")
  }

  /// The limits themselves are allowed: a portal on the world's edge margin, 40 from an edge,
  /// two portals exactly 52 apart, the rates at their ends.
  @Test func theLimitsThemselvesAreAllowed() throws {
    let level = try Self.read(
      """
      game: portals
      name: Limits
      red: 14 14
      cyan: 40 100
      yellow: 40 152
      magenta: 306 186
      drain: 20
      spawn: 0.5
      power: 20
      """)
    #expect(level.portals.count == 4 && level.drain == 20 && level.spawn == 0.5 && level.power == 20)
  }

  /// The planets that save the galaxy and the portals' pull: read, written back, refused out
  /// of range with what is allowed.
  @Test func thePlanetsToDeliverAndThePullReadAndWriteBack() throws {
    let level = try Self.read(Self.good + "\ndeliver: 45\npull: 12.5")
    #expect(level.deliver == 45 && level.pull == 12.5)
    #expect(try Self.read(level.canonicalText) == level)
    #expect(level.canonicalText.contains("deliver: 45\npull: 12.5"))
    #expect(try Self.read(Self.good + "\npull: 0").pull == 0)
    let tooMany = try #require(Self.error(Self.good + "\ndeliver: 501"))
    #expect(tooMany.contains("t.level:5") && tooMany.contains("1") && tooMany.contains("500"), "\(tooMany)")
    let fraction = try #require(Self.error(Self.good + "\ndeliver: 2.5"))
    #expect(fraction.contains("t.level:5"), "\(fraction)")
    let strong = try #require(Self.error(Self.good + "\npull: 41"))
    #expect(strong.contains("t.level:5") && strong.contains("40"), "\(strong)")
  }

  // MARK: - Errors

  /// Each case changes one part of the good level (`from` → `to`) and names the error, where it is.
  @Test(arguments: [
    // One portal only: at that portal's line.
    ("\ncyan: 300 100", "", "t.level:3:6: error: a level needs at least two portals (\(portalLines))"),
    ("red: 20 100\n", "", "t.level:3:7: error: a level needs at least two portals (\(portalLines))"),
    // No portal at all: at the top of the header.
    (
      "red: 20 100\ncyan: 300 100", "drain: 3",
      "t.level:1:1: error: a level needs at least two portals (\(portalLines))"
    ),
    // A portal not along an edge.
    (
      "red: 20 100", "red: 160 100",
      "t.level:3:6: error: a portal sits along an edge: its centre must be within 40 of one"
        + " (x at most 40 or at least 280, or y at most 40 or at least 160)"
    ),
    (
      "red: 20 100", "red: 41 60",
      "t.level:3:6: error: a portal sits along an edge: its centre must be within 40 of one"
        + " (x at most 40 or at least 280, or y at most 40 or at least 160)"
    ),
    // A portal partly outside the world: its centre at least its radius (14) in.
    ("red: 20 100", "red: 10 100", "t.level:3:6: error: 'red x' must be from 14 to 306, found 10"),
    ("cyan: 300 100", "cyan: 300 190", "t.level:4:11: error: 'cyan y' must be from 14 to 186, found 190"),
    ("cyan: 300 100", "cyan: 310 100", "t.level:4:7: error: 'cyan x' must be from 14 to 306, found 310"),
    // Two portals too close: at the later colour's line.
    (
      "cyan: 300 100", "cyan: 20 140",
      "t.level:4:7: error: the cyan portal is too close to the red one: centres at least 52 apart,"
        + " so a planet passes between them"
    ),
    // Rates out of range.
    ("name: Test", "name: Test\ndrain: 25", "t.level:3:8: error: 'drain' must be from 0.5 to 20, found 25"),
    ("name: Test", "name: Test\ndrain: 0.4", "t.level:3:8: error: 'drain' must be from 0.5 to 20, found 0.4"),
    ("name: Test", "name: Test\nspawn: 0.2", "t.level:3:8: error: 'spawn' must be from 0.5 to 10, found 0.2"),
    ("name: Test", "name: Test\nspawn: 11", "t.level:3:8: error: 'spawn' must be from 0.5 to 10, found 11"),
    ("name: Test", "name: Test\npower: 150", "t.level:3:8: error: 'power' must be from 20 to 100, found 150"),
    ("name: Test", "name: Test\npower: 10", "t.level:3:8: error: 'power' must be from 20 to 100, found 10"),
    // A colour named twice.
    (
      "cyan: 300 100", "cyan: 300 100\nred: 20 40",
      "t.level:5:1: error: duplicate key 'red'; it was already given on line 3"
    ),
    // An unknown key, with the closest known one.
    (
      "name: Test", "name: Test\ndrian: 3",
      "t.level:3:1: error: unknown key 'drian' for a portals level; did you mean 'drain'?"
    ),
    (
      "cyan: 300 100", "yelow: 300 100",
      "t.level:4:1: error: unknown key 'yelow' for a portals level; did you mean 'yellow'?"
    ),
    // A map section.
    (
      "cyan: 300 100", "cyan: 300 100\nmap:\n#..#",
      "t.level:5:1: error: portals levels have no map; remove 'map:' and its rows"
    ),
  ])
  func aBadLevelIsRefusedWhereItIsWrong(_ from: String, _ to: String, _ expected: String) {
    let text = Self.good.replacingFirst(from, with: to)
    #expect(text != Self.good)
    #expect(Self.error(text) == expected)
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
