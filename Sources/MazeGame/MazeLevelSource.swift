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

  /// Stages for a run through `levels`, labelled `n/N`.
  static func stages(for levels: [LoadedLevel]) -> [MazeStage] {
    levels.enumerated().compactMap { index, loaded in
      loaded.level.model(as: MazeLevel.self).map { MazeStage(maze: $0, label: "\(index + 1)/\(levels.count)") }
    }
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
  static func makeScene(_ setup: GameSetup, levels: LevelReader = .live) throws -> any Scene {
    switch try levels.pick(setup.level, format: MazeLevel.format, directories: directories(for: setup)) {
    case .file(let level, let path):
      guard let maze = level.model(as: MazeLevel.self) else {
        throw LevelChoiceError.otherGame(path: path, found: level.game, expected: MazeLevel.game)
      }
      return try MazeGameScene(
        stages: [MazeStage(maze: maze, label: "")], seed: setup.seed, keyBindings: setup.keyBindings,
        autoplay: setup.autoplay)
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
      return try MazeGameScene(
        stages: stages(for: run), startingAt: start, seed: setup.seed, keyBindings: setup.keyBindings,
        autoplay: setup.autoplay)
    }
  }

  /// The editor for `arcade edit maze [FILE]`, opened as every editor is (`LevelEditorSource`).
  static func makeEditor(_ setup: GameSetup, path: String?, levels: LevelReader = .live) throws -> any Scene {
    let opened = try LevelEditorSource.open(MazeLevel.self, path: path, setup: setup, levels: levels)
    return MazeEditorScene(
      maze: opened.level, target: opened.target, seed: setup.seed, keyBindings: setup.keyBindings)
  }
}
