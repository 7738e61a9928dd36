import Levels
import Physics

// MARK: - HolesRouteMap

/// The way to the flag round a table's fixed walls: where the ball's centre can be, as a grid
/// of small squares, how many squares each is from the flag, and the farthest point of that
/// way the ball can roll to in a straight line.
///
/// Only walls and edges are mapped: they never move. The holes turn, so the pilot watches them
/// as it goes (`HolesPilot`). On a table without walls the way is the straight line.
struct HolesRouteMap: Hashable, Sendable {
  /// Side of one square, world units.
  static let spacing = 8.0
  /// Room kept between the ball and a wall when marking squares open, world units.
  static let wallMargin = 2.0

  /// Where the ball's centre can be: the table inset by one ball radius.
  let area: WorldRect
  /// The table's walls.
  let walls: [WorldRect]
  /// The ball's radius.
  let ballRadius: Double
  /// Where the pilot heads at the end: the flag moved in to where a ball's centre can be.
  let flagPoint: Vector2
  /// Squares across and down.
  let columns: Int
  let rows: Int
  /// Squares from each square to the flag, row by row; nil where the ball cannot be, or
  /// cannot get to the flag from.
  private let squaresToFlag: [Int?]

  /// Maps `board`'s walls.
  init(board: HolesBoard) {
    let radius = board.table.ballRadius
    area = WorldRect(
      minX: radius, minY: radius, maxX: max(radius, board.bounds.maxX - radius),
      maxY: max(radius, board.bounds.maxY - radius))
    walls = board.walls
    ballRadius = radius
    flagPoint = board.flagPoint
    columns = max(1, Int((area.width / Self.spacing).rounded(.up)))
    rows = max(1, Int((area.height / Self.spacing).rounded(.up)))
    guard !walls.isEmpty else {
      squaresToFlag = []
      return
    }
    var isOpen: [Bool] = []
    for row in 0..<rows {
      for column in 0..<columns {
        let point = Self.center(column: column, row: row, in: area)
        let body = Circle(center: point, radius: radius + Self.wallMargin)
        isOpen.append(area.contains(point) && !walls.contains { RectCollision.contact(body, $0) != nil })
      }
    }
    let search = GridSearch(width: columns, height: rows, isOpen: isOpen)
    let flag = Self.square(containing: flagPoint, in: area, columns: columns, rows: rows)
    var starts = [flag]
    if !isOpen[flag] {
      // The flag hides behind a wall's margin: start from the open squares around it.
      let reach = Int((board.table.ballRadius * HolesTable.flagReach / Self.spacing).rounded(.up)) + 1
      starts = Self.squares(around: flag, reach: reach, columns: columns, rows: rows).filter { isOpen[$0] }
    }
    squaresToFlag = search.distances(from: starts)
  }

  // MARK: - The way

  /// The point to head for from `position`: the flag when the ball can roll to it in a straight
  /// line without touching a wall (always, on a table without walls), else the farthest point
  /// of the way to the flag it can roll to so; the flag again where the map has no way.
  func waypoint(from position: Vector2) -> Vector2 {
    guard !walls.isEmpty, !isClear(from: position, to: flagPoint) else { return flagPoint }
    let path = way(from: position)
    guard !path.isEmpty else { return flagPoint }
    // The squares the ball can roll to straight make (nearly) a beginning of its way: search
    // for the last of them by halves, a few sweeps an update instead of one per square.
    var seen = 0
    var unseen = path.count
    while unseen - seen > 1 {
      let middle = (seen + unseen) / 2
      if isClear(from: position, to: center(of: path[middle])) { seen = middle } else { unseen = middle }
    }
    return center(of: path[seen])
  }

  /// The squares from the one holding `position` (or, for a ball against a wall, the nearest
  /// square near it) down to the flag, always to a neighbour one square nearer (the first of
  /// equals right, down, left, up); empty without a way.
  func way(from position: Vector2) -> [Int] {
    guard !squaresToFlag.isEmpty else { return [] }
    var square = Self.square(containing: position, in: area, columns: columns, rows: rows)
    if squaresToFlag[square] == nil {
      let near = Self.squares(around: square, reach: 2, columns: columns, rows: rows)
        .compactMap { index in squaresToFlag[index].map { (index: index, left: $0) } }
      guard let nearest = near.min(by: { $0.left < $1.left }) else { return [] }
      square = nearest.index
    }
    guard var left = squaresToFlag[square] else { return [] }
    var path = [square]
    while left > 0, let next = neighbour(of: square, nearer: left) {
      square = next
      left -= 1
      path.append(square)
    }
    return path
  }

  /// The first neighbour of `square` (right, down, left, up) one square nearer the flag than
  /// its `left` squares.
  private func neighbour(of square: Int, nearer left: Int) -> Int? {
    let column = square % columns
    if column < columns - 1, squaresToFlag[square + 1] == left - 1 { return square + 1 }
    if square + columns < squaresToFlag.count, squaresToFlag[square + columns] == left - 1 { return square + columns }
    if column > 0, squaresToFlag[square - 1] == left - 1 { return square - 1 }
    if square - columns >= 0, squaresToFlag[square - columns] == left - 1 { return square - columns }
    return nil
  }

  /// Whether the ball can roll from `start` to `end` without touching a wall.
  func isClear(from start: Vector2, to end: Vector2) -> Bool {
    let body = Circle(center: start, radius: ballRadius)
    return !walls.contains { RectCollision.sweep(body, motion: end - start, against: $0) != nil }
  }

  // MARK: - Squares

  /// The centre of a square.
  func center(of square: Int) -> Vector2 {
    Self.center(column: square % columns, row: square / columns, in: area)
  }

  private static func center(column: Int, row: Int, in area: WorldRect) -> Vector2 {
    Vector2(
      x: min(area.maxX, area.minX + (Double(column) + 0.5) * spacing),
      y: min(area.maxY, area.minY + (Double(row) + 0.5) * spacing))
  }

  /// The square holding a point; a point off the grid counts as in the nearest square.
  private static func square(containing point: Vector2, in area: WorldRect, columns: Int, rows: Int) -> Int {
    func index(_ value: Double, _ low: Double, _ count: Int) -> Int {
      guard value.isFinite else { return 0 }
      return min(count - 1, max(0, Int(((value - low) / spacing).rounded(.down))))
    }
    return index(point.y, area.minY, rows) * columns + index(point.x, area.minX, columns)
  }

  /// The squares within `reach` squares of `square` on each axis, row by row.
  private static func squares(around square: Int, reach: Int, columns: Int, rows: Int) -> [Int] {
    let column = square % columns
    let row = square / columns
    var found: [Int] = []
    for y in max(0, row - reach)...min(rows - 1, row + reach) {
      for x in max(0, column - reach)...min(columns - 1, column + reach) { found.append(y * columns + x) }
    }
    return found
  }
}
