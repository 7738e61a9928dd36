import ArcadeKit

// MARK: - GameOption

/// One command-line option a game takes after `arcade play GAME` (`--players 1|2`).
public struct GameOption: Sendable, Hashable {
  /// The long name without dashes (`players`).
  public var name: String
  /// What the value looks like in help (`1|2`, `k`).
  public var valueName: String
  /// One line of help.
  public var help: String
  /// The only values taken, in any case (empty: any text, which the game reads itself).
  public var values: [String]

  /// Creates an option.
  public init(name: String, valueName: String, help: String, values: [String] = []) {
    self.name = name
    self.valueName = valueName
    self.help = help
    self.values = values
  }
}
