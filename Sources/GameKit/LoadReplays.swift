import ArcadeKit

/// Asks for the replays kept with the scores of `board`, best first: a game's ghost to race
/// (`PlayScene`), Maze's medals in its level list. The host answers from its store: none where
/// there is no store, and only those that read.
public struct LoadReplays: HostRequest, Hashable {
  /// The board whose replays are wanted.
  public var board: String

  public init(board: String) {
    self.board = board
  }

  /// The replays of `board`, best first.
  public struct Reply: Hashable, Sendable {
    public var board: String
    public var replays: [Replay]

    public init(board: String, replays: [Replay]) {
      self.board = board
      self.replays = replays
    }
  }
}

extension HostHandlers {
  /// The handlers of a host that keeps no replays (`SessionEffects.none`, a test's): a game's
  /// ghost is asked for and none comes, as for a player with no scores yet.
  public static var keepingNoReplays: HostHandlers {
    var handlers = HostHandlers()
    handlers.register(LoadReplays.self) { LoadReplays.Reply(board: $0.board, replays: []) }
    return handlers
  }
}
