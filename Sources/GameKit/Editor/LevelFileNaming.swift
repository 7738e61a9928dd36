import Levels

// MARK: - LevelFileNaming

/// File names for levels saved to the user's folder: `<dir>/<game>/NN-slug.level`.
public enum LevelFileNaming {
  /// Longest slug written; names are up to 60 characters, file names stay readable.
  public static let maxSlugLength = 40

  /// Lower-case letters and digits of the name, other runs of characters as one `-`; `fallback`
  /// (the game's id) when nothing is left.
  public static func slug(for name: String, fallback: String) -> String {
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
    return slug.isEmpty ? fallback : slug
  }

  /// `07-my-maze.level`: the number with at least two digits, then the slug (`fallback` when the
  /// name has no letters or digits).
  public static func fileName(number: Int, name: String, fallback: String) -> String {
    let digits = String(max(0, min(9999, number)))
    return (digits.count < 2 ? "0" + digits : digits) + "-" + slug(for: name, fallback: fallback) + ".level"
  }

  /// The user's folder of `game`'s levels inside their level folder.
  public static func gameFolder(userLevels directory: String, game: String) -> String {
    directory.hasSuffix("/") ? directory + game : directory + "/" + game
  }

  /// The number after the highest one used in the user's folder of `game` (1 when empty),
  /// counting files that failed to load too, so a new file never replaces an old one.
  public static func nextNumber(in collection: LevelCollection, userFolder: String?, game: String) -> Int {
    var highest = 0
    for level in collection.levels where level.origin == .user {
      highest = max(highest, level.number)
    }
    if let userFolder {
      let prefix = gameFolder(userLevels: userFolder, game: game) + "/"
      for failure in collection.failures where failure.path.hasPrefix(prefix) {
        let name = String(failure.path.dropFirst(prefix.count))
        if let parsed = LevelLibrary.parseFileName(name) { highest = max(highest, parsed.number) }
      }
    }
    return highest + 1
  }
}
