import ArcadeKit
import BallsGame

// MARK: - BallsWorldRun

/// A Balls world kept across benchmark iterations and updated once per iteration: either balls
/// that only move, or a chain reaction that is laid out and set off again each time it ends.
final class BallsWorldRun {
  /// How many balls the world starts with.
  let ballCount: Int
  /// The seed of the layout (the same layout every time).
  let seed: UInt64
  /// Whether an explosion is set off at the centre, as a player waiting 30 updates would.
  let firesAtCentre: Bool
  /// The world as it is now.
  private(set) var world: BallsWorld
  /// Whether the chain reaction has ended (its last update returned `.finished`).
  private(set) var hasEnded = false

  /// A world of `ballCount` balls from `seed`; with `firesAtCentre`, the explosion already set.
  init(ballCount: Int, seed: UInt64, firesAtCentre: Bool) {
    self.ballCount = ballCount
    self.seed = seed
    self.firesAtCentre = firesAtCentre
    world = Self.layout(ballCount: ballCount, seed: seed, firesAtCentre: firesAtCentre)
  }

  /// One update of the world.
  func update() {
    if world.update() == .finished { hasEnded = true }
  }

  /// After an ended chain reaction, the same layout set off again (call it outside the
  /// measurement: it builds a new world).
  func restartIfEnded() {
    guard hasEnded else { return }
    world = Self.layout(ballCount: ballCount, seed: seed, firesAtCentre: firesAtCentre)
    hasEnded = false
  }

  /// The balls of `seed` after 30 updates of plain motion, fired at the centre if asked.
  private static func layout(ballCount: Int, seed: UInt64, firesAtCentre: Bool) -> BallsWorld {
    var random = SeededRandom(seed: seed)
    let field = BallsWorld.standardField
    var world = BallsWorld(balls: BallsWorld.randomBalls(count: ballCount, in: field, random: &random))
    for _ in 0..<30 { world.update() }
    if firesAtCentre { world.detonate(at: field.center) }
    return world
  }
}
