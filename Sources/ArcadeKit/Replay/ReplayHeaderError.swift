/// Why a replay's header does not describe a game this arcade can start (another game, an
/// unknown option, keys that clash, a level that does not read).
public struct ReplayHeaderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong and what was expected.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
