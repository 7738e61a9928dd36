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

// MARK: - Autoplay figures

// The AI's pass rate per level over many seeds, as `ChainPlanner.autoplayRemoved` plays them
// (the shipped levels' numbers, default explosion radius).
let autoplaySeeds = arguments.dropFirst(2).first.flatMap { UInt64($0) } ?? 200
let shipped: [(balls: Int, target: Int)] = [
  (4, 1), (4, 2), (8, 4), (15, 7), (25, 12), (30, 17), (30, 20), (30, 25), (30, 28), (30, 30),
]
let radius = Int(BallsWorld(balls: []).maxExplosionRadius)
print("  autoplay over \(autoplaySeeds) seeds (explosion radius \(radius)):")
for (index, level) in (shipped + [(2000, 0)]).enumerated() {
  var passed = 0
  var removedTotal = 0
  // The 2000-ball level is heavy: a tenth of the seeds says enough about its spread.
  let seeds = level.balls > 200 ? max(1, autoplaySeeds / 10) : autoplaySeeds
  var fewest = Int.max
  for levelSeed in 0..<seeds {
    var levelRandom = SeededRandom(seed: levelSeed)
    let fresh = BallsWorld(
      balls: BallsWorld.randomBalls(count: level.balls, in: field, random: &levelRandom))
    let removed = ChainPlanner.autoplayRemoved(fresh)
    removedTotal += removed
    fewest = min(fewest, removed)
    if removed >= level.target { passed += 1 }
  }
  let rate = format(Double(passed) * 100 / Double(seeds))
  let mean = format(Double(removedTotal) / Double(seeds))
  print(
    "    level \(index + 1) (\(level.balls)/\(level.target)): passed \(passed)/\(seeds) = \(rate)%,"
      + " mean removed \(mean), fewest \(fewest)")
}
