import ArcadeKit

// The launcher's screens whose making reads files or needs the host (`Effect.open`); each host
// registers how it makes them (`HostHandlers.registerScreen`, `registerScreens(of:)`).

/// The high-score boards (the host's score file, or a server's board).
public struct OpenScores: SceneRequest {
  public init() {}
}

/// Watching a recorded game (from a board, `arcade replay`), captioned with who played it.
public struct OpenReplay: SceneRequest {
  /// The game to watch.
  public var replay: Replay
  /// Who played it, and when.
  public var caption: String

  /// Asks to watch `replay`.
  public init(_ replay: Replay, caption: String) {
    self.replay = replay
    self.caption = caption
  }
}

/// Attract mode: the best replays, or the computer playing each game, in turn (`setup` for
/// the games the computer plays).
public struct OpenDemo: SceneRequest {
  /// The seed and keys the games start with.
  public var setup: GameSetup

  /// Asks for attract mode.
  public init(_ setup: GameSetup) {
    self.setup = setup
  }
}

/// The daily challenge (`setup` for the player's keys), which reads the daily log.
public struct OpenDaily: SceneRequest {
  /// The player's keys.
  public var setup: GameSetup

  /// Asks for the daily challenge.
  public init(_ setup: GameSetup) {
    self.setup = setup
  }
}

/// Who is playing on this server now, and what: the server lobby's menu item, which only a
/// server registers.
public struct OpenPlayers: SceneRequest {
  public init() {}
}
