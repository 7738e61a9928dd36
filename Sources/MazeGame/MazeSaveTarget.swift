// MARK: - MazeSaveTarget

/// Where the editor saves.
public enum MazeSaveTarget: Hashable, Sendable {
  /// This file, in place (a user level, or the FILE of `arcade edit maze FILE`).
  case file(String)
  /// A new file `NN-slug.level` in the user's maze folder (`nil`: no folder is known), named
  /// after the maze at the first save. Built-in levels are edited as such a copy.
  case newFile(userLevels: String?, number: Int)

  /// The path to write for a maze called `name`; nil when no user folder is known.
  func path(forName name: String) -> String? {
    switch self {
    case .file(let path):
      return path
    case .newFile(let userLevels, let number):
      guard let userLevels else { return nil }
      return MazeFileNaming.mazeFolder(userLevels: userLevels) + "/"
        + MazeFileNaming.fileName(number: number, name: name)
    }
  }
}
