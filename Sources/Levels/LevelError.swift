// MARK: - LevelError

/// A problem with a level file, located at a line and column, saying what was expected.
public struct LevelError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The file the problem is in, as the user named it (or a placeholder such as `<unsaved>`).
  public var path: String
  /// 1-based line; 0 when the problem is with the file as a whole (missing, unreadable).
  public var line: Int
  /// 1-based column in Unicode scalars; 0 when the problem is with the file as a whole.
  public var column: Int
  /// What is wrong and what was expected, for a person to act on.
  public var message: String

  /// Creates an error at a position in a file.
  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// The compiler-style line `path:line:col: error: message` (without position for whole-file problems).
  public var description: String {
    if line == 0 {
      return "\(path): error: \(message)"
    }
    return "\(path):\(line):\(column): error: \(message)"
  }
}
