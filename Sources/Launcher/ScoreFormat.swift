import Scores

/// How scores read on screen: points as numbers, times as m:ss.mmm.
enum ScoreFormat {
  /// The score as shown to the player.
  static func score(_ score: Int, timeMilliseconds: Int?) -> String {
    timeMilliseconds.map(ScoreTable.time) ?? String(score)
  }
}
