import ArcadeKit

// MARK: - DailyShare

/// The daily challenge's lines to paste anywhere: a day's results in one line.
public enum DailyShare {
  /// A ranked result as the board shows it: a time (`12.31 s`) or the score, and the first part
  /// of the game's detail (`3–1`), if any.
  public static func result(of submission: ScoreSubmission) -> String {
    let score = ScoreFormat.score(submission.score, timeMilliseconds: submission.timeMilliseconds)
    guard let detail = submission.detail?.split(separator: ",").first, !detail.isEmpty else { return score }
    return "\(score) (\(detail))"
  }

  /// `arcade daily 2026-11-25 · Maze 12.31 s · Holes 4 · …`: every game of the day with its
  /// result, `—` for one left before its end, and nothing for one not played.
  public static func line(for challenge: DailyChallenge, log: DailyLog) -> String {
    var parts = ["arcade daily \(challenge.date)"]
    for game in challenge.games {
      switch log.state(of: game.entry.id, on: challenge.date) {
      case .notPlayed: continue
      case .started: parts.append("\(game.entry.title) \u{2014}")
      case .finished(let shown): parts.append("\(game.entry.title) \(shown)")
      }
    }
    return parts.joined(separator: " \u{00B7} ")
  }
}
