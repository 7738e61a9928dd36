import ArcadeKit

// MARK: - GameOptions

/// The options a game declares for the command line, and how their values become the value of
/// the game's own type that it finds in `GameSetup.options`.
public struct GameOptions: Sendable {
  /// The options, in the order help lists them.
  public var options: [GameOption]
  /// The game's own value from the options given (name without dashes → value text); throws a
  /// readable reason for a value it cannot take.
  public var read: @Sendable ([String: String]) throws -> any Sendable

  /// Creates a declaration.
  public init(_ options: [GameOption], read: @escaping @Sendable ([String: String]) throws -> any Sendable) {
    self.options = options
    self.read = read
  }

  /// The declared option called `name`, if any.
  public func option(named name: String) -> GameOption? {
    options.first { $0.name == name }
  }
}
