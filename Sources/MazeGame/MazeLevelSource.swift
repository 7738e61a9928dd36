import ArcadeKit
import FileSystem
import Levels

// MARK: - MazeLevelSource

/// Reads mazes at the edge (when a scene is made), never from inside a scene, through the
/// `FileSystemClient` the game entry was made with.
enum MazeLevelSource {
  /// The maze levels of the built-in and the user's folders.
  static func collection(for setup: GameSetup, fileSystem: FileSystemClient) -> LevelCollection {
    LevelLibrary(
      directories: LevelDirectories(
        builtIn: setup.builtInLevelsDirectory, user: setup.userLevelsDirectory),
      fileSystem: fileSystem
    ).load(.maze)
  }

  /// Stages for a run through `levels`, labelled `n/N`.
  static func stages(for levels: [LoadedLevel]) -> [MazeStage] {
    levels.enumerated().compactMap { index, loaded in
      guard case .maze(let maze) = loaded.level else { return nil }
      return MazeStage(maze: maze, label: "\(index + 1)/\(levels.count)")
    }
  }

  /// `--level` as a number, when it is one (digits only).
  static func levelNumber(_ text: String) -> Int? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(text)
  }

  /// Reads one maze file.
  static func loadMaze(path: String, fileSystem: FileSystemClient) throws(MazeSetupError) -> MazeLevel {
    let level: Level
    do {
      level = try Level.load(path: path, fileSystem: fileSystem)
    } catch {
      throw .level(error)
    }
    guard case .maze(let maze) = level else {
      throw .notAMaze(path: path, game: level.game.rawValue)
    }
    return maze
  }

  // MARK: - Scenes

  /// The first scene: the level list from the menu, or a level at once for `arcade play`.
  static func makeScene(
    _ setup: GameSetup, fileSystem: FileSystemClient = .live
  ) throws(MazeSetupError) -> any Scene {
    if let level = setup.level, levelNumber(level) == nil {
      let maze = try loadMaze(path: level, fileSystem: fileSystem)
      return try MazeGameScene(
        stages: [MazeStage(maze: maze, label: "")], seed: setup.seed, keyBindings: setup.keyBindings,
        autoplay: setup.autoplay)
    }
    let collection = collection(for: setup, fileSystem: fileSystem)
    let problems = collection.failures.map(\.description)
    // A demo skips the list and plays from the first maze, as `arcade play` does.
    if !setup.direct, !setup.autoplay, setup.level == nil {
      return MazeLevelListScene(
        levels: collection.levels, problems: problems, userLevels: setup.userLevelsDirectory,
        nextNumber: MazeFileNaming.nextNumber(in: collection, userFolder: setup.userLevelsDirectory),
        seed: setup.seed, keyBindings: setup.keyBindings)
    }
    let run = collection.playable
    guard !run.isEmpty else { throw .noLevels(problems: problems) }
    let number = setup.level.flatMap(levelNumber) ?? 1
    guard number >= 1, number <= run.count else {
      throw .levelOutOfRange(requested: number, available: run.count)
    }
    return try MazeGameScene(
      stages: stages(for: run), startingAt: number - 1, seed: setup.seed, keyBindings: setup.keyBindings,
      autoplay: setup.autoplay)
  }

  /// The editor for `arcade edit maze [FILE]`: FILE may be a level number, an existing file
  /// (a built-in one is edited as a copy) or a new file to create; none means a new maze.
  static func makeEditor(
    _ setup: GameSetup, path: String?, fileSystem: FileSystemClient = .live
  ) throws(MazeSetupError) -> any Scene {
    let collection = collection(for: setup, fileSystem: fileSystem)
    let next = MazeFileNaming.nextNumber(in: collection, userFolder: setup.userLevelsDirectory)
    let newCopy = MazeSaveTarget.newFile(userLevels: setup.userLevelsDirectory, number: next)
    guard let path else {
      return MazeEditorScene(maze: nil, target: newCopy, seed: setup.seed, keyBindings: setup.keyBindings)
    }
    if let number = levelNumber(path), !fileSystem.exists(path) {
      guard number >= 1, number <= collection.levels.count,
        case .maze(let maze) = collection.levels[number - 1].level
      else { throw .levelOutOfRange(requested: number, available: collection.levels.count) }
      let loaded = collection.levels[number - 1]
      let target = loaded.origin == .user ? MazeSaveTarget.file(loaded.path) : newCopy
      return MazeEditorScene(maze: maze, target: target, seed: setup.seed, keyBindings: setup.keyBindings)
    }
    guard fileSystem.exists(path) else {
      return MazeEditorScene(maze: nil, target: .file(path), seed: setup.seed, keyBindings: setup.keyBindings)
    }
    let maze = try loadMaze(path: path, fileSystem: fileSystem)
    let builtIn =
      setup.builtInLevelsDirectory.map { isInside(path, folder: $0, fileSystem: fileSystem) } ?? false
    return MazeEditorScene(maze: maze, target: builtIn ? newCopy : .file(path), seed: setup.seed, keyBindings: setup.keyBindings)
  }

  // MARK: - Files

  /// Whether `path` resolves to a file inside `folder` (symbolic links and `..` resolved).
  private static func isInside(_ path: String, folder: String, fileSystem: FileSystemClient) -> Bool {
    guard let file = fileSystem.realPath(path), let directory = fileSystem.realPath(folder) else {
      return false
    }
    return file.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
  }
}
