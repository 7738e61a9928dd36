import ArcadeKit
import Levels

// MARK: - LevelEditorSource

/// What `arcade edit GAME [FILE]` opens, for any game's levels: FILE may be a level number
/// (digits only, as `--level` reads it), an existing file (a built-in one is edited as a copy)
/// or a new file to create; none means a new level saved in the user's folder.
public enum LevelEditorSource {
  /// The level to open (nil: a new one) and where saving it writes.
  public struct Opened<Level: GameLevel>: Sendable {
    /// The level read, or nil for a new level.
    public var level: Level?
    /// Where saving writes.
    public var target: LevelSaveTarget
  }

  /// Why FILE opened nothing.
  public enum OpenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A level number past the game's levels.
    case levelOutOfRange(game: String, requested: Int, available: Int)

    public var description: String {
      switch self {
      case .levelOutOfRange(let game, let requested, let available):
        available == 0
          ? "there is no \(game) level \(requested): no \(game) levels were found"
          : "there is no \(game) level \(requested); choose 1 to \(available), or give a .level file"
      }
    }
  }

  /// Resolves `path` for editing a level of `Level` with `setup`'s folders, read through `levels`.
  public static func open<Level: GameLevel>(
    _: Level.Type, path: String?, setup: GameSetup, levels: LevelReader
  ) throws -> Opened<Level> {
    let directories = LevelDirectories(builtIn: setup.builtInLevelsDirectory, user: setup.userLevelsDirectory)
    let collection = levels.collection(Level.format, directories: directories)
    let next = LevelFileNaming.nextNumber(in: collection, userFolder: setup.userLevelsDirectory, game: Level.game)
    let newCopy = LevelSaveTarget.newFile(userLevels: setup.userLevelsDirectory, game: Level.game, number: next)
    guard let path else { return Opened(level: nil, target: newCopy) }
    if case .number(let number) = LevelChoice(path) {
      // Drafts are listed too: the editor is where they are finished.
      guard number >= 1, number <= collection.levels.count,
        let level = collection.levels[number - 1].level.model(as: Level.self)
      else {
        throw OpenError.levelOutOfRange(game: Level.game, requested: number, available: collection.levels.count)
      }
      let loaded = collection.levels[number - 1]
      return Opened(level: level, target: loaded.origin == .user ? .file(loaded.path) : newCopy)
    }
    guard levels.exists(path) else { return Opened(level: nil, target: .file(path)) }
    let read = try levels.file(path, as: Level.format)
    guard let level = read.model(as: Level.self) else {
      throw LevelChoiceError.otherGame(path: path, found: read.game, expected: Level.game)
    }
    let builtIn = setup.builtInLevelsDirectory.map { levels.isInside(path, folder: $0) } ?? false
    return Opened(level: level, target: builtIn ? newCopy : .file(path))
  }
}
