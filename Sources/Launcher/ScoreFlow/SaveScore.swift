import ArcadeKit

/// Saves a named score (an empty name: the one the prompt would offer). The score flow
/// (`ScoreFlowScene`) asks it; the host answers at once: when the file is busy it says so,
/// unless `keepWhenBusy`, when the score is kept in memory, to be saved with the next one or
/// when the arcade closes.
public struct SaveScore: HostRequest, Hashable {
  public typealias Reply = ScoreSave

  /// The score, with the name to save it under.
  public var submission: ScoreSubmission
  /// Whether a busy file keeps the score for later rather than saying it is busy.
  public var keepWhenBusy: Bool
  /// The seconds the flow has waited for the file so far, for the message that says so.
  public var waited: Double

  /// Asks to save `submission`.
  public init(_ submission: ScoreSubmission, keepWhenBusy: Bool, waited: Double) {
    self.submission = submission
    self.keepWhenBusy = keepWhenBusy
    self.waited = waited
  }
}
