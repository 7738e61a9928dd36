// MARK: - MazeSetupError

/// Why a maze could not be started or opened; each message says what to fix.
public enum MazeSetupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The maze has no start cell.
  case noStart(name: String)
  /// The maze has no goal cell.
  case noGoal(name: String)
  /// There are no playable mazes at all.
  case noLevels(problems: [String])
  /// The maze's size could not make a collision grid.
  case badGrid(String)

  /// A sentence saying what went wrong and what to do.
  public var description: String {
    switch self {
    case .noStart(let name):
      "the maze '\(name)' has no start; open it with 'arcade edit maze FILE' and press S to place one"
    case .noGoal(let name):
      "the maze '\(name)' has no goal; open it with 'arcade edit maze FILE' and press G to place one"
    case .noLevels(let problems):
      (["no playable maze levels were found"] + problems).joined(separator: "\n")
    case .badGrid(let reason):
      "the maze cannot be played: \(reason)"
    }
  }
}
