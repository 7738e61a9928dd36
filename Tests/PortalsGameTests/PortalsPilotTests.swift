import ArcadeKit
import Foundation
import Levels
import Testing

@testable import PortalsGame

/// The computer player (attract mode, `--autoplay`) survives two minutes on every shipped level,
/// whatever the seed.
@Suite struct PortalsPilotTests {
  /// The package's `Levels/portals` folder, found from this file's path.
  static var folder: String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/Levels/portals"
  }

  static func shipped() throws -> [PortalsLevel] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".level") }.sorted()
    return try names.map { name in
      let path = folder + "/" + name
      return try PortalsLevel(
        document: LevelParser.parse(text: String(contentsOfFile: path, encoding: .utf8), path: path), path: path)
    }
  }

  /// Plays `level` with the computer for at most `seconds`; the game as it ends or stands.
  static func play(_ level: PortalsLevel, seed: UInt64, seconds: Int) -> Portals {
    var game = Portals(levels: [level], startIndex: 0, seed: seed)
    for _ in 0..<(seconds * Int(Portals.stepsPerSecond)) {
      game.computerStep()
      _ = game.step()
      if game.phase != .playing { break }
    }
    return game
  }

  @Test func thereAreFourShippedLevelsFromTwoPortalsToFour() throws {
    let levels = try Self.shipped()
    #expect(levels.count >= 4)
    #expect(levels.first?.portals.count == 2)
    #expect(levels.contains { $0.portals.count == 4 })
  }

  /// The computer saves the galaxy on every shipped level, level 1 within about 90 s.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func theComputerSavesTheGalaxyOnEveryShippedLevel(seed: UInt64) throws {
    for (index, level) in try Self.shipped().enumerated() {
      let game = Self.play(level, seed: seed, seconds: 240)
      let seconds = game.stepsPlayed / Int(Portals.stepsPerSecond)
      print("portals computer: \(level.name), seed \(seed): \(game.phase) after \(seconds) s, score \(game.score)")
      #expect(
        game.phase == .saved(stepsLeft: Portals.savedSteps),
        "\(level.name), seed \(seed): \(game.phase) after \(seconds) s")
      #expect(game.delivered == level.deliver)
      if index == 0 { #expect(seconds <= 100, "level 1 ends within about 90 s") }
    }
  }
}
