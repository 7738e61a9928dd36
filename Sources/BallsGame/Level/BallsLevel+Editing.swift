import ArcadeKit
import GameKit
import Levels
import Physics

// MARK: - BallsLevel in the editor

/// A Balls level as the editing kit edits it: no field, three settings (the balls, the target,
/// the explosion's largest radius), and as a hint what the computer's planner clears on a few
/// seeds, a measure of how hard the target is.
extension BallsLevel: EditableLevel {
  public static var editorNoun: String { "Balls level" }

  /// The seed's first level: the check passes from the first key.
  public static func newLevel() -> BallsLevel {
    BallsLevel(name: "", balls: 10, target: 5)
  }

  public var fieldSize: (width: Double, height: Double)? { nil }
  public var cursorSteps: (columns: Int, rows: Int) { (0, 0) }

  public var settings: [EditorSetting] {
    [
      EditorSetting("balls", String(balls)),
      EditorSetting("target", "\(target) (\(target * 100 / max(1, balls))% of the balls)"),
      EditorSetting("explosion radius", String(explosionRadius)),
    ]
  }

  /// Balls change by about a tenth of their number a step (1 at least), so 10,000 is near.
  public mutating func adjust(_ index: Int, by steps: Int) -> EditorChange {
    switch index {
    case 0:
      let step = max(1, balls / 10)
      guard let value = EditorSetting.stepped(balls, by: steps, step: step, in: Self.ballRange) else {
        return .refused("A level has 1 to 10000 balls.")
      }
      balls = value
      target = min(target, balls)
    case 1:
      guard let value = EditorSetting.stepped(target, by: steps, step: max(1, balls / 50), in: 1...balls) else {
        return .refused("The target is 1 to the number of balls.")
      }
      target = value
    case 2:
      guard let value = EditorSetting.stepped(explosionRadius, by: steps, in: Self.explosionRadiusRange) else {
        return .refused("The explosion's radius is 1 to 160.")
      }
      explosionRadius = value
    default:
      return .refused("No such setting.")
    }
    return .changed(choosing: nil)
  }

  public func piece(forField key: String, occurrence: Int) -> Int? { nil }

  /// Seeds the difficulty hint plays.
  static let hintSeeds: [UInt64] = [1, 2, 3]
  /// Most balls the hint plays (a chain of more takes longer than a key should wait).
  static let hintMostBalls = 500

  /// What the computer's shot at the densest spot (the planner's aim in a crowd, cheap enough
  /// to work out at every key) clears on `hintSeeds`, run to the chain's end.
  public func hints() -> [String] {
    guard balls <= Self.hintMostBalls else {
      return ["The computer's hint is worked out for up to \(Self.hintMostBalls) balls."]
    }
    let field = Balls.field
    let cleared = Self.hintSeeds.map { seed -> Int in
      var random = SeededRandom(seed: seed)
      let world = BallsWorld(
        balls: BallsWorld.randomBalls(count: balls, in: field, random: &random), field: field,
        maxExplosionRadius: Double(explosionRadius))
      guard let plan = BallsPilot.densestPlan(for: world, cursor: field.center) else { return 0 }
      var future = world
      for _ in 0..<plan.delay { future.update() }
      return BallsPilot.chainLength(of: future, firingAt: plan.point)
    }
    let passed = cleared.filter { $0 >= target }.count
    let list = cleared.map(String.init).joined(separator: ", ")
    return [
      "Fired at the densest spot, the computer clears \(list) of \(balls) on three tries: it passes \(passed) of 3."
    ]
  }
}
