import ArcadeKit
import FoundationEssentials
import Launcher
import Replays
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
  /// Which runs are ranked: on any level (each on its levels' board), or only runs on the
  /// games' own levels (`arcade serve --ranked-levels builtin`).
  public let rankedLevels: RankedLevels
  /// Counts the runs submitted, ranked and refused, and times their replays.
  public let metrics: ServerMetrics

  /// Which levels' runs a server ranks.
  public enum RankedLevels: String, Sendable, CaseIterable {
    /// Runs on the games' own levels only.
    case builtin
    /// Any run, each on the board of the levels it played (the default).
    case any
  }

  /// Scores for `board`, replaying `registry`'s games.
  public init(
    board: any ServerBoard, registry: GameRegistry, rankedLevels: RankedLevels = .any,
    now: @escaping @Sendable () -> Date = { Date() }, metrics: ServerMetrics? = nil
  ) {
    self.board = board
    self.registry = registry
    self.rankedLevels = rankedLevels
    self.now = now
    self.metrics = metrics ?? ServerMetrics(games: registry)
  }

  /// What came of ranking a run.
  public enum Outcome: Sendable {
    /// On the board now (the board, the run's place on it when it shows there).
    case ranked(board: ScoreBoard, rank: Int?, submission: ScoreSubmission)
    /// Not ranked: `reason` says why (a replay that does not reach its score, none at all).
    case refused(reason: String)
    /// Not ranked: the board failed (logged by `ObservedBoard`); each caller tells the player in
    /// its own words what is kept (`BoardUnavailable`).
    case boardUnavailable
  }

  /// Ranks `submission`, a game played in a session, for `player`, after replaying it, on the
  /// board of the levels its replay played (`GameRegistry.placement`).
  public func rank(_ submission: ScoreSubmission, by player: ServerPlayer) -> Outcome {
    metrics.runSubmitted(.played)
    guard let replay = submission.replay else { return refused(.noReplay, "the game kept no replay to check") }
    if let problem = dailyProblem(replay) { return refused(.daily, problem) }
    let (verdict, verified) = metrics.verifying {
      ReplayVerifier(registry: registry).check(replay, claiming: submission.score, by: "the run")
    }
    switch verdict {
    case .verified: return store(verified ?? submission, replay: replay, by: player, offline: false)
    case .mismatched(let reason), .unverifiable(let reason): return refused(.notVerified, reason)
    }
  }

  /// Ranks a replay file made by an offline arcade (`arcade replay … --export`) for `player`,
  /// marked "played offline": it is played to its end here, and must end with the score it
  /// says it made.
  public func rankOffline(_ text: String, by player: ServerPlayer) -> Outcome {
    metrics.runSubmitted(.offline)
    let replay: Replay
    do {
      replay = try ReplayText.decode(text: text, source: "the submitted replay")
    } catch {
      return refused(.unreadable, "\(error)")
    }
    guard let claimed = replay.score else {
      return refused(.noScore, "the replay names no score (export a finished game)")
    }
    if DailyGame.date(ofBoard: replay.header.board) != nil { return refused(.daily, Self.dailyOffline) }
    let (verdict, submission) = metrics.verifying {
      ReplayVerifier(registry: registry).check(replay, claiming: claimed, by: "the file")
    }
    guard verdict == .verified, let submission else { return refused(.notVerified, "\(verdict)") }
    return store(submission, replay: replay, by: player, offline: true)
  }

  /// Why a run whose header names a day's board (`maze/daily-2026-11-25`) cannot be ranked
  /// there: not that day's level, seed and options as the date makes them, or a day other than
  /// today (or yesterday, for a run begun before midnight). Nil for any other board.
  func dailyProblem(_ replay: Replay) -> String? {
    let header = replay.header
    guard let date = DailyGame.date(ofBoard: header.board) else { return nil }
    let today = DailyDate(secondsSinceEpoch: now().timeIntervalSince1970)
    guard date == today || date == today.previous else { return "the day \(date) is over" }
    guard let day = DailyChallenge(date: date, registry: registry).game(header.game) else {
      return "\(header.game) has no daily level"
    }
    guard registry.dailyGame(recordedAs: header) != nil,
      header.options == day.header(keyBindings: KeyBindings()).options
    else { return "the run is not of \(date)'s \(day.entry.title) level" }
    return nil
  }

  /// Writes a verified run to the board of the levels it played, once: a run whose identity
  /// (`GameRegistry.runIdentity`) is ranked already, under any name, is refused.
  private func store(_ verified: ScoreSubmission, replay: Replay, by player: ServerPlayer, offline: Bool) -> Outcome {
    let text = ReplayText.encode(replay)
    guard text.utf8.count <= ReplayLimits.maximumStoredBytes else {
      return refused(.tooLong, "the replay is longer than the \(ReplayLimits.maximumStoredBytes) bytes a board keeps")
    }
    let placement = registry.placement(of: replay.header, reaching: verified.levelReached)
    if rankedLevels == .builtin, !placement.isBuiltIn {
      return refused(
        .levelNotRanked,
        "this server ranks runs on the arcade's own levels only, and this run played a level of someone's own"
          + " (\(placement.title))")
    }
    var submission = verified
    submission.board = placement.id
    submission.boardTitle = placement.title
    let run = VerifiedRun(
      board: placement.id, boardTitle: placement.title, game: submission.game, score: submission.score,
      lowerIsBetter: submission.lowerIsBetter, timeMilliseconds: submission.timeMilliseconds,
      level: submission.levelReached, detail: submission.detail, seed: submission.seed, replay: text,
      run: registry.runIdentity(of: replay), offline: offline, date: now())
    do {
      if let holder = try board.rankedBy(run: run.run) {
        return refused(.alreadyRanked, Self.alreadyRanked(by: holder))
      }
      let (shown, rank) = try board.add(run, by: player)
      metrics.runRanked(offline ? .offline : .played)
      return .ranked(board: shown, rank: rank, submission: submission)
    } catch ServerBoardError.alreadyRanked(let holder) {
      return refused(.alreadyRanked, Self.alreadyRanked(by: holder))
    } catch {
      metrics.runRefused(.boardUnavailable)
      return .boardUnavailable
    }
  }

  /// A refusal for `reason`, counted as `kind`.
  private func refused(_ kind: ServerMetrics.RunRefusal, _ reason: String) -> Outcome {
    metrics.runRefused(kind)
    return .refused(reason: reason)
  }

  /// Why a daily run sent as a file is not ranked.
  static let dailyOffline =
    "a daily run is ranked only when it is played here: a file cannot show it was the day's first try"

  /// Why a run ranked before is not ranked again.
  static func alreadyRanked(by holder: String) -> String {
    "this run is already ranked by \(holder) (a run ranks once, under the name that sent it first)"
  }

  /// What the board keeps of a stored run when its schema changes: the run's identity and the
  /// board of the levels it played (`StoredRunReader`), from its replay; a replay that does not
  /// read is known by the SHA-256 of its text, on the board it was on.
  public static func storedRunReader(registry: GameRegistry) -> StoredRunReader {
    StoredRunReader { text, level in
      guard let replay = try? ReplayText.decode(text: text, source: "the board") else {
        return StoredRunReader.Facts(run: "replay-" + SHA256.hex(text), placement: nil)
      }
      return StoredRunReader.Facts(
        run: registry.runIdentity(of: replay), placement: registry.placement(of: replay.header, reaching: level))
    }
  }
}
