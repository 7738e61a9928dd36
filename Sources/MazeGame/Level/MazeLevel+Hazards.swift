import ArcadeKit
import Drawing

// MARK: - Hazards

/// The hazards of Maze rules 3, as the level sees them: which cells a path may cross, and which
/// way. `MazeBoard` gives them their physics.
///
/// - A one-way cell (`>` `<` `^` `v`) is entered only from the side its arrow comes from, and
///   the ball in it cannot roll back; it may leave ahead or to either side.
/// - A hole (`O`) is never crossed: the ball that rolls into it goes back to the start.
/// - A timed door (`D`) is open and shut in turn on the clock; a path may cross it, as it opens
///   in time.
extension MazeLevel.Cell {
  /// Whether a path may cross this cell: not a wall, not a hole.
  public var isPassable: Bool { self != .wall && self != .hole }

  /// The way a one-way cell lets the ball through; nil for every other cell.
  public var oneWay: Direction? {
    switch self {
    case .oneWayRight: .right
    case .oneWayLeft: .left
    case .oneWayUp: .up
    case .oneWayDown: .down
    default: nil
    }
  }

  /// The one-way cell whose arrow points along `direction`.
  public static func oneWay(_ direction: Direction) -> Self {
    switch direction {
    case .right: .oneWayRight
    case .left: .oneWayLeft
    case .up: .oneWayUp
    case .down: .oneWayDown
    }
  }

  /// Whether this cell is one of rules 3's hazards (one-way, hole or door).
  public var isHazard: Bool { oneWay != nil || self == .hole || self == .door }
}

extension MazeLevel {
  /// Whether the maze has any of rules 3's hazards (a maze without plays as it did under rules 2).
  public var hasHazards: Bool { cells.contains(where: \.isHazard) }

  /// Whether a path may move from the cell at index `from` to its neighbour at index `to` (row
  /// by row): `to` is passable, a one-way `to` is entered from behind its arrow, and a one-way
  /// `from` is not left backwards.
  func canStep(from: Int, to: Int) -> Bool {
    guard width > 0, cells.indices.contains(from), cells.indices.contains(to), cells[to].isPassable else {
      return false
    }
    let step = (dx: to % width - from % width, dy: to / width - from / width)
    if let arrow = cells[to].oneWay, (arrow.delta.dx, arrow.delta.dy) != step { return false }
    if let arrow = cells[from].oneWay, (-arrow.delta.dx, -arrow.delta.dy) == step { return false }
    return true
  }

  /// `canStep(from:to:)` for positions; false for a position off the grid.
  func canStep(from: Position, to: Position) -> Bool {
    guard contains(from), contains(to) else { return false }
    return canStep(from: from.row * width + from.column, to: to.row * width + to.column)
  }
}
