import ArcadeKit

/// Claims a name for the player for good: on the server a name is chosen once, with the key
/// (`WelcomeScene` asks; `PlayerEffects` answers).
public struct ClaimName: HostRequest, Hashable {
  /// The name as typed.
  public var name: String

  public init(name: String) {
    self.name = name
  }

  /// What came of it.
  public enum Reply: Hashable, Sendable {
    /// The name is the player's now, as sanitised.
    case claimed(String)
    /// The name could not be claimed (another player has it, the board failed); `reason`
    /// says what to do.
    case refused(reason: String)
  }
}
