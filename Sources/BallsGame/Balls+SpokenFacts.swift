import ArcadeKit
import Physics

extension Balls {
  /// What Balls says in plain mode, most important first: the level and the run's score; how
  /// the last level went and, at a run's end, the run (its score is handed over while the game
  /// goes on, so the kit has no result to say); the balls removed while a level runs; what the
  /// level waits for (the start, the look before the shot, the shot, the chain), each said as
  /// it changes. How many balls the aimed explosion would reach now is said only in the state
  /// line.
  public var spokenFacts: [SpokenFact] {
    [
      SpokenFact("level", "level \(levelNumber) \(currentLevel.name)"),
      SpokenFact("score", "score \(run.score)"),
      SpokenFact("outcome", outcomeWords),
      SpokenFact("removed", world.map { "\($0.removed) removed, \(currentLevel.target) needed" } ?? ""),
      SpokenFact("stage", stageWords),
      SpokenFact("aim", aimWords, announced: false),
    ]
  }

  /// How the last level ended, as its panel says ("level 1 passed, 5 removed, 4 needed, 2
  /// stars"; "oops, try again, 2 removed, 4 needed"), and at a run's end the run ("run over,
  /// score 12, 2 levels passed"); empty once the next level starts.
  private var outcomeWords: String {
    guard let result = lastResult else { return "" }
    let counts = "\(result.removed) removed, \(result.target) needed"
    if let runEnd {
      let passed = runEnd.run.levelsPassed == 1 ? "1 level" : "\(runEnd.run.levelsPassed) levels"
      let ending = "run over, score \(runEnd.run.score), \(passed) passed"
      switch runEnd.reason {
      case .clearedTheGame: return "game cleared, level \(result.number) passed, \(counts), \(ending)"
      case .failed: return "level \(result.number) failed, \(counts), \(ending)"
      }
    }
    guard result.passed else { return "oops, try again, \(counts)" }
    let stars = result.stars == 1 ? "1 star" : "\(result.stars) stars"
    return "level \(result.number) passed, \(counts), \(stars)"
  }

  /// What the game waits for: the start of a level and its target, the look before the shot,
  /// the shot, the chain, or going on from a run's end.
  private var stageWords: String {
    switch phase {
    case .waiting:
      return "remove \(currentLevel.target) of \(currentLevel.balls) balls, fire to start"
    case .playing:
      if isLooking == true { return "watch the balls" }
      if world?.hasFired == false { return "aim and fire" }
      return isFastForwarding ? "chain reaction, fast" : "chain reaction"
    case .runOver:
      return "fire to go on"
    case .recording, .left:
      return ""
    }
  }

  /// While the shot is to come: how many balls lie within an explosion's reach of the aim now
  /// ("3 balls in reach of the aim"); empty otherwise.
  private var aimWords: String {
    guard isLooking != nil, let world else { return "" }
    let reach = world.maxExplosionRadius + Ball.radius
    let aim = crossHair.position
    let near = world.balls.reduce(0) { count, ball in (ball.position - aim).length < reach ? count + 1 : count }
    return near == 1 ? "1 ball in reach of the aim" : "\(near) balls in reach of the aim"
  }
}
