import ArcadeKit

// MARK: - PaddlesOptions

/// Everything chosen before a game starts: who plays, how well the computer plays, where, and to what score.
public struct PaddlesOptions: Sendable, Hashable {
  /// 1 (against the computer) or 2 (two people on one keyboard).
  public var players: Int
  /// The computer's difficulty (ignored with two players).
  public var difficulty: Difficulty
  /// The field.
  public var arena: SidewaysArena
  /// Points to win; nil keeps the arena's own.
  public var winScore: Int?
  /// The random seed of the serves and of the computer's errors.
  public var seed: UInt64
  /// The player's keys.
  public var keyBindings: KeyBindings
  /// The rules played by: today's, or an older version's for an older replay.
  public var rules: PaddlesRules = .current
  /// Whether the computer plays both sides (a demo): games start and follow one another by
  /// themselves, and no score is kept.
  public var autoplay: Bool

  /// Creates options; the defaults are one player against a normal computer on the classic field.
  public init(
    players: Int = 1, difficulty: Difficulty = .normal, arena: SidewaysArena = .classic,
    winScore: Int? = nil, seed: UInt64, keyBindings: KeyBindings = KeyBindings(), autoplay: Bool = false
  ) {
    self.keyBindings = keyBindings
    self.autoplay = autoplay
    self.players = players
    self.difficulty = difficulty
    self.arena = arena
    self.winScore = winScore
    self.seed = seed
  }

  /// Whether player 2 is the computer.
  public var againstComputer: Bool { players == 1 }
}
