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

  /// This difficulty's reaction, aim and speed, tuned so that the scripted average player of
  /// the tests (a quarter second late, up to 24 units off, full key speed) wins about 80% of
  /// games on easy, 45% on normal and 10% on hard (first to 3 on the classic arena; measured
  /// over seeds 0..<400: 78.5%, 49%, 11.5%).
  var skill: Skill {
    switch self {
    case .easy: return Skill(reactionSteps: 13, aimError: 28, paddleSpeed: 5.5)
    case .normal: return Skill(reactionSteps: 11, aimError: 26, paddleSpeed: 5.5)
    case .hard: return Skill(reactionSteps: 9, aimError: 16, paddleSpeed: 5.5)
    }
  }

  /// Steps (1/60 s) between the puck being somewhere and the computer acting on it.
  public var reactionSteps: Int { skill.reactionSteps }

  /// Largest aiming error, world units, drawn afresh each time the puck comes toward it.
  public var aimError: Double { skill.aimError }

  /// Fastest the computer moves its paddle, world units per step (a human's keys give 6).
  public var paddleSpeed: Double { skill.paddleSpeed }
}
