import ArcadeKit
import GameKit
import Levels

// MARK: - MazeReplays

/// How Maze replays a recorded attempt at one maze: the maze from the replay's text, its label,
/// the recorded keys.
public enum MazeReplays {
  /// The version of Maze's rules (`GameReplays.rulesVersion`): 2 added practice (B), whose
  /// runs are never ranked; under rules 1 that key did nothing.
  public static let rulesVersion = 2
  /// The rules a replay may have been recorded under and still be played faithfully: a rules-1
  /// run is played with the practice key doing nothing, as it did then.
  public static let playableRules = 1...rulesVersion

  /// Maze's replay support for its `GameEntry`.
  public static let support = GameReplays(rulesVersion: rulesVersion, makeScene: { try scene(for: $0) })

  /// The scene an attempt recorded as `header` began with.
  public static func scene(for header: ReplayHeader) throws -> MazeGameScene {
    let rules = playableRules.contains(header.rulesVersion) ? header.rulesVersion : rulesVersion
    try header.check(game: MazeGame.id, title: "Maze", rulesVersion: rules)
    let maze = try header.onlyLevel(MazeLevel.self, title: "Maze", noun: "maze")
    let stage = MazeStage(maze: maze, label: header.option("label") ?? "")
    return try MazeGameScene(
      stages: [stage], seed: header.seed, keyBindings: try header.keyBindings(for: MazeGame.keyContext),
      rulesVersion: rules)
  }
}
