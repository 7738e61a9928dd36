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

  /// This difficulty's reaction, aim and speed, measured against the scripted reactive player
  /// of the tests (`ReactivePlayer`: it sees the puck 200–250 ms late, heads for where the puck
  /// it saw is going, and moves at the keys' speed) so that it wins most games on easy, about
  /// half on normal and few on hard (`DifficultyBandTests`). The three differ in every way a
  /// player feels: easy reacts late, misjudges by a paddle's length and moves slowly; hard
  /// reacts a fifth of a second late, aims well and moves almost as fast as the keys.
  var skill: Skill {
    switch self {
    case .easy: return Skill(reactionSteps: 20, aimError: 48, paddleSpeed: 3)
    case .normal: return Skill(reactionSteps: 15, aimError: 30, paddleSpeed: 4.5)
    case .hard: return Skill(reactionSteps: 12, aimError: 20, paddleSpeed: 5.5)
    }
  }

  /// Steps (1/60 s) between the puck being somewhere and the computer acting on it.
  public var reactionSteps: Int { skill.reactionSteps }

  /// Largest aiming error, world units, drawn afresh each time the puck comes toward it.
  public var aimError: Double { skill.aimError }

  /// Fastest the computer moves its paddle, world units per step (a human's keys give 6).
  public var paddleSpeed: Double { skill.paddleSpeed }
}
