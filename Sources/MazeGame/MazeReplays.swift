import ArcadeKit
import Levels

// MARK: - MazeReplays

/// How Maze replays a recorded attempt at one maze: the maze from the replay's text, its label,
/// the recorded keys.
public enum MazeReplays {
  /// The version of Maze's rules (`GameReplays.rulesVersion`).
  public static let rulesVersion = 1

  /// Maze's replay support for its `GameEntry`.
  public static let support = GameReplays(rulesVersion: rulesVersion, makeScene: { try scene(for: $0) })

  /// The scene an attempt recorded as `header` began with.
  public static func scene(for header: ReplayHeader) throws -> MazeGameScene {
    try header.check(game: MazeGame.id, title: "Maze", rulesVersion: rulesVersion)
    guard header.levels.count == 1, let recorded = header.levels.first else {
      throw ReplayHeaderError("carries \(header.levels.count) levels; a Maze replay carries the one maze played")
    }
    let level = try Level(replayText: recorded.text, identity: recorded.identity, game: .maze, source: "the replay's maze")
    guard case .maze(let maze) = level else { throw ReplayHeaderError("its level is not a maze") }
    let stage = MazeStage(maze: maze, label: header.option("label") ?? "")
    return try MazeGameScene(stages: [stage], seed: header.seed, keyBindings: try header.keyBindings(for: MazeGame.keyContext))
  }
}
