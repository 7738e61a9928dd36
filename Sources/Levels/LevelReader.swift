import FileSystem

// MARK: - LevelReader

/// The level files a game may read, through the file client the launcher hands it: a game
/// names no file layer, and `--level` is resolved here, once, for every game.
public struct LevelReader: Sendable {
  /// The launcher's file client; kept private so a game reaches files only through levels.
  private let fileSystem: FileSystemClient

  /// Creates a reader over `fileSystem` (the disk, or memory in tests).
  public init(fileSystem: FileSystemClient) {
    self.fileSystem = fileSystem
  }

  /// Reads the disk.
  public static let live = LevelReader(fileSystem: .live)

  /// Every level of `game` in `directories`, built-in first, with the files that failed.
  public func collection(_ game: GameKind, directories: LevelDirectories) -> LevelCollection {
    LevelLibrary(directories: directories, fileSystem: fileSystem).load(game)
  }

  /// The level in the file at `path`, which must be a level of `game`.
  public func file(_ path: String, of game: GameKind) throws(LevelChoiceError) -> Level {
    let level: Level
    do {
      level = try LevelLibrary.loadFile(path: path, expecting: nil, fileSystem: fileSystem)
    } catch {
      throw .unreadable(error)
    }
    guard level.game == game else { throw .otherGame(path: path, found: level.game, expected: game) }
    return level
  }

  /// Whether anything is at `path`.
  public func exists(_ path: String) -> Bool {
    fileSystem.exists(path)
  }

  /// Whether `path` resolves to a file inside `folder` (symbolic links and `..` resolved).
  public func isInside(_ path: String, folder: String) -> Bool {
    guard let file = fileSystem.realPath(path), let directory = fileSystem.realPath(folder) else { return false }
    return file.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
  }

  /// The levels `--level text` chooses for `game` (nil: the listed levels from the first).
  ///
  /// Digits only pick a listed (playable) level; anything else must be a file of `game`. When
  /// neither matches, the error lists the levels there are.
  public func pick(
    _ text: String?, game: GameKind, directories: LevelDirectories
  ) throws(LevelChoiceError) -> LevelPick {
    guard let text else { return .listed(collection(game, directories: directories), start: 0) }
    switch LevelChoice(text) {
    case .number(let number):
      let listed = collection(game, directories: directories)
      guard number >= 1, number <= listed.playable.count else {
        throw .noSuchNumber(text, levels: listed.playable.map(\.level.name))
      }
      return .listed(listed, start: number - 1)
    case .file(let path):
      guard exists(path) else {
        throw .noSuchFile(text, levels: collection(game, directories: directories).playable.map(\.level.name))
      }
      return .file(try file(path, of: game), path: path)
    }
  }
}
