import ArcadeKit

/// The side effects the Runner delegates to the edge: files, scores, settings.
///
/// A client in the isowords style: the executable passes live closures, tests pass recording ones.
public struct RunnerEffects: Sendable {
  /// Writes a file atomically and reports how it went.
  public var writeFile: @Sendable (_ path: String, _ contents: String) -> EffectResult
  /// Handles a finished game's score; returns the commands that show what happened.
  ///
  /// While the score file is held by another process it calls `whileWaiting` with the seconds
  /// waited (the Runner shows that it waits); false from it means give up now.
  public var submitScore: @Sendable (ScoreSubmission, _ whileWaiting: (Double) -> Bool) -> [Command]
  /// Remembers display settings for the next start; returns why they could not be saved.
  public var saveSettings: @Sendable (DisplaySettings) -> String?

  /// Creates a client from its three operations.
  public init(
    writeFile: @escaping @Sendable (String, String) -> EffectResult,
    submitScore: @escaping @Sendable (ScoreSubmission, _ whileWaiting: (Double) -> Bool) -> [Command],
    saveSettings: @escaping @Sendable (DisplaySettings) -> String?
  ) {
    self.writeFile = writeFile
    self.submitScore = submitScore
    self.saveSettings = saveSettings
  }

  /// Effects that do nothing and report writes as failed: for tests that need none.
  public static let none = RunnerEffects(
    writeFile: { path, _ in .fileWriteFailed(path: path, message: "writing is disabled here") },
    submitScore: { _, _ in [] },
    saveSettings: { _ in nil })
}
