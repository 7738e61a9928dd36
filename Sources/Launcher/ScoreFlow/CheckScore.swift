import ArcadeKit

/// What a finished game's score means, from one read of the score file: nothing to keep, a
/// name to ask for, where it would have ranked, or why it cannot be kept. The score flow
/// (`ScoreFlowScene`) asks it; the host answers at once, never waiting for another process's
/// lock (`ScoreKeeper.check`, or the server's board).
public struct CheckScore: HostRequest, Hashable {
  public typealias Reply = ScoreCheck

  /// The finished game's score.
  public var submission: ScoreSubmission

  /// Asks what `submission` means.
  public init(_ submission: ScoreSubmission) {
    self.submission = submission
  }
}
