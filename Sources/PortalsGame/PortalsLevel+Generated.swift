import ArcadeKit
import Levels

// MARK: - Generated Portals levels

/// Portals levels made from a seed: two to four portals (the first colours in order), each on a
/// random edge at a random place along it, and rates a good player can keep up with: with `N`
/// portals, spawn × N × drain is at most `generatedMostLoad` (the shipped levels are 12 to 19).
extension PortalsLevel: GeneratedLevel {
  public static let generatorVersion = 1

  /// The most power the portals lose between two planets, together: spawn × portals × drain.
  static let generatedMostLoad = 25

  public static func generated(seed: UInt64, name: String) -> PortalsLevel {
    var random = SeededRandom(seed: seed)
    let count = random.int(in: 2...4)
    return firstChecked(
      name: name,
      { _ in
        var text = "game: \(game)\nname: \(name)\n"
        for color in PortalColor.allCases.prefix(count) {
          let (x, y) = generatedPortalCentre(random: &random)
          text += "\(color.rawValue): \(x) \(y)\n"
        }
        // Tenths: drain 2 to 5 a second, spawn every 1 s to 3 s, their load within the limit.
        let drain = random.int(in: 20...50)
        let spawn = random.int(in: 10...min(30, generatedMostLoad * 100 / (count * drain)))
        text += "drain: \(LevelNumber.format(Double(drain) / 10))\n"
        text += "spawn: \(LevelNumber.format(Double(spawn) / 10))\n"
        let power = random.int(in: 7...10) * 10
        if power != 100 { text += "power: \(power)\n" }
        return text
      },
      fallback: {
        PortalsLevel(
          name: name, portals: [PortalsLevel.Portal(.red, x: 20, y: 100), PortalsLevel.Portal(.cyan, x: 300, y: 100)],
          drain: 3)
      })
  }

  /// A portal's centre in whole world units: on a random edge, 14 to 40 in from it (its rim
  /// inside the world), anywhere along it.
  static func generatedPortalCentre(random: inout SeededRandom) -> (x: Int, y: Int) {
    let r = Int(portalRadius)
    let reach = Int(edgeReach)
    let width = Int(worldWidth)
    let height = Int(worldHeight)
    let inset = random.int(in: r...reach)
    switch random.int(in: 0...3) {
    case 0: return (random.int(in: r...(width - r)), inset)
    case 1: return (width - inset, random.int(in: r...(height - r)))
    case 2: return (random.int(in: r...(width - r)), height - inset)
    default: return (inset, random.int(in: r...(height - r)))
    }
  }
}
