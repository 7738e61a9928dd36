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

  /// Steps (1/60 s) between the puck being somewhere and the computer acting on it.
  public var reactionSteps: Int {
    switch self {
    case .easy: return 16
    case .normal: return 11
    case .hard: return 7
    }
  }

  /// Largest aiming error, world units, drawn afresh each time the puck comes toward it.
  public var aimError: Double {
    switch self {
    case .easy: return 44
    case .normal: return 28
    case .hard: return 16
    }
  }

  /// Fastest the computer moves its paddle, world units per step (a human's keys give 6).
  public var paddleSpeed: Double {
    switch self {
    case .easy: return 4.5
    case .normal: return 5.5
    case .hard: return 6
    }
  }
}
