import ArcadeKit
import GameKit
import Levels

// MARK: - HolesReplays

/// How Holes replays a recorded game: the tables from the replay's text, the table it started
/// on, the recorded keys.
public enum HolesReplays {
  /// The version of Holes' rules (`GameReplays.rulesVersion`): 3 holds the table still for a
  /// 3-2-1 countdown before every ball, the first too (2 held it one second after a lost ball
  /// or a flag, and the first ball could roll at once); 2 places every new ball on a level
  /// table (1 kept the tilt across a ball reset).
  public static let rulesVersion = 3
  /// The rules a replay may have been recorded under and still be played faithfully: rules 1
  /// and 2 differ only in keeping the tilt for a new ball and in the hold's length, which
  /// `HolesBoard` can still do.
  public static let playableRules = 1...rulesVersion

  /// The scene a game recorded as `header` began with.
  public static func scene(for header: ReplayHeader) throws -> HolesScene {
    try HolesScene(replaying: header)
  }
}
