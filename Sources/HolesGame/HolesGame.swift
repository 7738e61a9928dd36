import ArcadeKit
import FileSystem

// MARK: - HolesGame

/// Registers Holes with the launcher: roll a ball past turning black holes to the flag.
public enum HolesGame {
  /// The game's id on the command line and its score board.
  public static let id = "holes"

  /// The game's actions, for the settings file and `arcade keys`.
  public static let keyContext = KeyContext(HolesAction.self, id: id, title: "Holes")

  /// The game's keys with `bindings`, for the help screens (and the mouse, which is not a key).
  public static func keys(_ bindings: KeyBindings) -> [KeyHelp] {
    bindings.map(HolesAction.self, in: id).help + [KeyHelp("Click", "tilt toward the point")]
  }

  /// Help, pause and leave with `bindings`, as every game has them.
  static func controls(_ bindings: KeyBindings) -> PlayControls {
    let keys = bindings.map(HolesAction.self, in: id)
    return PlayControls(title: "Holes", keys: Self.keys(bindings), global: bindings.globalMap(besides: keys.allKeys))
  }

  /// The launcher's entry, reading tables from disk.
  public static let entry = entry(fileSystem: .live)

  /// The launcher's entry, reading tables through `fileSystem`; `--level N` starts on table N,
  /// `--level FILE` plays that table.
  public static func entry(fileSystem: FileSystemClient) -> GameEntry {
    GameEntry(
      id: id, title: "Holes",
      summary: "Tilt the table to roll the ball past turning black holes to the flag",
      keyContext: keyContext, keys: keys,
      makeScene: { setup in
        HolesScene(
          tables: try HolesTables.load(for: setup, fileSystem: fileSystem), seed: setup.seed,
          keyBindings: setup.keyBindings, autoplay: setup.autoplay)
      },
      replays: HolesReplays.support)
  }
}
