import Levels
import Physics

// MARK: - MazeLevel

/// A Maze level: a grid of walls and floor with one start and one goal, reachable by moves
/// up, down, left and right (a draft may lack either, or the path between them), and the
/// hazards of rules 3 (`MazeLevel+Hazards.swift`): one-way cells, holes and timed doors.
public struct MazeLevel: GameLevel {
  /// The `game:` value of Maze levels and the name of their folder.
  public static let game = "maze"
  /// One grid cell; the raw value is its map character.
  public enum Cell: UInt8, Sendable, Hashable, CaseIterable {
    /// `#`: solid.
    case wall = 0x23
    /// `.`: empty.
    case floor = 0x2E
    /// `S`: empty, where the ball starts.
    case start = 0x53
    /// `G`: empty, where the level is won.
    case goal = 0x47
    /// `>`: one-way, crossed only rightward.
    case oneWayRight = 0x3E
    /// `<`: one-way, crossed only leftward.
    case oneWayLeft = 0x3C
    /// `^`: one-way, crossed only upward.
    case oneWayUp = 0x5E
    /// `v`: one-way, crossed only downward.
    case oneWayDown = 0x76
    /// `O`: a hole; the ball that rolls into it goes back to the start.
    case hole = 0x4F
    /// `D`: a timed door, open and shut in turn on the clock (`MazePhysics.doorIsShut`).
    case door = 0x44

    /// Whether the ball can be in this cell.
    public var isOpen: Bool { self != .wall }

    /// The map character for this cell.
    public var character: Character { Character(Unicode.Scalar(rawValue)) }
  }

  /// A cell position: column from the left, row from the top, both from 0.
  public struct Position: Equatable, Hashable, Sendable {
    /// Column, 0 at the left.
    public var column: Int
    /// Row, 0 at the top.
    public var row: Int

    /// Creates a position.
    public init(column: Int, row: Int) {
      self.column = column
      self.row = row
    }
  }

  /// Keys a maze level may use besides `game` (the grid follows `map:`).
  public static let keys = ["name", "par", "draft"]
  /// Allowed par times, in seconds.
  public static let parRange: ClosedRange<Double> = 1...3600

  /// Shown in the level list.
  public var name: String
  /// A good time for the level in seconds, if the author set one.
  public var par: Double?
  /// Drafts are work in progress: valid, but left out of the game's level list.
  public var isDraft: Bool
  /// Cells per row.
  public private(set) var width: Int
  /// Rows.
  public private(set) var height: Int
  /// Cells row by row, top row first; `width * height` of them.
  public private(set) var cells: [Cell]

  /// Creates a maze from its cells (row by row); call `validate()` before saving it.
  /// Missing cells are filled with walls and extra ones dropped, so the grid is always whole.
  /// Sizes past the map limits are clamped to one past the limit, which `validate()` reports,
  /// so a wild size can neither overflow nor allocate a huge grid.
  public init(
    name: String, par: Double? = nil, isDraft: Bool = false, width: Int, height: Int, cells: [Cell]
  ) {
    self.name = name
    self.par = par
    self.isDraft = isDraft
    self.width = min(max(0, width), LevelLimits.maxMapWidth + 1)
    self.height = min(max(0, height), LevelLimits.maxMapHeight + 1)
    let count = self.width * self.height
    self.cells =
      Array(cells.prefix(count)) + Array(repeating: .wall, count: max(0, count - cells.count))
  }

  // MARK: - Grid access

  /// The cell at a position; positions outside the grid read as walls.
  public subscript(position: Position) -> Cell {
    get {
      guard contains(position) else { return .wall }
      return cells[position.row * width + position.column]
    }
    set {
      guard contains(position) else { return }
      cells[position.row * width + position.column] = newValue
    }
  }

  /// Whether a position is on the grid.
  public func contains(_ position: Position) -> Bool {
    position.column >= 0 && position.column < width && position.row >= 0 && position.row < height
  }

  /// The first start cell, reading row by row.
  public var start: Position? { firstPosition(of: .start) }

  /// The first goal cell, reading row by row.
  public var goal: Position? { firstPosition(of: .goal) }

  /// The map rows as text, one string per row.
  public var rows: [String] {
    (0..<height).map { row in
      String(decoding: cells[(row * width)..<(row * width + width)].map(\.rawValue), as: UTF8.self)
    }
  }

  private func firstPosition(of cell: Cell) -> Position? {
    guard let index = cells.firstIndex(of: cell), width > 0 else { return nil }
    return Position(column: index % width, row: index / width)
  }

  // MARK: - Path

  /// The fewest moves (up, down, left, right through cells that are neither walls nor holes,
  /// one-way cells only along their arrow) from start to goal; nil when there is no start, no
  /// goal, or no path. A timed door counts as open: it opens in time.
  public var shortestPath: Int? {
    guard let start, let goal else { return nil }
    let goalIndex = goal.row * width + goal.column
    return GridSearch(width: width, height: height, isOpen: cells.map(\.isPassable))
      .shortestDistance(from: [start.row * width + start.column], stepping: canStep) { $0 == goalIndex }
  }

  /// The fewest moves from each cell to the goal, row by row (`width * height` of them); nil
  /// for a wall, a cell the goal cannot be reached from, or every cell when there is no goal.
  public var movesToGoal: [Int?] {
    guard let goal else { return Array(repeating: nil, count: cells.count) }
    // Searched from the goal backwards: a step from `a` to `b` there is one from `b` to `a` here.
    return GridSearch(width: width, height: height, isOpen: cells.map(\.isPassable))
      .distances(from: [goal.row * width + goal.column], stepping: { canStep(from: $1, to: $0) })
  }

  // MARK: - Reading

  /// Reads and validates a maze from a parsed document: legend, one start, one goal, a path
  /// (drafts: legend and at most one start and one goal).
  public init(document: LevelDocument, path: String) throws(LevelError) {
    let reader = try HeaderReader(document: document, path: path, game: Self.game, keys: Self.keys)
    name = try reader.name()
    par = try reader.optional("par").map { field throws(LevelError) in
      try reader.decimal(field, in: Self.parRange)
    }
    isDraft =
      try reader.optional("draft").map { field throws(LevelError) in try reader.boolean(field) }
      ?? false

    guard document.mapLine != nil, let firstRow = document.rows.first else {
      let anchor = document.field("game") ?? document.fields.first
      throw LevelError(
        path: path, line: anchor?.line ?? 1, column: 1,
        message:
          "missing 'map:' followed by the maze rows ('#' wall, '.' floor, 'S' start, 'G' goal; "
          + "'>' '<' '^' 'v' one-way, 'O' hole, 'D' door)")
    }
    width = firstRow.text.utf8.count
    height = document.rows.count
    var cells: [Cell] = []
    cells.reserveCapacity(width * height)
    var startAt: (line: Int, column: Int)?
    var goalAt: (line: Int, column: Int)?
    for row in document.rows {
      for (offset, byte) in row.text.utf8.enumerated() {
        guard let cell = Cell(rawValue: byte) else {
          throw LevelError(
            path: path, line: row.line, column: offset + 1,
            message:
              "expected '#', '.', 'S', 'G', a one-way arrow ('>' '<' '^' 'v'), 'O' (hole) or 'D' (door), "
              + "found '\(Character(Unicode.Scalar(byte)))'")
        }
        if cell == .start {
          if let first = startAt {
            throw LevelError(
              path: path, line: row.line, column: offset + 1,
              message:
                "second start 'S'; the maze already starts at line \(first.line), column \(first.column)"
            )
          }
          startAt = (row.line, offset + 1)
        }
        if cell == .goal {
          if let first = goalAt {
            throw LevelError(
              path: path, line: row.line, column: offset + 1,
              message:
                "second goal 'G'; the maze already has its goal at line \(first.line), column \(first.column)"
            )
          }
          goalAt = (row.line, offset + 1)
        }
        cells.append(cell)
      }
    }
    self.cells = cells
    // A draft is work in progress the editor saved on request: it may lack a start or a goal,
    // or a path between them, and the game's level list leaves it out.
    if isDraft { return }
    let mapLine = document.mapLine ?? firstRow.line
    guard let startAt else {
      throw LevelError(
        path: path, line: mapLine, column: 1,
        message: "the map has no start; put one 'S' on a floor cell")
    }
    guard let goalAt else {
      throw LevelError(
        path: path, line: mapLine, column: 1,
        message: "the map has no goal; put one 'G' on a floor cell")
    }
    guard shortestPath != nil else {
      throw LevelError(
        path: path, line: goalAt.line, column: goalAt.column,
        message:
          "the goal cannot be reached from the start at line \(startAt.line), column \(startAt.column) "
          + "(moves go up, down, left and right through cells that are not walls or holes, "
          + "and through a one-way cell only along its arrow)")
    }
  }

  // MARK: - Writing

  /// The canonical document; keys at their defaults are left out.
  public func document() -> LevelDocument {
    var fields: [(key: String, value: String)] = [("game", Self.game), ("name", name)]
    if let par { fields.append(("par", LevelNumber.format(par))) }
    if isDraft { fields.append(("draft", "true")) }
    return LevelDocument(canonicalFields: fields, mapRows: rows)
  }

  /// Checks the maze as it would be saved (including, unless a draft, that the goal can be reached);
  /// errors point into its canonical text.
  public func validate(path: String = "<unsaved>") throws(LevelError) {
    let document = document()
    if width > LevelLimits.maxMapWidth || height > LevelLimits.maxMapHeight || width == 0
      || height == 0
    {
      throw LevelError(
        path: path, line: document.mapLine ?? 1, column: 1,
        message:
          "the map must be 1 to \(LevelLimits.maxMapWidth) cells wide and 1 to \(LevelLimits.maxMapHeight) rows tall"
      )
    }
    _ = try MazeLevel(document: document, path: path)
  }
}
