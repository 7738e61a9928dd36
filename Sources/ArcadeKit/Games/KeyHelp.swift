/// One line of key help: which keys, and what they do.
public struct KeyHelp: Hashable, Sendable {
  public var keys: String
  public var action: String

  /// Creates a help line, e.g. `KeyHelp("Space", "fire")`.
  public init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }
}
