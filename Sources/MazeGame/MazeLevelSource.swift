import ArcadeKit
import GameKit
import Levels

// MARK: - MazeLevelSource

/// Reads mazes at the edge (when a scene is made), never from inside a scene, through the
/// `LevelReader` the game entry was made with.
enum MazeLevelSource {
  /// The level folders `setup` names.
  static func directories(for setup: GameSetup) -> LevelDirectories {
    LevelDirectories(builtIn: setup.builtInLevelsDirectory, user: setup.userLevelsDirectory)
  }

  /// The mazes of a run through `levels`.
  static func mazes(in levels: [LoadedLevel]) -> [MazeLevel] {
    levels.compactMap { $0.level.model(as: MazeLevel.self) }
  }

  /// Reads one maze file.
  static func loadMaze(path: String, levels: LevelReader) throws -> MazeLevel {
    let level = try levels.file(path, as: MazeLevel.format)
    guard let maze = level.model(as: MazeLevel.self) else {
      throw LevelChoiceError.otherGame(path: path, found: level.game, expected: MazeLevel.game)
    }
    return maze
  }

  // MARK: - Scenes

  /// The first scene: the level list from the menu, or a level at once for `arcade play`.
  static func makeScene(_ setup: GameSetup, levels: LevelReader) throws -> any Scene {
    switch try levels.pick(setup.level, format: MazeLevel.format, directories: directories(for: setup)) {
    case .file(let level, let path):
      guard let maze = level.model(as: MazeLevel.self) else {
        throw LevelChoiceError.otherGame(path: path, found: level.game, expected: MazeLevel.game)
      }
      return try MazeScene(mazes: [maze], seed: setup.seed, keyBindings: setup.keyBindings, autoplay: setup.autoplay)
    case .listed(let collection, let start):
      let problems = collection.failures.map(\.description)
      // A demo skips the list and plays from the first maze, as `arcade play` does.
      if !setup.direct, !setup.autoplay, setup.level == nil {
        return MazeLevelListScene(
          levels: collection.levels, problems: problems, userLevels: setup.userLevelsDirectory,
          nextNumber: LevelFileNaming.nextNumber(
            in: collection, userFolder: setup.userLevelsDirectory, game: MazeLevel.game),
          seed: setup.seed, keyBindings: setup.keyBindings)
      }
      let run = collection.playable
      guard !run.isEmpty else { throw MazeSetupError.noLevels(problems: problems) }
      return try MazeScene(
        mazes: mazes(in: run), startingAt: start, numbered: true, seed: setup.seed, keyBindings: setup.keyBindings,
        autoplay: setup.autoplay)
    }
  }

  /// The editor for `arcade edit maze [FILE]`, opened as every editor is (`LevelEditorSource`).
  static func makeEditor(_ setup: GameSetup, path: String?, levels: LevelReader) throws -> any Scene {
    let opened = try LevelEditorSource.open(MazeLevel.self, path: path, setup: setup, levels: levels)
    return MazeEditorScene(
      maze: opened.level, target: opened.target, seed: setup.seed, keyBindings: setup.keyBindings)
  }
}
