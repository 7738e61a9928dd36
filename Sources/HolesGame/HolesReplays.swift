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

  /// The scene a game recorded as `header` began with.
  public static func scene(for header: ReplayHeader) throws -> HolesScene {
    try HolesScene(replaying: header)
  }
}
