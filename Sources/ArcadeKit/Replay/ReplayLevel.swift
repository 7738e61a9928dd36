/// A level as a replay carries it: its identity and its whole text, so a replay plays the same
/// where the level's file is missing or was changed.
public struct ReplayLevel: Hashable, Sendable {
  /// The level's identity (`maze-0123456789abcdef`), checked against the text when it is read.
  public var identity: String
  /// The level's canonical text, as the level format writes it.
  public var text: String

  /// Creates a level entry.
  public init(identity: String, text: String) {
    self.identity = identity
    self.text = text
  }
}
