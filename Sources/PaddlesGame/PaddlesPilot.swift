import ArcadeKit
import GameKit
import Physics

// MARK: - PaddlesPilot

/// The computer's paddle: it sees only the puck's position on screen, late, and aims imperfectly.
///
/// Each step it is shown where the puck is drawn (nothing else: not its speed, direction or
/// the serve to come). It acts on what it saw `reactionSteps` ago, judges the motion from two
/// such sightings, works out where the puck will cross its paddle's line (folding the path off
/// the walls, as a player would by eye), adds an aiming error drawn afresh for every approach,
/// and moves there no faster than its difficulty's paddle speed. While the puck travels away
/// it drifts back toward the middle. Obstacles are not predicted: it adapts once it sees the
/// deflection, a reaction time later.
public struct PaddlesPilot: Sendable {
  /// Steps a demo (the computer on both sides) shows the winner before the next game: two seconds.
  static let demoPauseSteps = 2 * PaddlesMatch.stepsPerSecond

  /// The difficulty it plays at.
  public let difficulty: Difficulty
  /// Which paddle it holds.
  public let side: PlayerSlot
  /// The reaction, aim and speed it plays with (its difficulty's, unless a test sets them).
  var skill: Difficulty.Skill
  private var random: SeededRandom
  private var sightings: [Vector2] = []
  private var approaching = false
  private var error: Double = 0

  /// Creates a computer player for `side`, playing as `rules` say its difficulty plays.
  public init(difficulty: Difficulty, side: PlayerSlot = .two, seed: UInt64, rules: PaddlesRules = .current) {
    self.init(difficulty: difficulty, skill: rules.skill(difficulty), side: side, seed: seed)
  }

  /// Creates a computer player with `skill` in place of its difficulty's (for tuning).
  init(difficulty: Difficulty, skill: Difficulty.Skill, side: PlayerSlot = .two, seed: UInt64) {
    self.difficulty = difficulty
    self.skill = skill
    self.side = side
    random = SeededRandom(seed: seed)
  }

  /// Forgets what it saw (a new serve or a new game).
  public mutating func forget() {
    sightings.removeAll(keepingCapacity: true)
    approaching = false
  }

  // MARK: - Deciding

  /// Sees the puck where it is drawn now and returns the paddle's move for this step.
  public mutating func move(seeing puck: Vector2, paddleY: Double, arena: SidewaysArena) -> Double {
    sightings.append(puck)
    let keep = skill.reactionSteps + 2
    if sightings.count > keep { sightings.removeFirst(sightings.count - keep) }
    guard sightings.count >= 2 else { return 0 }
    // What it perceives: the sighting one reaction time old, and the one before it.
    let seen = sightings[Swift.max(0, sightings.count - 1 - skill.reactionSteps)]
    let before = sightings[Swift.max(0, sightings.count - 2 - skill.reactionSteps)]
    let velocity = seen - before
    let comingToward = velocity.x * side.awayFromPaddle < 0
    if comingToward && !approaching {
      // A faster puck is harder to judge: the error grows with the speed it appears to have.
      let spread = skill.aimError * (0.5 + abs(velocity.x) / 8)
      error = random.double(in: -spread..<spread)
    }
    approaching = comingToward

    let target: Double
    if comingToward {
      target = predictedCrossing(from: seen, velocity: velocity, arena: arena) + error
    } else {
      target = SidewaysArena.height / 2
    }
    let limit = comingToward ? skill.paddleSpeed : skill.paddleSpeed / 2
    let gap = target - paddleY
    // A small dead zone keeps it from trembling in place, as a hand would.
    if abs(gap) < 2 { return 0 }
    return Swift.min(Swift.max(gap, -limit), limit)
  }

  /// Where the puck seen at `position` moving by `velocity` per step will cross the paddle's line.
  private func predictedCrossing(from position: Vector2, velocity: Vector2, arena: SidewaysArena)
    -> Double
  {
    let lineX =
      SidewaysArena.paddleX(side) + side.awayFromPaddle
      * (SidewaysArena.paddleThickness / 2 + arena.puckRadius)
    guard velocity.x != 0 else { return position.y }
    let steps = Swift.max(0, (lineX - position.x) / velocity.x)
    let raw = position.y + velocity.y * steps
    // Fold the straight path back into the band the puck's centre can reach.
    let low = arena.puckRadius
    let span = SidewaysArena.height - 2 * arena.puckRadius
    guard span > 0 else { return position.y }
    var folded = (raw - low).truncatingRemainder(dividingBy: 2 * span)
    if folded < 0 { folded += 2 * span }
    if folded > span { folded = 2 * span - folded }
    return low + folded
  }
}
