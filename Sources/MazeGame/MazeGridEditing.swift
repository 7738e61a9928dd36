import Levels

// MARK: - Grid edits

/// Edits of a maze's grid for the editor. Each returns the edited maze; none touches the name,
/// par or draft mark.
extension MazeLevel {
  /// Sizes the editor allows: at least 3×3, at most the format's limits.
  static let editableWidths = 3...LevelLimits.maxMapWidth
  static let editableHeights = 3...LevelLimits.maxMapHeight

  /// A new maze the size of the seed's board (12×12): a wall border, the start in the top-left
  /// corner inside it and the goal in the bottom-right, so it can be played at once.
  static func blank(width: Int = 12, height: Int = 12) -> MazeLevel {
    var maze = MazeLevel(
      name: "", width: width, height: height,
      cells: Array(repeating: .floor, count: width * height))
    for column in 0..<width {
      maze[Position(column: column, row: 0)] = .wall
      maze[Position(column: column, row: height - 1)] = .wall
    }
    for row in 0..<height {
      maze[Position(column: 0, row: row)] = .wall
      maze[Position(column: width - 1, row: row)] = .wall
    }
    maze[Position(column: 1, row: 1)] = .start
    maze[Position(column: width - 2, row: height - 2)] = .goal
    return maze
  }

  // MARK: - Cells

  /// One tap: a wall becomes floor; floor, the start or the goal becomes a wall.
  func toggled(at position: Position) -> MazeLevel {
    var maze = self
    maze[position] = self[position] == .wall ? .floor : .wall
    return maze
  }

  /// The start moved to `position` (the old start becomes floor; a goal there is replaced).
  func placing(_ marker: Cell, at position: Position) -> MazeLevel {
    guard contains(position), marker == .start || marker == .goal else { return self }
    var maze = self
    for index in maze.cells.indices where maze.cells[index] == marker {
      maze[Position(column: index % width, row: index / width)] = .floor
    }
    maze[position] = marker
    return maze
  }

  /// `hazard` at `position`, or floor where it already is; the start, the goal and cells off
  /// the grid stay as they are.
  func settingHazard(_ hazard: Cell, at position: Position) -> MazeLevel {
    guard contains(position), hazard.isHazard, self[position] != .start, self[position] != .goal else { return self }
    var maze = self
    maze[position] = self[position] == hazard ? .floor : hazard
    return maze
  }

  /// Every wall removed (the seed's CLEAR); the start and the goal stay.
  func clearingWalls() -> MazeLevel {
    MazeLevel(
      name: name, par: par, isDraft: isDraft, width: width, height: height,
      cells: cells.map { $0 == .wall ? .floor : $0 })
  }

  /// How many walls the maze has.
  var wallCount: Int { cells.count(where: { $0 == .wall }) }

  // MARK: - Size

  /// The maze one column wider (`by: 1`) or narrower (`by: -1`), within the editable sizes.
  ///
  /// When the right-hand column is a wall border the new column goes just inside it (and a
  /// narrower maze loses the column inside it), so a bordered maze keeps its border.
  func resizedWidth(by change: Int) -> MazeLevel {
    let newWidth = width + change
    guard change != 0, MazeLevel.editableWidths.contains(newWidth) else { return self }
    let bordered = (0..<height).allSatisfy { self[Position(column: width - 1, row: $0)] == .wall }
    let index = bordered ? width - 1 : width
    if change > 0 {
      let topWall = isWallRow(0)
      let bottomWall = isWallRow(height - 1)
      return remapped(width: newWidth, height: height) { column, row in
        if column < index { return self[Position(column: column, row: row)] }
        if column > index { return self[Position(column: column - 1, row: row)] }
        return (row == 0 && topWall) || (row == height - 1 && bottomWall) ? .wall : .floor
      }
    }
    let removed = bordered ? width - 2 : width - 1
    return remapped(width: newWidth, height: height) { column, row in
      self[Position(column: column < removed ? column : column + 1, row: row)]
    }
  }

  /// The maze one row taller or shorter, keeping a bottom wall border like `resizedWidth`.
  func resizedHeight(by change: Int) -> MazeLevel {
    let newHeight = height + change
    guard change != 0, MazeLevel.editableHeights.contains(newHeight) else { return self }
    let bordered = isWallRow(height - 1)
    let index = bordered ? height - 1 : height
    if change > 0 {
      let leftWall = isWallColumn(0)
      let rightWall = isWallColumn(width - 1)
      return remapped(width: width, height: newHeight) { column, row in
        if row < index { return self[Position(column: column, row: row)] }
        if row > index { return self[Position(column: column, row: row - 1)] }
        return (column == 0 && leftWall) || (column == width - 1 && rightWall) ? .wall : .floor
      }
    }
    let removed = bordered ? height - 2 : height - 1
    return remapped(width: width, height: newHeight) { column, row in
      self[Position(column: column, row: row < removed ? row : row + 1)]
    }
  }

  private func isWallRow(_ row: Int) -> Bool {
    (0..<width).allSatisfy { self[Position(column: $0, row: row)] == .wall }
  }

  private func isWallColumn(_ column: Int) -> Bool {
    (0..<height).allSatisfy { self[Position(column: column, row: $0)] == .wall }
  }

  private func remapped(width newWidth: Int, height newHeight: Int, _ cell: (Int, Int) -> Cell)
    -> MazeLevel
  {
    var cells: [Cell] = []
    cells.reserveCapacity(newWidth * newHeight)
    for row in 0..<newHeight {
      for column in 0..<newWidth { cells.append(cell(column, row)) }
    }
    return MazeLevel(
      name: name, par: par, isDraft: isDraft, width: newWidth, height: newHeight, cells: cells)
  }
}
