import ArcadeKit
import FoundationEssentials
import Launcher
import Scores

/// Ranks runs on the server's board, each only once its replay, played again here, reached
/// the same score: the session's own recording of a game played over SSH, or a replay file
/// submitted from an offline arcade (`ssh … submit`). Blocking (it replays and writes the
/// database): call it off the event loops.
public struct ServerScores: Sendable {
  /// The board the runs go to.
  public let board: any ServerBoard
  /// The games whose replays are played.
  public let registry: GameRegistry
  /// The wall clock, for the runs' dates.
  public let now: @Sendable () -> Date

  /// Scores for `board`, replaying `registry`'s games.
  public init(board: any ServerBoard, registry: GameRegistry, now: @escaping @Sendable () -> Date = { Date() }) {
    self.board = board
    self.registry = registry
    self.now = now
  }

  /// What came of ranking a run.
  public enum Outcome: Sendable {
    /// On the board now (the board, the run's place on it when it shows there).
    case ranked(board: ScoreBoard, rank: Int?, submission: ScoreSubmission)
    /// Not ranked: `reason` says why (a replay that does not reach its score, none at all).
    case refused(reason: String)
  }

  /// Ranks `submission`, a game played in a session, for `player`, after replaying it.
  public func rank(_ submission: ScoreSubmission, by player: ServerPlayer) -> Outcome {
    guard let replay = submission.replay else { return .refused(reason: "the game kept no replay to check") }
    let belongsOn = registry.board(for: replay.header)
    guard belongsOn == submission.board || replay.header.board == submission.board else {
      return .refused(reason: "the replay is of board \(belongsOn), not \(submission.board)")
    }
    if let problem = dailyProblem(replay, on: submission.board) { return .refused(reason: problem) }
    switch ReplayVerifier(registry: registry).check(replay, claiming: submission.score, by: "the run").verdict {
    case .verified: return store(submission, replay: replay, by: player, offline: false)
    case .mismatched(let reason), .unverifiable(let reason): return .refused(reason: reason)
    }
  }

  /// Ranks a replay file made by an offline arcade (`arcade replay … --export`) for `player`,
  /// marked "played offline": it is played to its end here, and must end with the score it
  /// says it made.
  public func rankOffline(_ text: String, by player: ServerPlayer) -> Outcome {
    let replay: Replay
    do {
      replay = try ReplayText.decode(text: text, source: "the submitted replay")
    } catch {
      return .refused(reason: "\(error)")
    }
    guard let claimed = replay.score else {
      return .refused(reason: "the replay names no score (export a finished game)")
    }
    let (verdict, submission) = ReplayVerifier(registry: registry).check(replay, claiming: claimed, by: "the file")
    guard verdict == .verified, let submission else { return .refused(reason: "\(verdict)") }
    return store(submission, replay: replay, by: player, offline: true)
  }

  /// Why a run on a day's board (`maze/daily-2026-11-25`) cannot be ranked there: not that
  /// day's level, seed and options as the date makes them, or a day other than today (or
  /// yesterday, for a run begun before midnight). Nil for any other board.
  func dailyProblem(_ replay: Replay, on board: String) -> String? {
    guard let date = Self.dailyDate(of: board) else { return nil }
    let today = DailyDate(secondsSinceEpoch: now().timeIntervalSince1970)
    guard date == today || date == today.previous else { return "the day \(date) is over" }
    guard let day = DailyChallenge(date: date, registry: registry).game(replay.header.game) else {
      return "\(replay.header.game) has no daily level"
    }
    let expected = day.header(keyBindings: KeyBindings())
    guard replay.header.board == expected.board, replay.header.seed == expected.seed,
      replay.header.levels == expected.levels, replay.header.options == expected.options
    else { return "the run is not of \(date)'s \(day.entry.title) level" }
    return nil
  }

  /// The day of a daily board's id (`maze/daily-2026-11-25`), or nil for another board.
  static func dailyDate(of board: String) -> DailyDate? {
    guard let range = board.range(of: "/daily-") else { return nil }
    return DailyDate(String(board[range.upperBound...]))
  }

  /// Writes a verified run to the board.
  private func store(_ submission: ScoreSubmission, replay: Replay, by player: ServerPlayer, offline: Bool) -> Outcome {
    let text = ReplayText.encode(replay)
    guard text.utf8.count <= ReplayLimits.maximumStoredBytes else {
      return .refused(reason: "the replay is longer than the \(ReplayLimits.maximumStoredBytes) bytes a board keeps")
    }
    do {
      if offline, try board.holds(replay: text) { return .refused(reason: "this replay is on the board already") }
      let run = VerifiedRun(
        board: submission.board, boardTitle: submission.boardTitle, game: submission.game, score: submission.score,
        lowerIsBetter: submission.lowerIsBetter, timeMilliseconds: submission.timeMilliseconds,
        level: submission.levelReached, detail: submission.detail, seed: submission.seed, replay: text,
        offline: offline, date: now())
      let (shown, rank) = try board.add(run, by: player)
      return .ranked(board: shown, rank: rank, submission: submission)
    } catch {
      return .refused(reason: "the board could not be written: \(error)")
    }
  }
}
