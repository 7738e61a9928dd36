import Levels
import Physics

// MARK: - HolesTable playability

/// The checks that refuse a table which reads well but cannot be played: a start that scores
/// by itself, a flag inside a hole, and a start the walls cut off from the flag.
extension HolesTable {
  /// Points of the flag's search box tried per side when looking for places that score.
  static let flagSamplesPerSide = 33

  /// Throws the first reason the table cannot be played, located at the line to change.
  ///
  /// Every check asks `reachesFlag(x:y:)`, so it follows the flag rule wherever that is
  /// changed. Holes never count as closing the way (the pattern turns, and a fast ball crosses
  /// a hole's pull): only walls and the table's edges can. A hole counts against the flag only
  /// when it covers every place that scores at every angle of its turn.
  func checkPlayable(
    reader: HeaderReader, startAnchor: LevelDocument.Field, flagAnchor: LevelDocument.Field,
    holeFields: [LevelDocument.Field], wallFields: [LevelDocument.Field]
  ) throws(LevelError) {
    let area = ballArea
    // The first update clamps a start past the edges to one radius in; judge it from there.
    let begin = WorldRect(
      minX: min(max(start.x * width, area.minX), area.maxX),
      minY: min(max(start.y * height, area.minY), area.maxY),
      maxX: min(max(start.x * width, area.minX), area.maxX),
      maxY: min(max(start.y * height, area.minY), area.maxY))
    if reachesFlag(x: begin.minX, y: begin.minY) {
      throw reader.error(
        at: startAnchor,
        "the ball starts within reach of the flag, so it would score again and again with no input "
          + "(\(flagRuleDescription)); move the start or the flag")
    }

    let targets = flagTargets()
    guard !targets.isEmpty else {
      throw reader.error(
        at: flagAnchor,
        "no place on the table reaches the flag (\(flagRuleDescription)); move the flag onto the table"
      )
    }
    // A hole that covers every scoring place and never moves off it (no turning, or turning
    // about its own centre) leaves no way to score but through its pull.
    let pivot = (x: width / 2, y: height / 2)
    for (index, hole) in holes.enumerated() {
      let center = (x: hole.center.x * width, y: hole.center.y * height)
      let orbit = rotation == 0 ? 0 : distance(center, pivot)
      let covers = targets.allSatisfy { point in
        (orbit == 0 ? distance(point, center) : orbit + distance(point, pivot)) < hole.radius
      }
      if covers {
        throw reader.error(
          at: flagAnchor,
          "the flag lies inside hole \(index + 1) (line \(holeFields[index].line)) and the hole never "
            + "moves off it, so the ball can only score from within the hole's pull; move the flag or the hole"
        )
      }
    }

    let wallBoxes = walls.map { wall in
      WorldRect(
        minX: wall.origin.x * width, minY: wall.origin.y * height,
        maxX: (wall.origin.x + wall.width) * width, maxY: (wall.origin.y + wall.height) * height)
    }
    let map = FreeSpaceMap(area: area, radius: ballRadius, obstacles: wallBoxes)
    let startCells = map.openCells(touching: begin)
    let radius = LevelNumber.format(ballRadius)
    if startCells.isEmpty {
      let index = wallBoxes.firstIndex { box in
        FreeSpaceMap(area: area, radius: ballRadius, obstacles: [box]).openCells(touching: begin)
          .isEmpty
      }
      let wall = index.map { "wall \($0 + 1) (line \(wallFields[$0].line))" } ?? "the walls"
      throw reader.error(
        at: startAnchor,
        "the ball at the start overlaps \(wall); move the start at least one ball radius (\(radius)) clear of it"
      )
    }
    let goalCells = map.openCells(
      touchingAny: targets.map { point in
        WorldRect(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
      })
    if !map.connects(startCells, to: goalCells) {
      let lines = wallFields.map { String($0.line) }.joined(separator: ", ")
      let blockers =
        wallFields.count == 1
        ? "the wall on line \(lines) shuts" : "the walls on lines \(lines) shut"
      throw reader.error(
        at: startAnchor,
        "the ball cannot get from the start to the flag: \(blockers) it in "
          + "(\(flagRuleDescription)); leave a gap wider than the ball (\(LevelNumber.format(2 * ballRadius))) "
          + "between the walls and the table's edges")
    }
  }

  /// The straight-line distance between two points, world units.
  private func distance(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }

  /// Places a ball's centre can be (within `ballArea`) that reach the flag: an even lattice
  /// over `flagSearchBox`, its edges included, keeping the points `reachesFlag` accepts.
  func flagTargets() -> [(x: Double, y: Double)] {
    let area = ballArea
    let box = flagSearchBox
    let minX = max(box.minX, area.minX)
    let maxX = min(box.maxX, area.maxX)
    let minY = max(box.minY, area.minY)
    let maxY = min(box.maxY, area.maxY)
    guard minX <= maxX, minY <= maxY else { return [] }
    let steps = Self.flagSamplesPerSide - 1
    var points: [(x: Double, y: Double)] = []
    for row in 0...steps {
      let y = minY + (maxY - minY) * Double(row) / Double(steps)
      for column in 0...steps {
        let x = minX + (maxX - minX) * Double(column) / Double(steps)
        if reachesFlag(x: x, y: y) { points.append((x, y)) }
      }
    }
    return points
  }
}
