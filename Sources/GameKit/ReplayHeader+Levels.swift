import ArcadeKit
import Levels

// MARK: - Levels a replay carries

extension ReplayHeader {
  /// The one level a replay of a game played on one level carries (a maze, an arena), read as
  /// `type`: it must read and keep its identity. `noun` names it in messages.
  public func onlyLevel<Model: GameLevel>(_ type: Model.Type, title: String, noun: String) throws -> Model {
    guard levels.count == 1, let recorded = levels.first else {
      throw ReplayHeaderError("carries \(levels.count) levels; a \(title) replay carries the one \(noun) played")
    }
    return try Model(replayText: recorded.text, identity: recorded.identity, source: "the replay's \(noun)")
  }

  /// Every level a replay carries, in order (at least one), read as `type`: each must read and
  /// keep its identity. `noun` names one in messages (`table`).
  public func everyLevel<Model: GameLevel>(_ type: Model.Type, title: String, noun: String = "level") throws -> [Model]
  {
    guard !levels.isEmpty else {
      throw ReplayHeaderError("carries no \(noun): a \(title) replay carries the \(noun)s played")
    }
    return try levels.enumerated().map { index, recorded in
      try Model(replayText: recorded.text, identity: recorded.identity, source: "the replay's \(noun) \(index + 1)")
    }
  }

  /// The levels a run played: from its start to the level it reached (`reached` is the
  /// 1-based place of the last level played in `levels`, as `ScoreSubmission.levelReached`
  /// says; nil or out of range: every level from the start). A replay carrying one level played
  /// that one.
  public func playedLevels(reaching reached: Int?) -> [ReplayLevel] {
    guard levels.indices.contains(startIndex) else { return [] }
    guard levels.count > 1 else { return levels }
    let end = reached.map { min(max($0, startIndex + 1), levels.count) } ?? levels.count
    return Array(levels[startIndex..<end])
  }
}
