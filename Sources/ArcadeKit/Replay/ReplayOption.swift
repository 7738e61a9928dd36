/// One of a game's own options in a replay or a network match's setup: a name and a value, both single words.
public struct ReplayOption: Hashable, Sendable {
  /// The option's name (`players`).
  public var name: String
  /// Its value (`1`).
  public var value: String

  /// Creates an option.
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}
