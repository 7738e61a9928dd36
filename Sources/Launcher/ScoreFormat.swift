import ArcadeKit

/// How scores read on screen: points as numbers, times as `TimeText` writes them (`30.55 s`).
public enum ScoreFormat {
  /// The score as shown to the player.
  public static func score(_ score: Int, timeMilliseconds: Int?) -> String {
    timeMilliseconds.map { TimeText.seconds(milliseconds: $0) } ?? String(score)
  }

  /// `score` in the unit of `submission`, a result its game handed over: a time where the game
  /// scores times (`3.93 s`), else the number (also without a result to tell).
  public static func score(_ score: Int, scoredAs submission: ScoreSubmission?) -> String {
    self.score(score, timeMilliseconds: submission?.timeMilliseconds == nil ? nil : score)
  }

  /// `score` with what it is, for a line about a replay: `time 3.93 s` or `score 224`.
  public static func labelled(_ score: Int, scoredAs submission: ScoreSubmission?) -> String {
    (submission?.timeMilliseconds == nil ? "score " : "time ") + self.score(score, scoredAs: submission)
  }
}
