import Levels

// MARK: - MazeStage

/// One maze to play, with what the screen and the score board need to know about it.
public struct MazeStage: Hashable, Sendable {
  /// The maze.
  public var maze: MazeLevel
  /// Shown before the name, e.g. `3/6`; empty for a single file.
  public var label: String
  /// The level's identity description (`maze-…`), keying its score board.
  public var identity: String

  /// Creates a stage; the identity is the maze's own.
  public init(maze: MazeLevel, label: String) {
    self.maze = maze
    self.label = label
    identity = maze.identity.description
  }

  /// The score board of this level: `maze/<identity>`.
  public var board: String { "maze/" + identity }
}
