import FileSystem

// MARK: - LevelReader

/// The level files a game may read, through the file client the launcher hands it: a game
/// names no file layer, and `--level` is resolved here, once, for every game.
public struct LevelReader: Sendable {
  /// The launcher's file client; kept private so a game reaches files only through levels.
  private let fileSystem: FileSystemClient
  /// The registered games' formats: what tells a level of another game from a bad file.
  public let formats: LevelFormats

  /// Creates a reader over `fileSystem` (the disk, or memory in tests) that knows the games
  /// of `formats` (none: a file that names another game is refused as that game's).
  public init(fileSystem: FileSystemClient, formats: LevelFormats = []) {
    self.fileSystem = fileSystem
    self.formats = formats
  }

  /// Reads the disk.
  public static let live = LevelReader(fileSystem: .live)

  /// The same reader, knowing the games of `formats`.
  public func knowing(_ formats: LevelFormats) -> LevelReader {
    LevelReader(fileSystem: fileSystem, formats: formats)
  }

  /// Every level of the game of `format` in `directories`, built-in first, with the files that failed.
  public func collection(_ format: LevelFormat, directories: LevelDirectories) -> LevelCollection {
    LevelLibrary(directories: directories, formats: formats, fileSystem: fileSystem).load(format)
  }

  /// The level in the file at `path`, which must be a level of the game of `format`.
  public func file(_ path: String, as format: LevelFormat) throws(LevelChoiceError) -> Level {
    let document: LevelDocument
    do {
      document = try LevelParser.parse(bytes: LevelFileReader.read(path: path, fileSystem: fileSystem), path: path)
    } catch {
      throw .unreadable(error)
    }
    // Knowing no other game, a file that names another is that game's level.
    if formats.games.isEmpty, let field = document.field("game"), field.value != format.game {
      throw .otherGame(path: path, found: field.value, expected: format.game)
    }
    let level: Level
    do {
      level = try formats.adding(format).level(document: document, path: path)
    } catch {
      throw .unreadable(error)
    }
    guard level.game == format.game else { throw .otherGame(path: path, found: level.game, expected: format.game) }
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

  /// The levels `--level text` chooses for the game of `format` (nil: the listed levels from
  /// the first).
  ///
  /// Digits only pick a listed (playable) level; anything else must be a file of the game.
  /// When neither matches, the error lists the levels there are.
  public func pick(
    _ text: String?, format: LevelFormat, directories: LevelDirectories
  ) throws(LevelChoiceError) -> LevelPick {
    guard let text else { return .listed(collection(format, directories: directories), start: 0) }
    switch LevelChoice(text) {
    case .number(let number):
      let listed = collection(format, directories: directories)
      guard number >= 1, number <= listed.playable.count else {
        throw .noSuchNumber(text, levels: listed.playable.map(\.level.name))
      }
      return .listed(listed, start: number - 1)
    case .file(let path):
      guard exists(path) else {
        throw .noSuchFile(text, levels: collection(format, directories: directories).playable.map(\.level.name))
      }
      return .file(try file(path, as: format), path: path)
    }
  }
}
