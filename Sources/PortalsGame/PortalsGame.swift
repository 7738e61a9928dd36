import ArcadeKit
import GameKit
import Levels

// MARK: - PortalsGame

/// Registers Portals with the launcher: one line in the catalog, `PortalsGame.entry(levels:)`.
public enum PortalsGame {
  /// The launcher's entry, reading levels through the launcher's `levels` (`--level N|FILE`).
  public static func entry(levels: LevelReader) -> GameEntry {
    GameEntry(playing: Portals.self, reader: levels).editing(playing: Portals.self, levels: levels)
  }
}
