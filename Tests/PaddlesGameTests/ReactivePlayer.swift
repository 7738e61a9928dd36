import ArcadeKit
import Drawing
import GameKit
import Physics

@testable import PaddlesGame

// MARK: - ReactivePlayer

/// A scripted person at the keyboard of player 1: it only reacts, a human reaction time late,
/// and moves its paddle by holding and releasing keys at the keys' own speed.
///
/// It sees the puck where it was drawn `reactionSteps` ago (200–250 ms, drawn from its seed),
/// judges the motion from two such sightings, heads for where that motion meets its paddle's
/// line (`extrapolates`, the average player: a straight line, judged again a reaction time after
/// each bounce it sees), with an error drawn for every approach that grows with the puck's
/// speed, and holds ↑ or ↓ until its paddle is there. While the puck goes away it drifts back
/// toward the middle. Nothing about it reads the future or the computer. It plays through
/// `PaddlesScene.handle` as a terminal that reports key releases would, so its paddle moves at
/// the keys' speed. Two other styles bracket it for measuring: a novice who `tracks` the puck
/// (goes where it was seen) and an expert who `folds` the path off the walls in advance.
struct ReactivePlayer {
  /// Steps between seeing the puck and acting on it (12–15: 200–250 ms at 60 steps a second).
  let reactionSteps: Int
  /// Largest aiming error at the serve's speed, world units.
  let aimError: Double
  /// How it judges where to go.
  let style: Style
  /// On the tap path: nil to hold its key (the terminal's repeats do the rest), or the steps
  /// between its own quick taps (6: ten a second).
  let tapEvery: Int?
  /// How a reactive player judges where to go: where the puck was seen, where its seen motion
  /// meets the paddle's line in a straight line, or with the bounces off the walls worked out.
  enum Style { case tracks, extrapolates, folds }
  private var random: SeededRandom
  private var sightings: [Vector2] = []
  private var approaching = false
  private var error = 0.0
  /// The key held now, if any.
  private(set) var held: Key?
  /// Steps the key has been held (the tap path's auto-repeat counts from its press).
  private var heldSteps = 0
  /// Where the terminal reports no key releases (the tap path): a held key is its press, then
  /// after the repeat delay a press every repeat interval, as the terminal's auto-repeat sends
  /// it (GNOME's and most desktops' 500 ms and 30 a second).
  static let repeatDelaySteps = 30
  static let repeatIntervalSteps = 2

  /// A player whose reaction time and errors come from `seed`.
  init(seed: UInt64, aimError: Double = 16, style: Style = .extrapolates, tapEvery: Int? = nil) {
    self.tapEvery = tapEvery
    random = SeededRandom(seed: seed)
    reactionSteps = random.int(in: 12..<16)
    self.aimError = aimError
    self.style = style
  }

  /// Forgets what it saw (a new serve).
  mutating func forget() {
    sightings.removeAll()
    approaching = false
  }

  /// The key events for this step, given where the puck is drawn and where its paddle is: with
  /// `releases` a press and a release, else (the tap path) presses and the terminal's repeats.
  mutating func keys(seeing puck: Vector2, paddleY: Double, arena: SidewaysArena, releases: Bool = true)
    -> [InputEvent]
  {
    sightings.append(puck)
    if sightings.count > reactionSteps + 2 { sightings.removeFirst() }
    var target = SidewaysArena.height / 2
    if sightings.count == reactionSteps + 2 {
      let seen = sightings[1]
      let before = sightings[0]
      let velocity = seen - before
      let coming = velocity.x < 0
      if coming && !approaching {
        let spread = aimError * (0.5 + abs(velocity.x) / 4)
        error = random.double(in: -spread..<spread)
      }
      approaching = coming
      if coming {
        switch style {
        case .tracks: target = seen.y + error
        case .extrapolates:
          let steps = max(0, (SidewaysArena.paddleX(.one) - seen.x) / velocity.x)
          target = min(max(seen.y + velocity.y * steps, 0), SidewaysArena.height) + error
        case .folds: target = Self.crossing(from: seen, velocity: velocity, arena: arena) + error
        }
      }
    }
    let gap = target - paddleY
    let wanted: Key? = abs(gap) < 4 ? nil : gap < 0 ? .up : .down
    if !releases {
      guard wanted == held else {
        held = wanted
        heldSteps = 0
        return wanted.map { [.key($0)] } ?? []
      }
      guard let held else { return [] }
      heldSteps += 1
      if let tapEvery {
        return heldSteps % tapEvery == 0 ? [.key(held)] : []
      }
      let repeating = heldSteps - Self.repeatDelaySteps
      return repeating >= 0 && repeating % Self.repeatIntervalSteps == 0 ? [.key(held)] : []
    }
    guard wanted != held else { return [] }
    var events: [InputEvent] = []
    if let held { events.append(.keyRelease(held)) }
    if let wanted { events.append(.key(wanted)) }
    held = wanted
    return events
  }

  /// Where a puck seen at `position` moving by `velocity` reaches player 1's line, off the walls.
  static func crossing(from position: Vector2, velocity: Vector2, arena: SidewaysArena) -> Double {
    let line = SidewaysArena.paddleX(.one) + SidewaysArena.paddleThickness / 2 + arena.puckRadius
    guard velocity.x != 0 else { return position.y }
    let steps = max(0, (line - position.x) / velocity.x)
    let low = arena.puckRadius
    let span = SidewaysArena.height - 2 * arena.puckRadius
    var y = (position.y + velocity.y * steps - low).truncatingRemainder(dividingBy: 2 * span)
    if y < 0 { y += 2 * span }
    if y > span { y = 2 * span - y }
    return low + y
  }
}

// MARK: - Reactive games

/// Whole games of a `ReactivePlayer` against the computer, played headless through the scene.
enum ReactiveGames {
  /// What one game gave: the winner and how many steps each point took from its serve.
  struct Outcome {
    var winner: PlayerSlot?
    var pointSteps: [Int]
  }

  /// Plays one game (the arena's winning score) with `seed` for the serves, the computer and
  /// the player, exactly as `PaddlesScene` steps it on a terminal that reports key releases:
  /// the player's keys drive its paddle, the computer moves, then the match steps.
  /// With `releases` false it plays on the tap path, as most terminals send keys. A point to it
  /// waits for its serve: it presses Space a reaction time after the puck is back (rules 4).
  static func play(
    difficulty: Difficulty, seed: UInt64, arena: SidewaysArena = .classic, winScore: Int? = nil,
    style: ReactivePlayer.Style = .extrapolates, skill: Difficulty.Skill? = nil, releases: Bool = true,
    tapEvery: Int? = nil
  ) -> Outcome {
    var scene = PaddlesScene(
      options: PaddlesOptions(players: 1, difficulty: difficulty, arena: arena, winScore: winScore, seed: seed))
    if let skill { scene.game.computerSkill = skill }
    var player = ReactivePlayer(seed: seed &* 0x9E37_79B9 &+ 11, style: style, tapEvery: tapEvery)
    _ = scene.handle(.keyReleasesReported(releases))
    _ = scene.handle(.key(.character(" ")))
    var pointSteps: [Int] = []
    var sinceServe = 0
    var points = 0
    var waited = 0
    for _ in 0..<100_000 where scene.game.phase == .playing {
      if scene.game.waitsForReceiver {
        waited += 1
        if waited >= player.reactionSteps { _ = scene.handle(.key(.character(" "))) }
      } else {
        waited = 0
      }
      for event in player.keys(
        seeing: scene.game.match.puck.center, paddleY: scene.game.match.paddleY[0], arena: scene.game.match.arena,
        releases: releases)
      {
        _ = scene.handle(event)
      }
      _ = scene.step()
      sinceServe += 1
      let total = scene.game.match.scores[0] + scene.game.match.scores[1]
      if total != points {
        points = total
        pointSteps.append(sinceServe)
        sinceServe = 0
        player.forget()
      }
    }
    return Outcome(winner: scene.game.match.winner, pointSteps: pointSteps)
  }

  /// Games the reactive player won out of `games` seeded ones on `difficulty`, and the median point length in steps.
  static func measure(
    difficulty: Difficulty, games: Int, firstSeed: UInt64 = 0, style: ReactivePlayer.Style = .extrapolates,
    skill: Difficulty.Skill? = nil, releases: Bool = true, tapEvery: Int? = nil
  ) -> (wins: Int, medianPointSteps: Int) {
    var wins = 0
    var lengths: [Int] = []
    for seed in firstSeed..<firstSeed + UInt64(games) {
      let outcome = play(
        difficulty: difficulty, seed: seed, style: style, skill: skill, releases: releases, tapEvery: tapEvery)
      if outcome.winner == .one { wins += 1 }
      lengths += outcome.pointSteps
    }
    lengths.sort()
    return (wins, lengths.isEmpty ? 0 : lengths[lengths.count / 2])
  }
}
