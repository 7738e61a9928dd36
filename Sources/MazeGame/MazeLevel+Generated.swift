import ArcadeKit
import Drawing
import Levels
import Physics

// MARK: - Generated mazes

/// Mazes made from a seed: a perfect maze carved by a randomized depth-first search, a few extra
/// walls knocked out so there is more than one way, the start in a corner and the goal on the
/// cell farthest from it (drawn again when the loops bring it closer than the opposite corner),
/// rules 3's hazards along the way (`withHazards`), and a par from the length, the turns and
/// the doors of the shortest path.
extension MazeLevel: GeneratedLevel {
  /// 2 added hazards (one to three, more in larger mazes).
  public static let generatorVersion = 2

  /// The sizes of the three difficulties, in carved cells (a maze of `c` × `r` cells is
  /// `2c + 1` × `2r + 1` map cells: 11×11 to 39×19, the shipped mazes' range).
  static let generatedCellSizes: [(columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = [
    (5...7, 5...6), (8...12, 5...7), (13...19, 7...9),
  ]
  /// How many hazards each difficulty's mazes get.
  static let generatedHazards: [ClosedRange<Int>] = [1...1, 1...2, 2...3]

  public static func generated(seed: UInt64, name: String) -> MazeLevel {
    var random = SeededRandom(seed: seed)
    let difficulty = random.int(in: 0...2)
    return firstChecked(
      name: name,
      { _ in
        let size = generatedCellSizes[difficulty]
        let maze = carved(
          columns: random.int(in: size.columns), rows: random.int(in: size.rows), random: &random
        ).withHazards(random.int(in: generatedHazards[difficulty]), random: &random)
        // Start and goal far apart: at least as many moves as between opposite corners.
        guard let moves = maze.shortestPath, moves >= maze.width + maze.height - 6 else { return nil }
        var text = "game: \(game)\nname: \(name)\n"
        if let par = maze.generatedPar { text += "par: \(par)\n" }
        return text + "map:\n" + maze.rows.joined(separator: "\n") + "\n"
      },
      fallback: {
        var maze = blank()
        maze.name = name
        maze.par = 10
        return maze
      })
  }

  /// A maze of `columns` × `rows` cells carved by a randomized depth-first search, with loops
  /// knocked through, the start in a corner cell and the goal on the cell farthest from it.
  static func carved(columns: Int, rows: Int, random: inout SeededRandom) -> MazeLevel {
    let width = 2 * columns + 1
    let height = 2 * rows + 1
    var maze = MazeLevel(
      name: "", width: width, height: height, cells: Array(repeating: .wall, count: width * height))
    func position(_ cell: Int) -> Position {
      Position(column: 2 * (cell % columns) + 1, row: 2 * (cell / columns) + 1)
    }
    // The carving: from a random cell, step to a random unvisited neighbour through the wall
    // between, back up when there is none.
    var visited = Array(repeating: false, count: columns * rows)
    let first = random.int(in: 0..<(columns * rows))
    visited[first] = true
    maze[position(first)] = .floor
    var stack = [first]
    while let cell = stack.last {
      let column = cell % columns
      let row = cell / columns
      var next: [Int] = []
      if row > 0, !visited[cell - columns] { next.append(cell - columns) }
      if column + 1 < columns, !visited[cell + 1] { next.append(cell + 1) }
      if row + 1 < rows, !visited[cell + columns] { next.append(cell + columns) }
      if column > 0, !visited[cell - 1] { next.append(cell - 1) }
      guard !next.isEmpty else {
        stack.removeLast()
        continue
      }
      let chosen = next[random.int(in: 0..<next.count)]
      let from = position(cell)
      let to = position(chosen)
      maze[Position(column: (from.column + to.column) / 2, row: (from.row + to.row) / 2)] = .floor
      maze[to] = .floor
      visited[chosen] = true
      stack.append(chosen)
    }
    // Loops: a few walls between two cells knocked out, so a wrong turn is not always a dead end.
    let loops = random.int(in: 1...max(1, columns * rows / 16))
    for _ in 0..<loops {
      for _ in 0..<20 {
        let wall: Position
        if random.bool() {
          wall = Position(column: 2 * random.int(in: 1..<columns), row: 2 * random.int(in: 0..<rows) + 1)
        } else {
          wall = Position(column: 2 * random.int(in: 0..<columns) + 1, row: 2 * random.int(in: 1..<rows))
        }
        if maze[wall] == .wall {
          maze[wall] = .floor
          break
        }
      }
    }
    // The start in a corner; the goal where the fewest moves from the start are the most.
    let corners = [0, columns - 1, columns * (rows - 1), columns * rows - 1]
    let start = position(corners[random.int(in: 0..<corners.count)])
    maze[start] = .start
    let distances = GridSearch(width: width, height: height, isOpen: maze.cells.map(\.isOpen))
      .distances(from: [start.row * width + start.column])
    var goal = start.row * width + start.column
    for (index, distance) in distances.enumerated() {
      if let distance, distance > (distances[goal] ?? 0) { goal = index }
    }
    maze[Position(column: goal % width, row: goal / width)] = .goal
    return maze
  }

  /// `count` hazards (or as many as there are places for) where they ask for skill but never cut
  /// the shortest path: a one-way cell along a straight stretch of it, pointing the way it goes;
  /// a door on such a stretch; a hole straight ahead of a turn of it, for the ball that does not
  /// brake in time. Never on the first two cells, so the ball starts clear.
  func withHazards(_ count: Int, random: inout SeededRandom) -> MazeLevel {
    let path = shortestPathCells
    guard count > 0, path.count > 4 else { return self }
    let onPath = Set(path)
    var places: [(position: Position, cell: Cell)] = []
    for index in 2..<(path.count - 1) {
      let (before, here, next) = (path[index - 1], path[index], path[index + 1])
      let heading = (dx: here.column - before.column, dy: here.row - before.row)
      if (next.column - here.column, next.row - here.row) == heading {
        if let direction = Direction.allCases.first(where: { $0.delta == heading }) {
          places.append((here, .oneWay(direction)))
        }
        places.append((here, .door))
      } else {
        let ahead = Position(column: here.column + heading.dx, row: here.row + heading.dy)
        if self[ahead] == .floor, !onPath.contains(ahead) { places.append((ahead, .hole)) }
      }
    }
    var maze = self
    var used: Set<Position> = []
    for _ in 0..<count where !places.isEmpty {
      let place = places.remove(at: random.int(in: 0..<places.count))
      // One hazard to a cell, and none beside another: each asks for its own move.
      let near = [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)].map {
        Position(column: place.position.column + $0.0, row: place.position.row + $0.1)
      }
      guard near.allSatisfy({ !used.contains($0) }) else { continue }
      used.insert(place.position)
      maze[place.position] = place.cell
    }
    return maze
  }

  /// The par of a generated maze in whole seconds, from its shortest path: each move and each
  /// turn costs time (the ball brakes before a corner), and each door half of its cycle (the
  /// wait for it to open), close to `MazePar.measured`.
  var generatedPar: Int? {
    guard let path = shortestPathShape else { return nil }
    let hundredths =
      Self.parHundredthsPerMove * path.moves + Self.parHundredthsPerTurn * path.turns
      + Self.parHundredthsPerDoor * path.doors
    return min(3600, max(5, (hundredths + 99) / 100))
  }

  /// The moves, the turns and the doors of a shortest path from the start to the goal
  /// (`shortestPathCells`); nil without a path.
  var shortestPathShape: (moves: Int, turns: Int, doors: Int)? {
    let path = shortestPathCells
    guard path.count > 1 else { return nil }
    var turns = 0
    for index in 2..<max(2, path.count) {
      let first = (path[index - 1].column - path[index - 2].column, path[index - 1].row - path[index - 2].row)
      let second = (path[index].column - path[index - 1].column, path[index].row - path[index - 1].row)
      if first != second { turns += 1 }
    }
    return (path.count - 1, turns, path.count(where: { self[$0] == .door }))
  }

  /// The cells of a shortest path from the start to the goal, both included (the first found,
  /// trying up, right, down, left at each cell); empty without a path.
  var shortestPathCells: [Position] {
    guard let start else { return [] }
    let moves = movesToGoal
    guard let total = moves[start.row * width + start.column] else { return [] }
    var path = [start]
    var here = start
    // Each step lowers the moves left by one, so the walk ends after `total` steps.
    for _ in 0..<total {
      guard let left = moves[here.row * width + here.column], left > 0 else { break }
      for step in [(0, -1), (1, 0), (0, 1), (-1, 0)] {
        let next = Position(column: here.column + step.0, row: here.row + step.1)
        guard contains(next), canStep(from: here, to: next), moves[next.row * width + next.column] == left - 1
        else { continue }
        here = next
        path.append(next)
        break
      }
    }
    return path
  }

  /// Hundredths of a second of par per move of the shortest path. With the turns' below, fitted
  /// to `MazePar.measured` (the computer's time × 1.5) over the shipped and forty generated
  /// mazes: never under it, on average a second and a half over.
  static let parHundredthsPerMove = 31
  /// Hundredths of a second of par per turn of the shortest path.
  static let parHundredthsPerTurn = 70
  /// Hundredths of a second of par per door on the shortest path: the wait, half a cycle at most.
  static let parHundredthsPerDoor = 200
}
