import ArcadeKit
import GameKit
import Levels

/// The side effects a session hands its host: files, scores, settings, and making the screens
/// whose making reads files (a game's levels, the score boards). Every host carries them out
/// the same way, with `replies(to:network:)`.
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
  /// Makes a requested screen under the session's settings (the player's keys), or throws a
  /// readable reason it cannot (a bad level file).
  public var openScene: @Sendable (SceneRequest, DisplaySettings) throws -> any Scene
  /// The handlers of the requests declared outside the core (`HostRequest`: the score file's,
  /// the server's names and spectators); a request none takes stops a debug build, naming it.
  public var handlers: HostHandlers

  /// Creates a client from its operations, every one named: a host (or a test) says what each
  /// effect does, even "nothing" (a `keepScore` that keeps none, `makeGameScene`); requests
  /// declared outside the core (the score file's: `HostHandlers.registerScores`, or
  /// `registerNoScoreFile`) go to `handlers`, where one no handler takes stops a debug build.
  public init(
    writeFile: @escaping @Sendable (String, String) -> EffectResult,
    submitScore: @escaping @Sendable (ScoreSubmission) -> [Command],
    keepScore: @escaping @Sendable (ScoreSubmission) -> Void,
    saveSettings: @escaping @Sendable (_ old: DisplaySettings, _ new: DisplaySettings) -> String?,
    openScene: @escaping @Sendable (SceneRequest, DisplaySettings) throws -> any Scene,
    handlers: HostHandlers = HostHandlers()
  ) {
    self.writeFile = writeFile
    self.submitScore = submitScore
    self.keepScore = keepScore
    self.saveSettings = saveSettings
    self.openScene = openScene
    self.handlers = handlers
  }

  /// Makes a game's scene with its own factory; there are no boards to open, and replays play
  /// only the game that asked (`makeScene(_:registry:)` plays any registered game's).
  public static func makeGameScene(_ request: SceneRequest, settings: DisplaySettings) throws -> any Scene {
    try makeScene(request, settings: settings, registry: GameRegistry([]))
  }

  /// Makes a game's scene with its own factory, or a replay of one of `registry`'s games; the
  /// boards need the score file, so they are the caller's.
  public static func makeScene(_ request: SceneRequest, settings: DisplaySettings, registry: GameRegistry) throws
    -> any Scene
  {
    switch request {
    case .game(let start): return try start.makeScene()
    case .scores: throw NoScoreBoards()
    case .replay(let replay, let caption):
      return ReplayScene(player: try registry.player(for: replay), caption: caption, global: settings.keys.global)
    case .demo(let setup): return DemoScene.make(registry: registry, setup: setup, best: [])
    case .daily: throw NoDailyLog()
    case .players: throw NoPlayers()
    }
  }

  /// Why the daily challenge cannot open where no data folder and clock were given.
  struct NoDailyLog: Error, CustomStringConvertible {
    var description: String { "The daily challenge needs the arcade's data folder, and there is none here." }
  }

  /// Why there is nobody to list away from a server.
  struct NoPlayers: Error, CustomStringConvertible {
    var description: String { "Only a server (arcade serve) has players to list." }
  }

  /// Why the boards cannot open where no score file was given.
  struct NoScoreBoards: Error, CustomStringConvertible {
    var description: String { "No score file is available." }
  }

  /// Effects that do nothing and report writes as failed: for tests that need none.
  public static let none: SessionEffects = {
    var handlers = HostHandlers.keepingNoReplays
    handlers.registerNoScoreFile()
    return SessionEffects(
      writeFile: { path, _ in .fileWriteFailed(path: path, message: "writing is disabled here") },
      submitScore: { _ in [] }, keepScore: { _ in }, saveSettings: { _, _ in nil }, openScene: makeGameScene,
      handlers: handlers)
  }()
}
