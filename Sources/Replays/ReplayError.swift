/// Why a replay file cannot be read: where (file and line) and what was expected there.
public struct ReplayError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file (or other source) the replay came from.
  public var source: String
  /// The 1-based line, or nil for a problem with the whole file.
  public var line: Int?
  /// What is wrong and what was expected.
  public var message: String

  /// Creates an error.
  public init(source: String, line: Int? = nil, _ message: String) {
    self.source = source
    self.line = line
    self.message = message
  }

  /// `file:line: message`, as compilers say it.
  public var description: String {
    if let line { return "\(source):\(line): \(message)" }
    return "\(source): \(message)"
  }
}
