// MARK: - GridSearch

/// Breadth-first search over a grid of open and closed cells, moving up, down, left and right,
/// and only where `stepping` allows (a maze's one-way cells make some moves one-way).
///
/// The one reachability search: a maze's path check runs it on the maze's cells, a level
/// check on a `FreeSpaceMap` of where a ball's centre can be, and the games' pilots use it to
/// find their way.
public struct GridSearch: Hashable, Sendable {
  /// Cells per row.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Whether each cell can be entered, row by row, top row first; `width * height` of them.
  public let isOpen: [Bool]

  /// Creates a search over `isOpen`, row by row; cells past its end count as closed.
  public init(width: Int, height: Int, isOpen: [Bool]) {
    self.width = max(0, width)
    self.height = max(0, height)
    let count = self.width * self.height
    self.isOpen =
      Array(isOpen.prefix(count)) + Array(repeating: false, count: max(0, count - isOpen.count))
  }

  // MARK: - Search

  /// The fewest moves from any open cell of `starts` to a cell for which `isGoal` holds, each
  /// move from one open cell to a neighbouring one that `stepping(from, to)` allows; nil when no
  /// goal can be reached. Start cells that are closed or off the grid are ignored.
  public func shortestDistance(
    from starts: [Int], stepping: (Int, Int) -> Bool = { _, _ in true }, to isGoal: (Int) -> Bool
  ) -> Int? {
    let search = search(from: starts, stepping: stepping, stoppingAt: isGoal)
    return search.goal.map { search.distance[$0] }
  }

  /// The fewest moves from any open cell of `starts` to every cell, row by row, each move one
  /// that `stepping(from, to)` allows; nil for a cell that cannot be reached (closed, or walled off).
  public func distances(from starts: [Int], stepping: (Int, Int) -> Bool = { _, _ in true }) -> [Int?] {
    search(from: starts, stepping: stepping, stoppingAt: { _ in false }).distance.map { $0 < 0 ? nil : $0 }
  }

  /// The one breadth-first search: distances found so far (−1: not reached), and the first
  /// cell for which `isGoal` held, where it stopped.
  private func search(
    from starts: [Int], stepping: (Int, Int) -> Bool, stoppingAt isGoal: (Int) -> Bool
  ) -> (distance: [Int], goal: Int?) {
    var distance = Array(repeating: -1, count: isOpen.count)
    var queue: [Int] = []
    for start in starts where start >= 0 && start < isOpen.count && isOpen[start] {
      if distance[start] < 0 {
        distance[start] = 0
        queue.append(start)
      }
    }
    var head = 0
    while head < queue.count {
      let index = queue[head]
      head += 1
      if isGoal(index) { return (distance, index) }
      let column = index % width
      let neighbours = [
        column > 0 ? index - 1 : -1, column < width - 1 ? index + 1 : -1, index - width,
        index + width,
      ]
      for next in neighbours where next >= 0 && next < isOpen.count {
        if distance[next] < 0, isOpen[next], stepping(index, next) {
          distance[next] = distance[index] + 1
          queue.append(next)
        }
      }
    }
    return (distance, nil)
  }
}
