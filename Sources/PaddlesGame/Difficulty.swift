// MARK: - Difficulty

/// How well the computer player plays: its reaction time, its aiming error and its paddle speed.
public enum Difficulty: String, Sendable, Hashable, CaseIterable {
  case easy
  case normal
  case hard

  /// Reads `easy`, `normal` or `hard` (any case); nil for anything else.
  public init?(name: String) {
    self.init(rawValue: name.lowercased())
  }

  /// A computer player's reaction, aim and speed together.
  struct Skill: Sendable, Hashable {
    var reactionSteps: Int
    var aimError: Double
    var paddleSpeed: Double
  }

  /// This difficulty's reaction, aim and speed under rules 2 and 3, measured against the
  /// scripted reactive player of the tests (`ReactivePlayer`: it sees the puck 200–250 ms late,
  /// heads for where the puck it saw is going, and moves at the keys' speed) so that it wins
  /// most games on easy, about half on normal and few on hard (`DifficultyBandTests`). The three
  /// differ in every way a player feels: easy reacts late, misjudges by a paddle's length and
  /// moves slowly; hard reacts a fifth of a second late, aims well and moves almost as fast as
  /// the keys.
  var skill: Skill {
    switch self {
    case .easy: return Skill(reactionSteps: 20, aimError: 48, paddleSpeed: 3)
    case .normal: return Skill(reactionSteps: 15, aimError: 30, paddleSpeed: 4.5)
    case .hard: return Skill(reactionSteps: 12, aimError: 20, paddleSpeed: 5.5)
    }
  }

  /// This difficulty's reaction, aim and speed under rules 4, measured against the reactive
  /// player on the tap path (no key releases: a press, the repeat delay, repeats; or quick
  /// taps), which most terminals give, and its steeper paddle ends: each a notch below rules
  /// 2's, so that it wins about half on normal there (`DifficultyBandTests`).
  var tapPathSkill: Skill {
    switch self {
    case .easy: return Skill(reactionSteps: 24, aimError: 60, paddleSpeed: 2.5)
    case .normal: return Skill(reactionSteps: 21, aimError: 52, paddleSpeed: 3)
    case .hard: return Skill(reactionSteps: 15, aimError: 30, paddleSpeed: 4.5)
    }
  }

  /// Steps (1/60 s) between the puck being somewhere and the computer acting on it, under
  /// today's rules.
  public var reactionSteps: Int { PaddlesRules.current.skill(self).reactionSteps }

  /// Largest aiming error, world units, drawn afresh each time the puck comes toward it.
  public var aimError: Double { PaddlesRules.current.skill(self).aimError }

  /// Fastest the computer moves its paddle, world units per step (a human's keys give 6).
  public var paddleSpeed: Double { PaddlesRules.current.skill(self).paddleSpeed }
}
