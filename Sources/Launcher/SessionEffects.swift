import ArcadeKit
import GameKit
import Levels

/// The side effects a session hands its host: files, scores, settings, and the handlers of the
/// requests and screens other modules declare (the score file's, a game's, the boards). Every
/// host carries them out the same way, with `replies(to:network:)`.
///
/// A client in the isowords style: the executable passes live closures, tests pass recording ones.
public struct SessionEffects: Sendable {
  /// Writes a file atomically and reports how it went.
  public var writeFile: @Sendable (_ path: String, _ contents: String) -> EffectResult
  /// The commands that follow a finished game's score (the score flow, `ScoreFlowScene`);
  /// reads nothing.
  public var submitScore: @Sendable (ScoreSubmission) -> [Command]
  /// Keeps a score handed over as the arcade closes, to be saved at exit (where waiting for
  /// the lock is allowed).
  public var keepScore: @Sendable (ScoreSubmission) -> Void
  /// Remembers the change from the settings in force (`old`, command-line choices included) to
  /// `new` for the next start; returns why it could not be saved.
  public var saveSettings: @Sendable (_ old: DisplaySettings, _ new: DisplaySettings) -> String?
  /// The handlers of the requests declared outside the core (`HostRequest`: the score file's,
  /// the server's names and spectators) and the makers of its screens (`SceneRequest`: a game,
  /// the boards, a replay); a request none takes stops a debug build, naming it.
  public var handlers: HostHandlers

  /// Creates a client from its operations, every one named: a host (or a test) says what each
  /// effect does, even "nothing" (a `keepScore` that keeps none); requests and screens declared
  /// outside the core (the score file's: `HostHandlers.registerScores`; the games':
  /// `registerScreens(of:)`; none kept: `.keepingNothing`) go to `handlers`, where one no
  /// handler takes stops a debug build.
  public init(
    writeFile: @escaping @Sendable (String, String) -> EffectResult,
    submitScore: @escaping @Sendable (ScoreSubmission) -> [Command],
    keepScore: @escaping @Sendable (ScoreSubmission) -> Void,
    saveSettings: @escaping @Sendable (_ old: DisplaySettings, _ new: DisplaySettings) -> String?,
    handlers: HostHandlers
  ) {
    self.writeFile = writeFile
    self.submitScore = submitScore
    self.keepScore = keepScore
    self.saveSettings = saveSettings
    self.handlers = handlers
  }

  /// Why the boards cannot open where no score file was given.
  struct NoScoreBoards: Error, CustomStringConvertible {
    var description: String { "No score file is available." }
  }

  /// Effects that do nothing and report writes as failed: for tests that need none.
  public static let none = SessionEffects(
    writeFile: { path, _ in .fileWriteFailed(path: path, message: "writing is disabled here") },
    submitScore: { _ in [] }, keepScore: { _ in }, saveSettings: { _, _ in nil }, handlers: .keepingNothing)
}
