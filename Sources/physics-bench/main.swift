// Steps many moving circles the way Balls does (move 1 unit per axis, flip at the edges) and
// times the broadphase on top. Prints figures only; it asserts nothing.
//
//   swift build -c release && .build/release/physics-bench [balls] [steps]
import Physics

// MARK: - Setup

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let ballCount = arguments.first ?? 10_000
let stepCount = Swift.max(arguments.dropFirst().first ?? 201, 1)

/// A fixed, even spread of points (golden-ratio sequence): deterministic without a random generator.
func spreadPositions(count: Int, in field: WorldRect) -> [Vector2] {
  let phiX = 0.618_033_988_749_894_9
  let phiY = 0.754_877_666_246_692_7
  return (0..<count).map { i in
    let u = (Double(i) * phiX).truncatingRemainder(dividingBy: 1)
    let v = (Double(i) * phiY + 0.5).truncatingRemainder(dividingBy: 1)
    return Vector2(x: field.minX + u * field.width, y: field.minY + v * field.height)
  }
}

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

/// The middle value.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

// MARK: - Scenarios

struct Scenario {
  let name: String
  let field: WorldRect
  let radius: Double
  let explosions: Int
  let explosionRadius: Double
}

let scenarios = [
  Scenario(
    name: "seed field 320x480 (dense: every ball overlaps ~13 others)",
    field: WorldRect(width: 320, height: 480), radius: 4, explosions: 30, explosionRadius: 30
  ),
  Scenario(
    name: "field 3200x4800 (a Balls level's density)",
    field: WorldRect(width: 3200, height: 4800), radius: 4, explosions: 30, explosionRadius: 30
  ),
]

print("physics-bench: \(ballCount) balls, median of \(stepCount) steps")
for scenario in scenarios {
  var positions = spreadPositions(count: ballCount, in: scenario.field)
  var velocities = (0..<ballCount).map { Vector2(x: $0 & 1 == 0 ? -1 : 1, y: $0 & 2 == 0 ? -1 : 1) }
  let explosionCenters = spreadPositions(count: scenario.explosions, in: scenario.field)
  var grid = SpatialGrid(bounds: scenario.field, cellSize: 2 * scenario.radius)
  var pairs: [CirclePair] = []
  var moveTimes: [Double] = []
  var pairTimes: [Double] = []
  var queryTimes: [Double] = []
  var pairCount = 0
  var hitCount = 0
  let clock = ContinuousClock()

  for _ in 0..<stepCount {
    let t0 = clock.now
    for i in 0..<ballCount {
      positions[i] += velocities[i]
      velocities[i] = EdgeFlip.velocity(at: positions[i], moving: velocities[i], in: scenario.field)
    }
    grid.rebuild(count: ballCount) { Circle(center: positions[$0], radius: scenario.radius) }
    let t1 = clock.now
    grid.overlappingPairs(into: &pairs)
    let t2 = clock.now
    var hits = 0
    for center in explosionCenters {
      grid.forEachCircle(overlapping: Circle(center: center, radius: scenario.explosionRadius)) {
        _ in hits += 1
      }
    }
    let t3 = clock.now
    moveTimes.append(milliseconds(t1 - t0))
    pairTimes.append(milliseconds(t2 - t1))
    queryTimes.append(milliseconds(t3 - t2))
    pairCount = pairs.count
    hitCount = hits
  }

  let move = median(moveTimes)
  let pair = median(pairTimes)
  let query = median(queryTimes)
  print("")
  print("\(scenario.name):")
  print("  move + edge flip + rebuild   \(format(move)) ms/step")
  print("  all overlapping pairs        \(format(pair)) ms/step  (\(pairCount) pairs)")
  print(
    "  \(scenario.explosions) explosion queries         \(format(query)) ms/step  (\(hitCount) hits)"
  )
  print("  step with queries (Balls)    \(format(move + query)) ms")
  print("  step with all pairs          \(format(move + pair)) ms")
}
