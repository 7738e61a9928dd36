/// A screen the host makes, because making it reads files.
public enum SceneRequest: Sendable {
  /// A registered game's first scene.
  case game(GameStart)
  /// The high-score boards.
  case scores
  /// Watching a recorded game (from a board, `arcade replay`), captioned with who played it.
  case replay(Replay, caption: String)
  /// Attract mode: the best replays, or the computer playing each game, in turn (`setup` for
  /// the games the computer plays).
  case demo(GameSetup)
  /// The daily challenge (`setup` for the player's keys), which reads the daily log.
  case daily(GameSetup)
  /// Who is playing on this server now, and what (a server's lobby).
  case players
}
