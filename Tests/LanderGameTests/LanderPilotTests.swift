import ArcadeKit
import Foundation
import Levels
import Testing

@testable import LanderGame

/// The computer pilot lands every shipped level, with fuel to spare.
@Suite struct LanderPilotTests {
  /// The package's `Levels/lander` folder, found from this file's path.
  static var folder: String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/Levels/lander"
  }

  static func shipped() throws -> [LanderLevel] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".level") }.sorted()
    return try names.map { name in
      let path = folder + "/" + name
      return try LanderLevel(
        document: LevelParser.parse(text: String(contentsOfFile: path, encoding: .utf8), path: path), path: path)
    }
  }

  /// Flies `level` with the pilot until the ship lands or crashes (or a minute passes).
  static func fly(_ level: LanderLevel) -> (game: Lander, steps: Int) {
    var game = Lander(levels: [level], startIndex: 0, seed: 1)
    for step in 0..<(60 * 40) {
      game.computerStep()
      _ = game.step()
      if game.phase != .flying { return (game, step) }
    }
    return (game, 60 * 40)
  }

  @Test func thereAreSixShippedLevels() throws {
    #expect(try Self.shipped().count >= 6)
  }

  @Test func thePilotLandsEveryShippedLevelWithFuelToSpare() throws {
    for level in try Self.shipped() {
      let (game, steps) = Self.fly(level)
      guard case .landed = game.phase else {
        Issue.record("\(level.name): \(game.phase)")
        continue
      }
      #expect(game.ship.fuel > 100, "\(level.name): fuel \(game.ship.fuel)")
    }
  }
}
