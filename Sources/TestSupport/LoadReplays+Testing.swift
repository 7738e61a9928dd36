import ArcadeKit
import GameKit

extension InputEvent {
  /// The host's answer to a `LoadReplays`: the `replays` kept on `board`.
  public static func replaysLoaded(board: String, _ replays: [Replay]) -> InputEvent {
    .effect(.reply(RequestReply(to: LoadReplays.self, LoadReplays.Reply(board: board, replays: replays))))
  }
}

extension Command {
  /// The board whose replays this command asks the host for (`LoadReplays`), if it asks.
  public var replaysAsked: String? { asks(LoadReplays.self)?.board }
}
