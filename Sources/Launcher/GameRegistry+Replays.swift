import ArcadeKit
import Replays

// MARK: - Starting replays

extension GameRegistry {
  /// A player for `replay`, over a new scene of its game made from its header; throws a
  /// readable reason when no registered game can play it (unknown game, other rules, a level
  /// that does not read).
  public func player(for replay: Replay) throws -> AnyReplayPlayer {
    guard let entry = entry(id: replay.header.game) else {
      throw ReplayHeaderError(
        "is a replay of `\(replay.header.game)`, which this arcade does not have (it has \(ids.joined(separator: ", ")))"
      )
    }
    guard let replays = entry.replays else { throw ReplayHeaderError("\(entry.title) records no replays") }
    return AnyReplayPlayer(replay: replay, scene: AnyScene(try replays.makeScene(replay.header)))
  }
}
