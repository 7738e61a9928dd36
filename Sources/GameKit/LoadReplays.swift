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

  /// The answer of a host that keeps no replays (a test's, a screen that needs none).
  public static let noneKept: @Sendable (LoadReplays) -> Reply = { Reply(board: $0.board, replays: []) }

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
