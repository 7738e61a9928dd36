// MARK: - LevelChoiceError

/// Why `--level` chose nothing, worded for the person who typed it; the command line puts
/// `arcade: <game>: ` before it.
public enum LevelChoiceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `--level N` is not one of the listed levels (`levels`: their names, in order).
  case noSuchNumber(String, levels: [String])
  /// `--level TEXT` is neither digits nor a file that exists.
  case noSuchFile(String, levels: [String])
  /// The file is a level of another game.
  case otherGame(path: String, found: String, expected: String)
  /// The file could not be read or is not a valid level.
  case unreadable(LevelError)

  /// One line: what was wrong, then the levels there are to choose from.
  public var description: String {
    switch self {
    case .noSuchNumber(let text, let levels):
      "--level \(text): there is no level \(text); \(Self.choices(levels))"
    case .noSuchFile(let text, let levels):
      "--level \(text): no such level file (a level number is digits only); \(Self.choices(levels))"
    case .otherGame(let path, let found, let expected):
      "\(path): this is a \(found) level, not a \(expected) level (its first line says 'game: \(found)')"
    case .unreadable(let error):
      error.description
    }
  }

  /// The levels to choose from, numbered as `--level` takes them.
  static func choices(_ levels: [String]) -> String {
    guard !levels.isEmpty else { return "no levels were found; give a .level file" }
    let listed = levels.enumerated().map { "\($0.offset + 1) \($0.element)" }
    return "the levels are " + listed.joined(separator: ", ") + "; or give a .level file"
  }
}
