import ArcadeKit
import Replays
import Scores

/// Proves scores: plays each entry's replay headless and compares the score it ends with.
public struct ReplayVerifier: Sendable {
  /// One entry's result.
  public struct Check: Hashable, Sendable {
    /// The board's id.
    public var board: String
    /// The entry's 1-based place on the board.
    public var rank: Int
    /// The entry's name and score, as stored.
    public var name: String
    public var score: Int
    /// The score as the board shows it (`12.3 s` on a timed board).
    public var scoreText: String
    /// What the replay proved.
    public var verdict: ReplayVerdict
    /// Seconds of play the replay re-simulated (0 when it was not played).
    public var replayedSeconds: Double
  }

  /// The games whose replays can be played.
  public let registry: GameRegistry

  /// Creates a verifier for the games in `registry`.
  public init(registry: GameRegistry) {
    self.registry = registry
  }

  /// Checks every entry of `file`'s boards (only `game`'s when given), board by board.
  public func check(_ file: ScoreFile, game: String? = nil) -> [Check] {
    file.boardIDs(of: game).flatMap { id in
      (file.boards[id]?.entries ?? []).enumerated().map { index, entry in
        let (verdict, seconds) = play(entry, on: id, rank: index + 1)
        return Check(
          board: id, rank: index + 1, name: entry.name, score: entry.score,
          scoreText: ScoreFormat.score(entry.score, timeMilliseconds: entry.timeMilliseconds), verdict: verdict,
          replayedSeconds: seconds)
      }
    }
  }

  /// What `entry`'s replay proves about its score on board `board`.
  public func verdict(for entry: ScoreEntry, on board: String, rank: Int) -> ReplayVerdict {
    play(entry, on: board, rank: rank).verdict
  }

  /// The verdict, and the seconds of play re-simulated to reach it.
  private func play(_ entry: ScoreEntry, on board: String, rank: Int) -> (verdict: ReplayVerdict, seconds: Double) {
    guard let text = entry.replay else { return (.unverifiable(reason: "no replay was kept"), 0) }
    let replay: Replay
    do {
      replay = try ReplayText.decode(text: text, source: Self.source(board: board, rank: rank))
    } catch {
      return (.unverifiable(reason: "\(error)"), 0)
    }
    // The board a run belongs on is its levels', never the one its header names (an older
    // arcade's `balls`, or a made-up level's claim to `balls/from-1`): where the store put it.
    let belongsOn = registry.board(for: replay.header, reaching: entry.level)
    guard belongsOn == board else {
      return (.mismatched(reason: "the replay is of board \(belongsOn)"), 0)
    }
    let played = play(replay, claiming: entry.score, by: "the board")
    return (played.verdict, played.seconds)
  }

  /// What a replay shared on its own (a share code, a level's proof) says it scored, as the
  /// player reads it (`time 3.93 s`, `score 224`), and what it proves about that score: it is
  /// played to its end, and its game's result tells a time from points. Nil for a replay that
  /// names no score.
  public func claim(of replay: Replay) -> (shown: String, verdict: ReplayVerdict)? {
    guard let score = replay.score else { return nil }
    let played = play(replay, claiming: score, by: "the replay")
    return (ScoreFormat.labelled(score, scoredAs: played.submission), played.verdict)
  }

  /// What a replay shared on its own (a share code) proves about the score it says it made.
  public func verdict(of replay: Replay) -> ReplayVerdict {
    guard let score = replay.score else { return .unverifiable(reason: "the replay names no score") }
    return play(replay, claiming: score, by: "the replay").verdict
  }

  /// What `replay` proves about `score`, which `claimant` says it made (a server ranking a
  /// run), and the result the game submitted at its end (nil unless it ended with one).
  public func check(_ replay: Replay, claiming score: Int, by claimant: String) -> (
    verdict: ReplayVerdict, submission: ScoreSubmission?
  ) {
    let played = play(replay, claiming: score, by: claimant)
    return (played.verdict, played.submission)
  }

  /// Plays `replay` to its end and compares its score with `claimed`, which `claimant` says.
  private func play(_ replay: Replay, claiming claimed: Int, by claimant: String) -> (
    verdict: ReplayVerdict, seconds: Double, submission: ScoreSubmission?
  ) {
    var player: AnyReplayPlayer
    do {
      player = try registry.player(for: replay)
    } catch {
      return (.unverifiable(reason: "the replay \(error)"), 0, nil)
    }
    let outcome = player.playToEnd()
    let seconds = Double(player.step) / max(player.scene.stepsPerSecond, 1)
    if case .diverged(let why) = outcome {
      return (.mismatched(reason: "the replay does not fit the game: \(why)"), seconds, nil)
    }
    guard let submission = player.submissions.last else {
      return (.mismatched(reason: "the replay ends without a score"), seconds, nil)
    }
    guard submission.score == claimed else {
      // In the game's unit: a time is shown as a time (`3.93 s`).
      let scored = ScoreFormat.score(submission.score, scoredAs: submission)
      let said = ScoreFormat.score(claimed, scoredAs: submission)
      return (.mismatched(reason: "the replay scores \(scored), \(claimant) says \(said)"), seconds, submission)
    }
    return (.verified, seconds, submission)
  }

  /// How errors name a replay kept in the store: `scores.json: maze/maze-… #2`.
  public static func source(board: String, rank: Int) -> String { "scores.json: \(board) #\(rank)" }
}
