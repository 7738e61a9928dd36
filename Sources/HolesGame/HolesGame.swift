import ArcadeKit
import FileSystem

// MARK: - HolesGame

/// Registers Holes with the launcher: roll a ball past turning black holes to the flag.
public enum HolesGame {
  /// The game's id on the command line and its score board.
  public static let id = "holes"

  /// The keys, for the help screens.
  public static let keys: [KeyHelp] = [
    KeyHelp("←↑↓→ hjkl WASD", "tilt one step (up to 3)"),
    KeyHelp("Space", "level the table"),
    KeyHelp("Click", "tilt toward the point"),
    KeyHelp("P", "pause"),
    KeyHelp("R", "play again (after game over)"),
    KeyHelp("?", "these keys"),
    KeyHelp("Esc / q", "back"),
  ]

  /// Help, pause and leave, as every game has them.
  static let controls = PlayControls(title: "Holes", keys: keys)

  /// The launcher's entry, reading tables from disk.
  public static let entry = entry(fileSystem: .live)

  /// The launcher's entry, reading tables through `fileSystem`; `--level N` starts on table N,
  /// `--level FILE` plays that table.
  public static func entry(fileSystem: FileSystemClient) -> GameEntry {
    GameEntry(
      id: id, title: "Holes",
      summary: "Tilt the table to roll the ball past turning black holes to the flag",
      keys: keys,
      makeScene: { setup in
        HolesScene(tables: try HolesTables.load(for: setup, fileSystem: fileSystem), seed: setup.seed)
      })
  }
}
