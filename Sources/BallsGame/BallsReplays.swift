import ArcadeKit
import GameKit
import Levels

// MARK: - BallsReplays

/// How Balls replays a recorded game: the levels from the replay's text, the level it started
/// at, the recorded keys.
public enum BallsReplays {
  /// The version of Balls' rules (`GameReplays.rulesVersion`). 2: a run ends when the last
  /// level is passed, its score is handed over when the player closes its end, and F
  /// fast-forwards the chain (rules 1 kept the last level current: a run could farm it).
  public static let rulesVersion = 2

  /// The options of a one-try run (the daily challenge's), as its replay header writes them: a
  /// failed level ends the run, scoring what it removed (`BallsScene.isOneTry`).
  public static let oneTryOptions = [ReplayOption("tries", "1")]

  /// Balls' replay support for its `GameEntry`.
  public static let support = GameReplays(rulesVersion: rulesVersion, makeScene: { try scene(for: $0) })

  /// The scene a game recorded as `header` began with.
  public static func scene(for header: ReplayHeader) throws -> BallsScene {
    try header.check(game: BallsGame.id, title: BallsGame.title, rulesVersion: rulesVersion)
    let levels = try header.everyLevel(BallsLevel.self, title: BallsGame.title).enumerated().map { index, level in
      BallsLevelEntry(number: index + 1, level: level)
    }
    guard header.options.isEmpty || header.options == oneTryOptions else {
      let names = header.options.map { "\($0.name) \($0.value)".prefix(40) }.joined(separator: ", ")
      throw ReplayHeaderError("has options \(names); Balls knows only `tries 1` (a one-try run)")
    }
    return BallsScene(
      levels: levels, startIndex: header.startIndex, seed: header.seed,
      keyBindings: try header.keyBindings(for: BallsGame.keyContext), isOneTry: !header.options.isEmpty)
  }
}
