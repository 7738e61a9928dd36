/// Why a list of `[keys]` lines could not be applied: the line's place in the list and its problem.
public struct KeyLineError: Error, Hashable, Sendable {
  /// The 0-based index of the line in the list.
  public var index: Int
  /// What is wrong with it (`KeyBindings.apply(line:contexts:)`).
  public var message: String

  /// Creates an error.
  public init(index: Int, message: String) {
    self.index = index
    self.message = message
  }
}
