import ArcadeKit
import FileSystem
import Levels

// MARK: - BallsLevelSource

/// Reads the levels a game of Balls plays, at the edge, from the setup's level folders or
/// from the file `--level` names.
public enum BallsLevelSource {
  /// The levels in play order and the index to start at.
  public static func load(
    _ setup: GameSetup, fileSystem: FileSystemClient = .live
  ) throws -> (levels: [BallsLevelEntry], start: Int) {
    if let choice = setup.level, Int(choice) == nil {
      return ([BallsLevelEntry(number: 1, level: try file(choice, fileSystem: fileSystem))], 0)
    }
    let directories = LevelDirectories(
      builtIn: setup.builtInLevelsDirectory, user: setup.userLevelsDirectory)
    let collection = LevelLibrary(directories: directories, fileSystem: fileSystem).load(.balls)
    let levels = collection.playable.compactMap { loaded -> BallsLevel? in
      if case .balls(let level) = loaded.level { return level }
      return nil
    }
    guard !levels.isEmpty else {
      throw BallsSetupError.noLevels(
        searched: [directories.builtIn, directories.user].compactMap { $0 })
    }
    let entries = levels.enumerated().map {
      BallsLevelEntry(number: $0.offset + 1, level: $0.element)
    }
    guard let choice = setup.level, let number = Int(choice) else { return (entries, 0) }
    guard (1...entries.count).contains(number) else {
      throw BallsSetupError.levelOutOfRange(requested: number, available: entries.count)
    }
    return (entries, number - 1)
  }

  /// Loads one level file, which must be a Balls level.
  public static func file(_ path: String, fileSystem: FileSystemClient = .live) throws -> BallsLevel {
    let level = try LevelLibrary.loadFile(path: path, expecting: nil, fileSystem: fileSystem)
    guard case .balls(let balls) = level else {
      throw BallsSetupError.notABallsLevel(path: path, game: level.game.rawValue)
    }
    return balls
  }
}
