import ArcadeKit
import Levels

// MARK: - BallsLevelSource

/// The levels a game of Balls plays, chosen at the edge by `--level` from the setup's level
/// folders or the file it names, read through the launcher's `LevelReader`.
public enum BallsLevelSource {
  /// The levels in play order and the index to start at.
  public static func load(
    _ setup: GameSetup, levels reader: LevelReader
  ) throws -> (levels: [BallsLevel], start: Int) {
    let directories = LevelDirectories(builtIn: setup.builtInLevelsDirectory, user: setup.userLevelsDirectory)
    switch try reader.pick(setup.level, format: BallsLevel.format, directories: directories) {
    case .file(let level, let path):
      guard let balls = level.model(as: BallsLevel.self) else {
        throw LevelChoiceError.otherGame(path: path, found: level.game, expected: BallsLevel.game)
      }
      return ([balls], 0)
    case .listed(let collection, let start):
      let levels = collection.playable.compactMap { $0.level.model(as: BallsLevel.self) }
      guard !levels.isEmpty else {
        throw BallsSetupError.noLevels(searched: [directories.builtIn, directories.user].compactMap { $0 })
      }
      return (levels, start)
    }
  }
}
