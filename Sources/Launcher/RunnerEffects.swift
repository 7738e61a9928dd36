import ArcadeKit

/// The side effects the Runner delegates to the edge: files, scores, settings.
///
/// A client in the isowords style: the executable passes live closures, tests pass recording ones.
public struct RunnerEffects: Sendable {
  /// Writes a file atomically and reports how it went.
  public var writeFile: @Sendable (_ path: String, _ contents: String) -> EffectResult
  /// Handles a finished game's score; returns the commands that show what happened.
  public var submitScore: @Sendable (ScoreSubmission) -> [Command]
  /// Remembers display settings for the next start.
  public var saveSettings: @Sendable (DisplaySettings) -> Void

  /// Creates a client from its three operations.
  public init(
    writeFile: @escaping @Sendable (String, String) -> EffectResult,
    submitScore: @escaping @Sendable (ScoreSubmission) -> [Command],
    saveSettings: @escaping @Sendable (DisplaySettings) -> Void
  ) {
    self.writeFile = writeFile
    self.submitScore = submitScore
    self.saveSettings = saveSettings
  }

  /// Effects that do nothing and report writes as failed: for tests that need none.
  public static let none = RunnerEffects(
    writeFile: { path, _ in .fileWriteFailed(path: path, message: "writing is disabled here") },
    submitScore: { _ in [] },
    saveSettings: { _ in })
}
