/// The first message each side sends on a connection: who it is and what it plays.
public struct NetHello: Sendable, Hashable {
  /// The game ("paddles").
  public var game: String
  /// The game's rules version: both sides must simulate the same rules.
  public var rulesVersion: Int
  /// The sender's arcade version, for the message when the rules differ.
  public var arcadeVersion: String
  /// Set when coming back to a match after a dropped connection.
  public var resume: NetResume?

  /// Creates a greeting.
  public init(game: String, rulesVersion: Int, arcadeVersion: String, resume: NetResume? = nil) {
    self.game = game
    self.rulesVersion = rulesVersion
    self.arcadeVersion = arcadeVersion
    self.resume = resume
  }
}
