/// What a score flow asks of the score file; the host answers at once with
/// `EffectResult.scoreChecked` or `.scoreSaved`, never waiting for another process's lock.
public enum ScoreFileRequest: Hashable, Sendable {
  /// Reads the board once to see what a finished game's score means: nothing to keep, a name
  /// to ask for, where it would have ranked, or why it cannot be kept.
  case check(ScoreSubmission)
  /// Saves a named score (an empty name: the one the prompt would offer). When the file is
  /// busy it says so, unless `keepWhenBusy`: then the score is kept in memory, to be saved
  /// with the next one or when the arcade closes. `waited` is the seconds the flow has
  /// waited for the file so far, for the message that says so.
  case save(ScoreSubmission, keepWhenBusy: Bool, waited: Double)
}
