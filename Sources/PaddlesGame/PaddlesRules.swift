// MARK: - PaddlesRules

/// A version of Paddles' rules: today's, or the first, which replays recorded before today's
/// still play by, so every kept win still verifies and can be watched.
///
/// Version 2 (play measured with scripted reactive players): each paddle hit adds 1.5, each
/// difficulty has its own measured reaction, aim and paddle speed, a key tap moves a fixed
/// distance, and a pause serves again. Version 1 added 0.5, gave the three difficulties one
/// paddle speed, let a press glide on through the terminal's repeat delay, and went on from a
/// pause where it stopped. Version 3 is version 2 with a paddle key acting at once: the press
/// that starts a paddle moving moves it its first step in the same instant, so the frame drawn
/// at once shows it (version 2 waited for the next step). Cues and drawing are not rules: they
/// change nothing a replay checks. A network match plays the same under 2 and 3 (its keys go
/// through the lockstep, never at once). Version 4 (a second day of play, on the tap path most
/// terminals give): every paddle key acts at once, a press within a tap too; after a point the
/// player the puck goes to serves it, with Space or after 3 s; a hit near a paddle's end sends
/// the puck off more steeply; and normal is tuned against a reactive player without key
/// releases.
public enum PaddlesRules: Int, Sendable, Hashable, CaseIterable {
  /// The first rules (replays with `rules 1`).
  case first = 1
  /// The measured rules (replays with `rules 2`).
  case measured = 2
  /// The measured ones, with the press that starts a paddle moving acting at once (`rules 3`).
  case atOnce = 3
  /// Today's rules: every key at once, the receiver serves, steeper edges, normal tuned on the
  /// tap path.
  case receiverServes = 4

  /// The rules new games are played by.
  public static let current = PaddlesRules.receiverServes

  /// Whether the press that starts a paddle moving moves it at once, before the next step.
  var keyActsAtOnce: Bool { rawValue >= PaddlesRules.atOnce.rawValue }

  /// Whether a press while the paddle already moves (within a tap) acts at once too.
  var keyActsAtOnceWhileMoving: Bool { self == .receiverServes }

  /// Whether, after a point, the player the puck goes to serves it (Space, or after
  /// `PaddlesMatch.receiverServeSteps`).
  var receiverServes: Bool { self == .receiverServes }

  /// The puck's direction across after a paddle hit `offset` from the paddle's centre (in half
  /// lengths: ±1 at its ends). Linear before version 4; since, steeper toward the ends (±1.6
  /// at an end, where it was ±1: 58° from straight instead of 45°), the middle as straight.
  func across(offset: Double) -> Double {
    self == .receiverServes ? offset * (1 + 0.3 * abs(offset)) : offset
  }

  /// Speed added by each paddle hit (the seed's 0.5 in version 1).
  var speedStep: Double {
    switch self {
    case .first: 0.5
    case .measured, .atOnce, .receiverServes: 1.5
    }
  }

  /// Whether play goes on from a pause with a fresh serve, as in the seed.
  var servesAfterPause: Bool { self != .first }

  /// Whether a key press without releases glides on through the repeat delay (version 1)
  /// rather than moving a tap's fixed distance.
  var pressGlides: Bool { self == .first }

  /// The computer's reaction, aim and speed at `difficulty` under these rules.
  func skill(_ difficulty: Difficulty) -> Difficulty.Skill {
    switch (self, difficulty) {
    case (.first, .easy): Difficulty.Skill(reactionSteps: 13, aimError: 28, paddleSpeed: 5.5)
    case (.first, .normal): Difficulty.Skill(reactionSteps: 11, aimError: 26, paddleSpeed: 5.5)
    case (.first, .hard): Difficulty.Skill(reactionSteps: 9, aimError: 16, paddleSpeed: 5.5)
    case (.measured, _), (.atOnce, _): difficulty.skill
    case (.receiverServes, _): difficulty.tapPathSkill
    }
  }
}
