import Levels

// MARK: - MazeFileNaming

/// File names for mazes saved to the user's folder: `<dir>/maze/NN-slug.level`.
enum MazeFileNaming {
  /// Longest slug written; names are up to 60 characters, file names stay readable.
  static let maxSlugLength = 40

  /// Lower-case letters and digits of the name, other runs of characters as one `-`;
  /// `maze` when nothing is left.
  static func slug(for name: String) -> String {
    var slug = ""
    for scalar in name.lowercased().unicodeScalars {
      let isWordCharacter = (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
      if isWordCharacter {
        slug.unicodeScalars.append(scalar)
      } else if !slug.isEmpty, slug.last != "-" {
        slug.append("-")
      }
      if slug.count >= maxSlugLength { break }
    }
    while slug.last == "-" { slug.removeLast() }
    return slug.isEmpty ? "maze" : slug
  }

  /// `07-my-maze.level`: the number with at least two digits, then the slug.
  static func fileName(number: Int, name: String) -> String {
    let digits = String(max(0, min(9999, number)))
    return (digits.count < 2 ? "0" + digits : digits) + "-" + slug(for: name) + ".level"
  }

  /// The user's maze folder inside their level folder.
  static func mazeFolder(userLevels directory: String) -> String {
    directory.hasSuffix("/") ? directory + "maze" : directory + "/maze"
  }

  /// The number after the highest one used in the user's maze folder (1 when empty), counting
  /// files that failed to load too, so a new file never replaces an old one.
  static func nextNumber(in collection: LevelCollection, userFolder: String?) -> Int {
    var highest = 0
    for level in collection.levels where level.origin == .user {
      highest = max(highest, level.number)
    }
    if let userFolder {
      let prefix = mazeFolder(userLevels: userFolder) + "/"
      for failure in collection.failures where failure.path.hasPrefix(prefix) {
        let name = String(failure.path.dropFirst(prefix.count))
        if let parsed = LevelLibrary.parseFileName(name) { highest = max(highest, parsed.number) }
      }
    }
    return highest + 1
  }
}
