import ArcadeKit
import Levels

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - MazeLevelSource

/// Reads mazes at the edge (when a scene is made), never from inside a scene.
enum MazeLevelSource {
  /// The maze levels of the built-in and the user's folders.
  static func collection(for setup: GameSetup) -> LevelCollection {
    LevelLibrary(
      directories: LevelDirectories(
        builtIn: setup.builtInLevelsDirectory, user: setup.userLevelsDirectory)
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
  static func loadMaze(path: String) throws(MazeSetupError) -> MazeLevel {
    let level: Level
    do {
      level = try Level.load(path: path)
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
  static func makeScene(_ setup: GameSetup) throws(MazeSetupError) -> any Scene {
    if let level = setup.level, levelNumber(level) == nil {
      let maze = try loadMaze(path: level)
      return try MazeGameScene(stages: [MazeStage(maze: maze, label: "")], seed: setup.seed)
    }
    let collection = collection(for: setup)
    let problems = collection.failures.map(\.description)
    if !setup.direct, setup.level == nil {
      return MazeLevelListScene(
        levels: collection.levels, problems: problems, userLevels: setup.userLevelsDirectory,
        nextNumber: MazeFileNaming.nextNumber(in: collection, userFolder: setup.userLevelsDirectory),
        seed: setup.seed)
    }
    let run = collection.playable
    guard !run.isEmpty else { throw .noLevels(problems: problems) }
    let number = setup.level.flatMap(levelNumber) ?? 1
    guard number >= 1, number <= run.count else {
      throw .levelOutOfRange(requested: number, available: run.count)
    }
    return try MazeGameScene(stages: stages(for: run), startingAt: number - 1, seed: setup.seed)
  }

  /// The editor for `arcade edit maze [FILE]`: FILE may be a level number, an existing file
  /// (a built-in one is edited as a copy) or a new file to create; none means a new maze.
  static func makeEditor(_ setup: GameSetup, path: String?) throws(MazeSetupError) -> any Scene {
    let collection = collection(for: setup)
    let next = MazeFileNaming.nextNumber(in: collection, userFolder: setup.userLevelsDirectory)
    let newCopy = MazeSaveTarget.newFile(userLevels: setup.userLevelsDirectory, number: next)
    guard let path else {
      return MazeEditorScene(maze: nil, target: newCopy, seed: setup.seed)
    }
    if let number = levelNumber(path), !fileExists(path) {
      guard number >= 1, number <= collection.levels.count,
        case .maze(let maze) = collection.levels[number - 1].level
      else { throw .levelOutOfRange(requested: number, available: collection.levels.count) }
      let loaded = collection.levels[number - 1]
      let target = loaded.origin == .user ? MazeSaveTarget.file(loaded.path) : newCopy
      return MazeEditorScene(maze: maze, target: target, seed: setup.seed)
    }
    guard fileExists(path) else {
      return MazeEditorScene(maze: nil, target: .file(path), seed: setup.seed)
    }
    let maze = try loadMaze(path: path)
    let builtIn = setup.builtInLevelsDirectory.map { isInside(path, folder: $0) } ?? false
    return MazeEditorScene(maze: maze, target: builtIn ? newCopy : .file(path), seed: setup.seed)
  }

  // MARK: - Files

  private static func fileExists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// Whether `path` resolves to a file inside `folder` (symbolic links and `..` resolved).
  private static func isInside(_ path: String, folder: String) -> Bool {
    guard let file = realPath(path), let directory = realPath(folder) else { return false }
    return file.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
