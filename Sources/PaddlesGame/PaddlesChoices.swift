// MARK: - PaddlesChoices

/// What `arcade play paddles` may choose: players, the computer's difficulty and points to win.
///
/// The command line fills one and passes it as `GameSetup.options`; nil keeps the default
/// (one player, normal, the arena's own score).
public struct PaddlesChoices: Sendable, Hashable {
  /// `--players`: 1 (against the computer) or 2.
  public var players: Int?
  /// `--difficulty`: how well the computer plays.
  public var difficulty: Difficulty?
  /// `--win-score`: points to win, 1 to 99.
  public var winScore: Int?

  /// Creates choices; nil leaves each to the game.
  public init(players: Int? = nil, difficulty: Difficulty? = nil, winScore: Int? = nil) {
    self.players = players
    self.difficulty = difficulty
    self.winScore = winScore
  }
}
