import ArcadeKit
import Drawing
import Levels
import Physics

@testable import MazeGame

// MARK: - Mazes from text

/// A maze from map rows (`#` wall, `.` floor, `S` start, `G` goal); rows must be well formed.
func mazeFromRows(_ rows: [String], name: String = "Test maze") -> MazeLevel {
  let cells = rows.joined().utf8.map { MazeLevel.Cell(rawValue: $0) ?? .wall }
  return MazeLevel(name: name, width: rows.first?.utf8.count ?? 0, height: rows.count, cells: cells)
}

/// The shipped `Levels` folder, found from this file's path.
let shippedLevelsDirectory: String = {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)
  return parts.joined(separator: "/") + "/Levels"
}()

/// Whether the ball overlaps any wall or the outside of the grid (touching is fine). A one-way
/// cell the ball has just left is solid behind it while it still overlaps it, as the collider
/// allows (never deeper), so gates are not counted.
func ballOverlapsSolid(_ board: MazeBoard) -> Bool {
  let ball = board.ball
  let size = MazePhysics.cellSize
  let tolerance = 1e-9
  let low = MazeBoard.cell(containing: ball.position - Vector2(x: ball.radius, y: ball.radius))
  let high = MazeBoard.cell(containing: ball.position + Vector2(x: ball.radius, y: ball.radius))
  for row in (low.row - 1)...(high.row + 1) {
    for column in (low.column - 1)...(high.column + 1)
    where board.maze[MazeLevel.Position(column: column, row: row)] == .wall {
      let nearestX = max(Double(column) * size, min(Double(column + 1) * size, ball.position.x))
      let nearestY = max(Double(row) * size, min(Double(row + 1) * size, ball.position.y))
      let distance = (Vector2(x: nearestX, y: nearestY) - ball.position).length
      if distance < ball.radius - tolerance { return true }
    }
  }
  return false
}

// MARK: - A scripted player

/// Rolls the ball along the shortest path by pressing tilt keys, as a player would: it aims at
/// the next corner of the path, braking before it, and keeps the ball on the corridor's centre
/// line across the direction of travel.
struct PathFollower {
  /// Cells of the shortest path from start to goal.
  let path: [MazeLevel.Position]
  /// Indices in `path` where the direction changes, then the goal.
  let waypoints: [Int]
  private(set) var waypoint = 0

  init?(maze: MazeLevel) {
    guard let path = PathFollower.shortestPath(in: maze), path.count >= 2 else { return nil }
    self.path = path
    var corners: [Int] = []
    for index in 1..<(path.count - 1) {
      let before = (path[index].column - path[index - 1].column, path[index].row - path[index - 1].row)
      let after = (path[index + 1].column - path[index].column, path[index + 1].row - path[index].row)
      if before != after { corners.append(index) }
    }
    waypoints = corners + [path.count - 1]
  }

  /// The tilt to want now for a ball at `ball`.
  mutating func wantedTilt(for ball: CircleBody) -> Tilt {
    var target = MazeBoard.center(of: path[waypoints[waypoint]])
    let close = (target - ball.position).length < 2.5 && ball.velocity.length < 1
    if close, waypoint < waypoints.count - 1 {
      waypoint += 1
      target = MazeBoard.center(of: path[waypoints[waypoint]])
    }
    func axis(_ error: Double, _ velocity: Double) -> Int {
      let wantedVelocity = max(-3, min(3, error * 0.08))
      let push = (wantedVelocity - velocity) * 8
      return Int(max(-3, min(3, push.rounded())))
    }
    return Tilt(
      x: axis(target.x - ball.position.x, ball.velocity.x),
      y: axis(target.y - ball.position.y, ball.velocity.y))
  }

  /// Breadth-first search over open cells, up, down, left and right.
  static func shortestPath(in maze: MazeLevel) -> [MazeLevel.Position]? {
    guard let start = maze.start, let goal = maze.goal else { return nil }
    var previous: [MazeLevel.Position: MazeLevel.Position] = [start: start]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let here = queue[head]
      head += 1
      if here == goal { break }
      for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
        let next = MazeLevel.Position(column: here.column + dx, row: here.row + dy)
        if maze.canStep(from: here, to: next), previous[next] == nil {
          previous[next] = here
          queue.append(next)
        }
      }
    }
    guard previous[goal] != nil else { return nil }
    var path = [goal]
    while let last = path.last, last != start, let before = previous[last] { path.append(before) }
    return path.reversed()
  }
}

/// The keys that turn `current` into `wanted`, one step per press per axis.
func keys(toTurn current: Tilt, into wanted: Tilt) -> [Key] {
  var keys: [Key] = []
  let dx = wanted.x - current.x
  let dy = wanted.y - current.y
  keys += Array(repeating: dx > 0 ? Key.right : Key.left, count: abs(dx))
  keys += Array(repeating: dy > 0 ? Key.down : Key.up, count: abs(dy))
  return keys
}
