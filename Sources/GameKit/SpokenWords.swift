import Physics

/// The words plain mode says of a game's geometry, one way for every game's `spokenFacts`.
package enum SpokenWords {
  /// The way `vector` points on the screen, to the nearest eighth of a turn: "up", "down and
  /// left" (y grows down).
  package static func way(_ vector: Vector2) -> String {
    let (across, down) = (abs(vector.x), abs(vector.y))
    let vertical = vector.y < 0 ? "up" : "down"
    let horizontal = vector.x < 0 ? "left" : "right"
    // tan 22.5°: within it of an axis, the way is that axis alone.
    let slant = 0.414
    if across <= down * slant { return vertical }
    if down <= across * slant { return horizontal }
    return "\(vertical) and \(horizontal)"
  }

  /// `tilt` as a tilt gauge has it, in words: "tilted 2 left and 1 down", or `level` when the
  /// board is not tilted ("board level").
  package static func tilt(_ tilt: Tilt, level: String) -> String {
    var ways: [String] = []
    if tilt.x != 0 { ways.append("\(abs(tilt.x)) \(tilt.x < 0 ? "left" : "right")") }
    if tilt.y != 0 { ways.append("\(abs(tilt.y)) \(tilt.y < 0 ? "up" : "down")") }
    return ways.isEmpty ? level : "tilted " + ways.joined(separator: " and ")
  }
}
