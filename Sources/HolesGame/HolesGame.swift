import ArcadeKit
import GameKit
import Levels

// MARK: - HolesGame

/// Registers Holes with the launcher: roll a ball past turning black holes to the flag.
public enum HolesGame {
  /// The game's id on the command line and its score board.
  public static let id = "holes"

  /// How to play: the card on the first start from the menu, and the top of the help.
  public static let howToPlay =
    "Tilt the table to roll the ball to the flag in the top left corner, and press it right into the"
    + " corner to score. The black holes turn and pull the ball in: fall into one and a ball is lost."
    + " Every flag makes the holes turn faster."

  /// The game's actions, for the settings file and `arcade keys`.
  public static let keyContext = KeyContext(HolesAction.self, id: id, title: "Holes")

  /// The game's keys with `bindings`, for the help screens (and the mouse, which is not a key).
  public static func keys(_ bindings: KeyBindings) -> [KeyHelp] {
    bindings.map(HolesAction.self, in: id).help + [KeyHelp("Click", "tilt toward the point")]
  }

  /// Help, pause and leave with `bindings`, as every game has them.
  static func controls(_ bindings: KeyBindings) -> PlayControls {
    let keys = bindings.map(HolesAction.self, in: id)
    return PlayControls(title: "Holes", rules: howToPlay, keys: Self.keys(bindings), global: bindings.globalMap(besides: keys.allKeys))
  }

  /// The launcher's entry, reading tables from disk.
  public static let entry = entry(levels: .live)

  /// The launcher's entry, reading tables through the launcher's `levels`; `--level N` starts
  /// on table N, `--level FILE` plays that table.
  public static func entry(levels: LevelReader) -> GameEntry {
    GameEntry(
      id: id, title: "Holes",
      summary: "Tilt the table to roll the ball past turning black holes to the flag", howToPlay: howToPlay,
      keyContext: keyContext, keys: keys,
      makeScene: { setup in
        HolesScene(
          tables: try HolesTables.load(for: setup, levels: levels), seed: setup.seed,
          keyBindings: setup.keyBindings, autoplay: setup.autoplay)
      },
      replays: HolesReplays.support, boards: HolesBoards.boards, levels: HolesTable.format)
  }
}
