import ArcadeKit
import Levels

// MARK: - Generated Lander levels

/// Lander levels made from a seed: a terrain of hills and valleys from x 0 to 320 with one to
/// three flat pads (the narrower the pad, the more it pays: 1 to 5), the ship starting near the
/// top on either side drifting inward, and on some levels stronger gravity with more fuel.
extension LanderLevel: GeneratedLevel {
  public static let generatorVersion = 1

  /// The widths of a pad paying 1 to 5 (index 0 pays 1); at least the narrowest the format allows.
  static let generatedPadWidths: [ClosedRange<Int>] = [46...70, 30...40, 21...26, 16...19, 12...14]

  public static func generated(seed: UInt64, name: String) -> LanderLevel {
    var random = SeededRandom(seed: seed)
    return firstChecked(
      name: name,
      { _ in generatedText(name: name, random: &random) },
      fallback: {
        LanderLevel(
          name: name,
          terrain: [Point(x: 0, y: 170), Point(x: 80, y: 182), Point(x: 170, y: 182), Point(x: 320, y: 158)],
          pads: [Pad(left: 80, right: 170, y: 182, multiplier: 1)])
      })
  }

  /// One candidate level's text (the game's checks decide whether it is kept).
  static func generatedText(name: String, random: inout SeededRandom) -> String {
    let width = Int(worldWidth)
    var text = "game: \(game)\nname: \(name)\n"
    // Gravity in tenths: the Moon's on half the levels, else 1.2 to 2.2 with fuel to match.
    if random.bool() {
      let gravity = random.int(in: 12...22)
      text += "gravity: \(LevelNumber.format(Double(gravity) / 10))\n"
      text += "fuel: \(600 + (gravity - 12) * 30 + random.int(in: 0...4) * 50)\n"
    }
    // The start near the top, on the left or the right, drifting toward the middle.
    let left = random.bool()
    let startX = left ? random.int(in: 20...80) : width - random.int(in: 20...80)
    let drift = random.int(in: 0...20) * (left ? 1 : -1)
    text += "start: \(startX) \(random.int(in: 15...30))\n"
    text += "velocity: \(drift) 0\n"
    // The pads: one to three, each in its own slot of the width, at least 12 m from its ends.
    let padCount = random.int(in: 1...3)
    let slotWidth = width / padCount
    var pads: [(left: Int, right: Int, y: Int, multiplier: Int)] = []
    for slot in 0..<padCount {
      let multiplier = random.int(in: 1...5)
      let padWidth = random.int(in: generatedPadWidths[multiplier - 1])
      let lowest = slot * slotWidth + 12
      let highest = (slot + 1) * slotWidth - 12 - padWidth
      let padLeft = random.int(in: lowest...max(lowest, highest))
      pads.append((padLeft, padLeft + padWidth, random.int(in: 100...185), multiplier))
    }
    // The terrain: the pads' ends, and between them hills every 20 to 50 m.
    var points: [(x: Int, y: Int)] = []
    var x = 0
    for pad in pads + [(left: width, right: width, y: 0, multiplier: 0)] {
      while true {
        points.append((x, random.int(in: 60...190)))
        let step = random.int(in: 20...50)
        if x + step > pad.left - 8 { break }
        x += step
      }
      if pad.left == width { break }
      points.append((pad.left, pad.y))
      points.append((pad.right, pad.y))
      x = pad.right + random.int(in: 8...12)
    }
    if let last = points.last, last.x < width { points.append((width, random.int(in: 60...190))) }
    for point in points { text += "point: \(point.x) \(point.y)\n" }
    for pad in pads { text += "pad: \(pad.left) \(pad.right) \(pad.multiplier)\n" }
    return text
  }
}
