import ArcadeKit
import GameKit
import Levels

// MARK: - LanderGame

/// Registers Lander with the launcher: one line in the catalog, `LanderGame.entry(levels:)`.
public enum LanderGame {
  /// The launcher's entry, reading levels through the launcher's `levels` (`--level N|FILE`).
  public static func entry(levels: LevelReader) -> GameEntry {
    GameEntry(playing: Lander.self, reader: levels).editing(playing: Lander.self, levels: levels)
  }
}
