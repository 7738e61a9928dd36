// MARK: - NoGhost

/// The ghost sample of a game that races no ghost (Balls: every level's balls are new): a
/// `PlayableGame` with it is never asked for one, and `PlayScene` loads no replays to race.
public struct NoGhost: Hashable, Sendable {
  /// The one sample.
  public init() {}
}
