import ArcadeKit
import Levels

// MARK: - Generated Paddles arenas

/// Paddles arenas made from a seed: the points to win, the puck's size and starting speed, the
/// paddles' width, and either an open field or one to three obstacles each with its twin turned
/// half a turn about the centre, so both players face the same field.
extension PaddlesArena: GeneratedLevel {
  public static let generatorVersion = 1

  public static func generated(seed: UInt64, name: String) -> PaddlesArena {
    var random = SeededRandom(seed: seed)
    return firstChecked(
      name: name,
      { _ in
        var text = "game: \(game)\nname: \(name)\n"
        text += "win-score: \([3, 3, 5, 7][random.int(in: 0...3)])\n"
        text += "puck-size: \(random.int(in: 6...10) * 2)\n"
        text += "paddle-width: \(random.int(in: 6...10) * 8)\n"
        // Tenths of a world unit per frame: 1.5 to 3 (the default is 2).
        text += "puck-speed: \(LevelNumber.format(Double(random.int(in: 15...30)) / 10))\n"
        // A third of the arenas are open; the rest have one to three twinned obstacles.
        let pairs = random.int(in: 0...2) == 0 ? 0 : random.int(in: 1...3)
        for _ in 0..<pairs {
          // On the top half, in steps of 8, inside the band the format allows.
          let width = random.int(in: 2...12) * 8
          let height = random.int(in: 1...3) * 8
          let x = random.int(in: 0...((Int(worldWidth) - width) / 8)) * 8
          let top = Int(obstacleBand.lowerBound)
          let y = random.int(in: (top / 8)...((Int(serveBand.lowerBound) - height) / 8)) * 8
          text += "obstacle: \(x) \(y) \(width) \(height)\n"
          text += "obstacle: \(Int(worldWidth) - x - width) \(Int(worldHeight) - y - height) \(width) \(height)\n"
        }
        return text
      },
      fallback: { PaddlesArena(name: name) })
  }
}
