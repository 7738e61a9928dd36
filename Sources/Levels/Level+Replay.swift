// MARK: - Levels carried by replays

extension Level {
  /// Reads a level a replay carries: its text must parse, be a level of `game`, and have the
  /// identity the replay names (a changed text is refused, not played as another level).
  public init(replayText text: String, identity: String, game: GameKind, source: String) throws(LevelError) {
    let level = try Level.parse(text: text, path: source)
    guard level.game == game else {
      throw LevelError(path: source, line: 1, column: 1, message: "is a \(level.game.rawValue) level, expected a \(game.rawValue) level")
    }
    guard level.identity.description == identity else {
      throw LevelError(
        path: source, line: 1, column: 1,
        message: "its text has identity \(level.identity), but the replay says \(identity): the level was changed after recording")
    }
    self = level
  }
}
