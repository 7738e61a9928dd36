// Times the Balls simulation where it is heaviest: a 2000-ball "big bang" chain reaction.
// Prints figures only; it asserts nothing.
//
//   swift build -c release && .build/release/balls-bench [balls] [seed]
import ArcadeKit
import BallsGame
import Physics

// MARK: - Helpers

let arguments = CommandLine.arguments.dropFirst()
let ballCount = arguments.first.flatMap { Int($0) } ?? 2000
let seed = arguments.dropFirst().first.flatMap { UInt64($0) } ?? 1

/// Milliseconds in a Duration.
func milliseconds(_ duration: Duration) -> Double {
  let parts = duration.components
  return Double(parts.seconds) * 1e3 + Double(parts.attoseconds) * 1e-15
}

/// Three decimals without Foundation's formatting.
func format(_ value: Double) -> String {
  let thousandths = Int((value * 1000).rounded())
  let fraction = String(thousandths % 1000)
  return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}

/// The value at fraction `q` of the sorted values.
func quantile(_ values: [Double], _ q: Double) -> Double {
  guard !values.isEmpty else { return 0 }
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * q))]
}

// MARK: - Chain reaction

let clock = ContinuousClock()
var random = SeededRandom(seed: seed)
let field = BallsWorld.standardField
var world = BallsWorld(balls: BallsWorld.randomBalls(count: ballCount, in: field, random: &random))

// A few updates of plain motion first, as a player would wait before firing.
var motion: [Double] = []
for _ in 0..<30 {
  let start = clock.now
  world.update()
  motion.append(milliseconds(clock.now - start))
}

world.detonate(at: field.center)
var chain: [Double] = []
var peakExplosions = 0
while true {
  let start = clock.now
  let outcome = world.update()
  chain.append(milliseconds(clock.now - start))
  peakExplosions = max(peakExplosions, world.explosions.count)
  if outcome == .finished || chain.count > 100_000 { break }
}

print("balls-bench: \(ballCount) balls, seed \(seed), field 480x320")
print("  budget at 15 updates/s: 66.7 ms per update")
print("  motion only:    median \(format(quantile(motion, 0.5))) ms per update")
print("  chain reaction: \(chain.count) updates, \(world.removed) removed", terminator: "")
print(", peak \(peakExplosions) explosions")
let median = format(quantile(chain, 0.5))
let p95 = format(quantile(chain, 0.95))
let worst = format(chain.max() ?? 0)
print("  chain step:     median \(median) ms, p95 \(p95) ms, max \(worst) ms")

// MARK: - AI planning

var planRandom = SeededRandom(seed: seed)
for count in [30, ballCount] {
  let fresh = BallsWorld(
    balls: BallsWorld.randomBalls(count: count, in: field, random: &planRandom))
  let start = clock.now
  let plan = ChainPlanner.plan(for: fresh, cursor: field.center)
  let spent = milliseconds(clock.now - start)
  let expects = plan?.expectedRemoved ?? 0
  let waits = plan?.delay ?? 0
  print("  AI plan, \(count) balls: \(format(spent)) ms", terminator: "")
  print(" (expects \(expects), waits \(waits) updates)")
}
