import ArcadeKit
import Levels

// MARK: - PaddlesReplays

/// How Paddles replays a recorded match: the arena from the replay's text, the players, the
/// computer's difficulty, the winning score and the recorded keys.
public enum PaddlesReplays {
  /// The version of Paddles' rules (`GameReplays.rulesVersion`).
  public static let rulesVersion = 1

  /// Paddles' replay support for its `GameEntry`.
  public static let support = GameReplays(rulesVersion: rulesVersion, makeScene: { try scene(for: $0) })

  /// The scene a match recorded as `header` began with.
  public static func scene(for header: ReplayHeader) throws -> PaddlesScene {
    try header.check(game: PaddlesGame.id, title: "Paddles", rulesVersion: rulesVersion)
    guard header.levels.count == 1, let recorded = header.levels.first else {
      throw ReplayHeaderError("carries \(header.levels.count) levels; a Paddles replay carries the one arena played")
    }
    let level = try Level(replayText: recorded.text, identity: recorded.identity, game: .paddles, source: "the replay's arena")
    guard case .paddles(let arena) = level else { throw ReplayHeaderError("its level is not a Paddles arena") }
    let difficultyName = header.option("difficulty") ?? Difficulty.normal.rawValue
    guard let difficulty = Difficulty(name: difficultyName) else {
      throw ReplayHeaderError("option difficulty `\(difficultyName.prefix(20))`: expected easy, normal or hard")
    }
    return PaddlesScene(options: PaddlesOptions(
      players: try header.intOption("players", in: 1...2) ?? 1, difficulty: difficulty, arena: SidewaysArena(arena),
      winScore: try header.intOption("win-score", in: 1...99), seed: header.seed,
      keyBindings: try header.keyBindings(for: PaddlesGame.keyContext)))
  }
}
