import ArcadeKit
import GameKit
import Levels

// MARK: - BallsGame

/// Balls: place one explosion and let the chain reaction clear the field.
public enum BallsGame {
  /// The game's id on the command line and for its score board.
  public static let id = "balls"
  /// The name in the menu.
  public static let title = "Balls"

  /// How to play: the card on the first start from the menu, and the top of the help.
  public static let howToPlay =
    "Balls bounce around the field, and you get one explosion per level: aim and fire it. Every ball"
    + " that touches an explosion bursts into one too, so the chain can clear the field. Clear at least"
    + " the level's target to go on; fall short and the run ends."

  /// The game's actions, for the settings file and `arcade keys`.
  public static let keyContext = KeyContext(BallsAction.self, id: id, title: title)

  /// The game's keys with `bindings`, for the help screens (and the mouse, which is not a key).
  public static func keys(_ bindings: KeyBindings) -> [KeyHelp] {
    bindings.map(BallsAction.self, in: id).help + [KeyHelp("Mouse click", "fire at that spot")]
  }

  /// Help, pause and leave with `bindings`, as every game has them.
  static func controls(_ bindings: KeyBindings) -> PlayControls {
    let keys = bindings.map(BallsAction.self, in: id)
    return PlayControls(
      title: title, rules: howToPlay, keys: Self.keys(bindings), global: bindings.globalMap(besides: keys.allKeys))
  }

  /// The launcher's entry for Balls, reading levels from disk.
  public static let entry = entry(levels: .live)

  /// The launcher's entry for Balls, reading levels through the launcher's `levels`.
  public static func entry(levels: LevelReader) -> GameEntry {
    var entry = GameEntry(
      id: id, title: title,
      summary: "Set off one explosion; the chain reaction must clear enough balls.", howToPlay: howToPlay,
      keyContext: keyContext, keys: keys,
      makeScene: { setup in try BallsScene(setup: setup, levels: levels) },
      replays: BallsReplays.support, boards: BallsBoards.boards, levels: BallsLevel.format
    )
    // The daily challenge: one try, so a failed level ends the run with what it removed.
    entry.dailyOptions = BallsReplays.oneTryOptions
    return entry.editing(BallsLevel.self, levels: levels) { level, seed, keyBindings in
      BallsScene(levels: [BallsLevelEntry(number: 1, level: level)], seed: seed, keyBindings: keyBindings)
    }
  }
}
