import ArcadeKit
import GameKit
import Levels

// MARK: - BallsGame

/// Registers Balls with the launcher: place one explosion and let the chain reaction clear the
/// field.
public enum BallsGame {
  /// The game's id on the command line and for its score boards.
  public static let id = Balls.id
  /// The name in the menu.
  public static let title = Balls.title

  /// The game's actions, for the settings file and `arcade keys`.
  public static let keyContext = Balls.keyContext

  /// The launcher's entry for Balls, reading levels through the launcher's `levels`; `--level N`
  /// starts at level N, `--level FILE` plays that level (`BallsLevelSource.load`).
  public static func entry(levels: LevelReader) -> GameEntry {
    GameEntry(
      playing: Balls.self, boards: BallsBoards.boards,
      // The daily challenge: one try, so a failed level ends the run with what it removed.
      dailyOptions: BallsOptions.oneTry.replayOptions
    ) { setup in
      let loaded = try BallsLevelSource.load(setup, levels: levels)
      return (loaded.levels, loaded.start)
    }
    .editing(playing: Balls.self, levels: levels)
  }
}
