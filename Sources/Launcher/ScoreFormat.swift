import ArcadeKit

/// How scores read on screen: points as numbers, times as `TimeText` writes them (`30.55 s`).
public enum ScoreFormat {
  /// The score as shown to the player.
  public static func score(_ score: Int, timeMilliseconds: Int?) -> String {
    timeMilliseconds.map { TimeText.seconds(milliseconds: $0) } ?? String(score)
  }
}
