import ArcadeKit
import Levels

// MARK: - Generated Holes tables

/// Holes tables made from a seed, on the default 480 × 320 table: three to nine holes of radius
/// 16 to 34 with room for the ball between any two, each turning clear of the corners; the flag
/// in a random corner and the start in the opposite one; a turn speed of a half to four times
/// the seed's either way; and on some tables one or two walls reaching in from an edge.
extension HolesTable: GeneratedLevel {
  public static let generatorVersion = 1

  public static func generated(seed: UInt64, name: String) -> HolesTable {
    var random = SeededRandom(seed: seed)
    return firstChecked(
      name: name,
      { _ in generatedText(name: name, random: &random) },
      fallback: {
        HolesTable(
          name: name,
          holes: [
            Hole(x: 0.2, y: 0.2, radius: 25), Hole(x: 0.8, y: 0.2, radius: 25), Hole(x: 0.5, y: 0.5, radius: 25),
            Hole(x: 0.2, y: 0.8, radius: 25), Hole(x: 0.8, y: 0.8, radius: 25),
          ])
      })
  }

  /// One candidate table's text (the game's checks decide whether it is kept).
  static func generatedText(name: String, random: inout SeededRandom) -> String {
    let width = defaultWidth
    let height = defaultHeight
    let ball = defaultBallRadius
    var text = "game: \(game)\nname: \(name)\n"
    // Turn speed in hundred-thousandths of a radian per update: the seed's is about 32.
    let turn = random.int(in: 16...128) * (random.bool() ? 1 : -1)
    text += "rotation: \(LevelNumber.format(Double(turn) / 100_000))\n"
    // The flag in a corner, the start in the opposite one (the default start is the lower
    // right corner; the others sit a ball's radius and a little in, in hundredths).
    let corner = random.int(in: 0...3)
    let flag = (x: corner % 2, y: corner / 2)
    if corner != 0 {
      let startX = flag.x == 1 ? "0.04" : "0.96"
      let startY = flag.y == 1 ? "0.05" : "0.95"
      text += "start: \(startX) \(startY)\n"
      text += "flag: \(flag.x) \(flag.y)\n"
    }
    if random.int(in: 0...3) == 0 { text += "balls: 5\n" }
    // How far a hole's reach may come from the centre: a ball's width short of the corners.
    let cornerReach =
      ((width / 2 - ball) * (width / 2 - ball) + (height / 2 - ball) * (height / 2 - ball))
      .squareRoot() - 2 * ball
    var holes: [(x: Double, y: Double, radius: Double)] = []
    let count = random.int(in: 3...9)
    for _ in 0..<(count * 20) where holes.count < count {
      let hole = (
        x: Double(random.int(in: 10...90)) / 100, y: Double(random.int(in: 10...90)) / 100,
        radius: Double(random.int(in: 16...34))
      )
      let dx = (hole.x - 0.5) * width
      let dy = (hole.y - 0.5) * height
      guard (dx * dx + dy * dy).squareRoot() + hole.radius <= cornerReach else { continue }
      let roomy = holes.allSatisfy { other in
        let ox = (hole.x - other.x) * width
        let oy = (hole.y - other.y) * height
        return (ox * ox + oy * oy).squareRoot() >= hole.radius + other.radius + 2 * ball + 4
      }
      if roomy { holes.append(hole) }
    }
    for hole in holes {
      text += "hole: \(LevelNumber.format(hole.x)) \(LevelNumber.format(hole.y)) \(LevelNumber.format(hole.radius))\n"
    }
    // One table in three has walls: thin, reaching in from the top or the bottom edge.
    if random.int(in: 0...2) == 0 {
      for _ in 0..<random.int(in: 1...2) {
        let x = random.int(in: 25...73)
        let length = random.int(in: 25...45)
        let fromTop = random.bool()
        let y = fromTop ? 0 : 100 - length
        text +=
          "wall: \(LevelNumber.format(Double(x) / 100)) \(LevelNumber.format(Double(y) / 100)) 0.02 "
          + "\(LevelNumber.format(Double(length) / 100))\n"
      }
    }
    return text
  }
}
