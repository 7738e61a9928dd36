// MARK: - LevelSaveTarget

/// Where an editor's save writes.
public enum LevelSaveTarget: Hashable, Sendable {
  /// This file, in place (a user level, or the FILE of `arcade edit GAME FILE`).
  case file(String)
  /// A new file `NN-slug.level` in the user's folder of `game` (`userLevels` nil: no folder is
  /// known), named after the level at the first save. Built-in levels are edited as such a copy.
  case newFile(userLevels: String?, game: String, number: Int)

  /// The path to write for a level called `name`; nil when no user folder is known.
  public func path(forName name: String) -> String? {
    switch self {
    case .file(let path):
      return path
    case .newFile(let userLevels, let game, let number):
      guard let userLevels else { return nil }
      return LevelFileNaming.gameFolder(userLevels: userLevels, game: game) + "/"
        + LevelFileNaming.fileName(number: number, name: name, fallback: game)
    }
  }

  /// The file it writes, when it is one already (nil for a new file not yet named).
  public var existingPath: String? {
    if case .file(let path) = self { return path }
    return nil
  }
}
