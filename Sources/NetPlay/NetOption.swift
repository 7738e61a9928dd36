/// One option of a match setup, as text.
public struct NetOption: Sendable, Hashable {
  /// The option's name ("win-score").
  public var name: String
  /// Its value ("5").
  public var value: String

  /// Creates an option.
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}
