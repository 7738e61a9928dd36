import Levels
import Physics

// MARK: - PaddlesArena playability

/// The check that refuses an arena which reads well but cannot be played: obstacles that
/// shut the puck away from a paddle's end, so that no one can ever score there.
extension PaddlesArena {
  /// Throws when the puck, served on the centre line, cannot reach both ends of the field;
  /// the error points at the first obstacle on the closed side.
  ///
  /// The search is the shape of the field only: a round puck of `puckSize` between the side
  /// walls and the obstacles, moving anywhere it fits. A gap must be wider than the puck.
  func checkPlayable(reader: HeaderReader, obstacleFields: [LevelDocument.Field]) throws(LevelError) {
    let radius = puckSize / 2
    let middle = Self.worldHeight / 2
    let map = FreeSpaceMap(
      area: WorldRect(
        minX: radius, minY: 0, maxX: Self.worldWidth - radius, maxY: Self.worldHeight),
      radius: radius,
      obstacles: obstacles.map { obstacle in
        WorldRect(
          minX: obstacle.x, minY: obstacle.y, maxX: obstacle.x + obstacle.width,
          maxY: obstacle.y + obstacle.height)
      })
    let line = { (y: Double) in
      WorldRect(minX: radius, minY: y, maxX: Self.worldWidth - radius, maxY: y)
    }
    let serve = map.openCells(touching: line(middle))
    let ends: [(y: Double, player: Int, side: String)] = [
      (0, 1, "top"), (Self.worldHeight, 2, "bottom"),
    ]
    for end in ends where !map.connects(serve, to: map.openCells(touching: line(end.y))) {
      // Obstacles may not cross the centre band, so those on the closed end's half shut it.
      let closing = zip(obstacles, obstacleFields).filter { obstacle, _ in
        (obstacle.y < middle) == (end.y < middle)
      }.map(\.1)
      let named = closing.isEmpty ? obstacleFields : closing
      guard let first = named.first else { continue }
      let lines = named.map { String($0.line) }.joined(separator: ", ")
      let blockers =
        named.count == 1 ? "the obstacle on line \(lines)" : "the obstacles on lines \(lines)"
      throw reader.error(
        at: first, column: first.keyColumn,
        "player \(end.player)'s end (the \(end.side), y = \(LevelNumber.format(end.y))) is walled off by "
          + "\(blockers): a puck of size \(LevelNumber.format(puckSize)) served on the "
          + "centre line can never get there, so player \(3 - end.player) could never score; leave a gap "
          + "wider than the puck between the obstacles and the side walls")
    }
  }
}
