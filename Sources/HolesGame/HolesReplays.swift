import ArcadeKit
import GameKit
import Levels

// MARK: - HolesReplays

/// How Holes replays a recorded game: the tables from the replay's text, the table it started
/// on, the recorded keys.
public enum HolesReplays {
  /// The version of Holes' rules (`GameReplays.rulesVersion`): 2 places every new ball on a
  /// level table (1 kept the tilt across a ball reset).
  public static let rulesVersion = 2
  /// The rules a replay may have been recorded under and still be played faithfully: rules 1
  /// differ only in keeping the tilt for a new ball, which `HolesBoard` can still do.
  public static let playableRules = 1...rulesVersion

  /// Holes' replay support for its `GameEntry`.
  public static let support = GameReplays(rulesVersion: rulesVersion, makeScene: { try scene(for: $0) })

  /// The scene a game recorded as `header` began with.
  public static func scene(for header: ReplayHeader) throws -> HolesScene {
    let rules = playableRules.contains(header.rulesVersion) ? header.rulesVersion : rulesVersion
    try header.check(game: HolesGame.id, title: "Holes", rulesVersion: rules)
    guard !header.levels.isEmpty else { throw ReplayHeaderError("carries no table: a Holes replay carries the tables played") }
    var tables: [HolesTable] = []
    for (index, recorded) in header.levels.enumerated() {
      tables.append(try HolesTable(replayText: recorded.text, identity: recorded.identity, source: "the replay's table \(index + 1)"))
    }
    return HolesScene(
      tables: HolesTables(tables: tables, startIndex: header.startIndex), seed: header.seed,
      keyBindings: try header.keyBindings(for: HolesGame.keyContext), rulesVersion: rules)
  }
}
