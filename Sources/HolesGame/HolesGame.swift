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
  public static let keyContext = Holes.keyContext

  /// The launcher's entry, reading tables through the launcher's `levels`; `--level N` starts
  /// on table N, `--level FILE` plays that table (`HolesTables.load`).
  public static func entry(levels: LevelReader) -> GameEntry {
    GameEntry(playing: Holes.self, boards: HolesBoards.boards) { setup in
      let tables = try HolesTables.load(for: setup, levels: levels)
      return (tables.tables, tables.startIndex)
    }.editing(playing: Holes.self, levels: levels)
  }
}
