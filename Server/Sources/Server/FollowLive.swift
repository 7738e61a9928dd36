import ArcadeKit

/// Asks for the newest recording of the game another player on the server is playing, to
/// watch it (`WatchLiveScene` asks every quarter second; `PlayerEffects` answers).
public struct FollowLive: HostRequest, Hashable {
  /// The connection of the player watched.
  public var player: Int

  public init(player: Int) {
    self.player = player
  }

  /// The game `player` is playing, recorded so far (`replay` nil: they play none now).
  public struct Reply: Hashable, Sendable {
    public var player: Int
    public var replay: Replay?

    public init(player: Int, replay: Replay?) {
      self.player = player
      self.replay = replay
    }
  }
}
