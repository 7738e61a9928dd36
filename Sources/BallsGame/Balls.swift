import ArcadeKit
import Drawing
import GameKit
import Levels
import Physics

// MARK: - Balls

/// The rules of Balls as one value, played by the kit's `PlayScene` (`BallsScene`): levels one
/// after another, one explosion each, and the run's score.
///
/// Between levels the game waits for the fire key without animating (0% CPU); while a level
/// runs it steps at the original's 15 updates per second (four updates a step while the player
/// fast-forwards the chain). A run ends when a level is failed or the last one is passed; its
/// end is shown first, and its score handed over when the player goes on (the game goes on:
/// the next run's balls come from the same random stream, so every run is kept with the whole
/// game's replay). Leaving records the run so far.
public struct Balls: PlayableGame {
  public typealias Action = BallsAction
  public typealias Level = BallsLevel
  public typealias Picture = BallsPicture
  public typealias GhostSample = NoGhost
  public typealias Options = BallsOptions

  /// What the game is doing.
  public enum Phase: Hashable, Sendable {
    /// Showing "Press Space to start level N" (and the last level's result).
    case waiting
    /// A level is running.
    case playing
    /// The run is over (a level failed, or the last one passed): its end shows until the
    /// player goes on, and only then is its score handed over, so no prompt hides it.
    case runOver
    /// The score was handed over and the score screens are open over the game, which shows no
    /// panel of its own; its next step (they closed) readies the next run.
    case recording
    /// The player left: the run so far is recorded, and the scene closes.
    case left
  }

  public static let id = "balls"
  public static let title = "Balls"
  public static let summary = "Set off one explosion; the chain reaction must clear enough balls."
  public static let howToPlay =
    "Balls bounce around the field, and you get one explosion per level: aim and fire it. Every ball"
    + " that touches an explosion bursts into one too, so the chain can clear the field. Clear at least"
    + " the level's target to go on; fall short and the run ends."
  /// 3: the cross-hair fires only after the balls have moved for `lookUpdates` (a look before
  /// the shot, where rules 2 let Space, Space fire on the layout unseen); 2: a run ends when
  /// the last level is passed, its score is handed over when the player closes its end, and F
  /// fast-forwards the chain (rules 1 kept the last level current: a run could farm it).
  public static let rulesVersion = 3
  /// Rules 2 differ only in firing at once, which the game can still do.
  public static let playableRules = 2...3
  /// Updates of a level before its explosion can fire (rules 3): a second of the balls moving,
  /// so the shot is aimed at what the player saw, not at a layout.
  public static let lookUpdates = 15
  public static var stepsPerSecond: Double { 15 }
  public static var minimumSize: Size { Size(width: 30, height: 10) }
  public static var pointerHelp: [KeyHelp] { [KeyHelp("Mouse click", "fire at that spot")] }
  public static var shippedLevels: ShippedLevels { BallsBoards.shipped }

  /// The world every level plays in.
  public static let field = BallsWorld.standardField
  /// World updates per step while fast-forwarding: the same simulation, stepped more often.
  public static let fastForwardUpdates = 4

  /// The game's levels in order (level N is `levels[N - 1]`).
  public let levels: [BallsLevel]
  /// The place in `levels` the game started at.
  public let startIndex: Int
  /// Whether each run is one try (the daily challenge's): a failed level ends the run even
  /// when it passed none, and its score counts the balls the failed level removed too.
  public let isOneTry: Bool
  /// Whether a level's balls move `lookUpdates` before the explosion can fire (rules 3).
  public let looksFirst: Bool
  /// The current level's place in `levels`.
  public private(set) var levelIndex: Int
  /// What the game is doing.
  public private(set) var phase = Phase.waiting
  /// The running level, if any.
  public private(set) var world: BallsWorld?
  /// The aiming point.
  public private(set) var crossHair = CrossHair(position: Balls.field.center)
  /// The current run.
  public private(set) var run = RunTally()
  /// How the last level ended.
  public private(set) var lastResult: LevelResult?
  /// How the run ended, while its end is shown.
  public private(set) var runEnd: RunEnd?
  /// Whether the chain reaction plays fast (`fastForwardUpdates` a step) until the level ends.
  public private(set) var isFastForwarding = false
  /// The run's end the player went on from, until the kit takes it.
  private var handedOver: GameResult?
  /// Whether the computer plays (it took the controls at a step).
  private var computerPlays = false
  private var random: SeededRandom
  private var pilot = BallsPilot()

  // MARK: - Creating

  public init(levels: [BallsLevel], startIndex: Int, seed: UInt64) {
    self.init(levels: levels, startIndex: startIndex, seed: seed, rulesVersion: Self.rulesVersion, options: .standard)
  }

  public init(levels: [BallsLevel], startIndex: Int, seed: UInt64, rulesVersion: Int, options: BallsOptions) {
    self.levels = levels
    isOneTry = options.isOneTry
    looksFirst = rulesVersion >= 3
    levelIndex = min(max(startIndex, 0), max(levels.count - 1, 0))
    self.startIndex = levelIndex
    random = SeededRandom(seed: seed)
  }

  /// The current level's number (1-based place in the list).
  public var levelNumber: Int { levelIndex + 1 }
  /// The current level.
  public var currentLevel: BallsLevel { levels[levelIndex] }

  // MARK: - Boards

  public static func board(levels: [BallsLevel], startIndex: Int) -> String {
    BallsBoards.board(startingAt: startIndex + 1)
  }

  public static func boardTitle(levels: [BallsLevel], startIndex: Int) -> String {
    BallsBoards.title(startingAt: startIndex + 1)
  }

  // MARK: - Playing

  public var isAnimating: Bool { phase == .playing || phase == .recording || phase == .left }
  public var result: GameResult? { nil }
  public var isInProgress: Bool { phase == .playing || run.score > 0 }

  public mutating func perform(_ action: BallsAction) {
    switch phase {
    case .waiting:
      if action == .fire { startLevel() }
    case .runOver:
      if action == .fire { endRun() }
    case .playing:
      guard let world else { return }
      if action == .fastForward {
        // Only the chain after the shot plays fast; before it the balls keep their pace.
        if world.hasFired { isFastForwarding = true }
        return
      }
      guard !world.hasFired else { return }
      if let direction = action.direction {
        crossHair.move(direction, atUpdate: world.updates, in: Self.field)
      } else if action == .fire, isLooking == false {
        self.world?.detonate(at: crossHair.position)
      }
    case .recording, .left:
      break
    }
  }

  public mutating func mouse(_ mouse: MouseEvent) {
    guard mouse.kind == .press else { return }
    switch phase {
    case .waiting:
      startLevel()
    case .runOver:
      endRun()
    case .playing:
      let layout = BallsLayout(size: mouse.screen, field: Self.field)
      guard let point = layout.worldPoint(column: mouse.x, row: mouse.y, field: Self.field) else { return }
      fire(at: point)
    case .recording, .left:
      break
    }
  }

  /// Fires the level's one explosion at a world point (what a click does); ignored when the
  /// level is not running or has already fired; while the balls are still being watched
  /// (`isLooking`) it only aims there.
  public mutating func fire(at point: Vector2) {
    guard phase == .playing, self.world?.hasFired == false else { return }
    crossHair.position = point
    guard isLooking == false else { return }
    self.world?.detonate(at: point)
  }

  /// Whether the level's first moments are still to be watched before the explosion can fire
  /// (rules 3); nil when no level is aiming.
  public var isLooking: Bool? {
    guard phase == .playing, let world, !world.hasFired else { return nil }
    return looksFirst && world.updates < Self.lookUpdates
  }

  public mutating func computerStep() {
    computerPlays = true
  }

  public mutating func step() -> [GameCue] {
    switch phase {
    case .left:
      return []
    case .recording:
      phase = .waiting
      return []
    case .waiting, .runOver:
      guard computerPlays else { return [] }
      pilot.waited += 1
      guard pilot.waited >= BallsPilot.startDelay else { return [] }
      if phase == .runOver { endRun() } else { startLevel() }
      return []
    case .playing:
      if computerPlays { drive() }
      for _ in 0..<(isFastForwarding ? Self.fastForwardUpdates : 1) {
        guard let outcome = self.world?.update() else { return [] }
        if outcome == .finished {
          finishLevel()
          return []
        }
      }
      return []
    }
  }

  // MARK: - Levels

  private mutating func startLevel() {
    let level = currentLevel
    let balls = BallsWorld.randomBalls(count: level.balls, in: Self.field, random: &random)
    world = BallsWorld(balls: balls, field: Self.field, maxExplosionRadius: Double(level.explosionRadius))
    crossHair = CrossHair(position: Self.field.center)
    run.reach(level: levelNumber)
    lastResult = nil
    pilot = BallsPilot()
    isFastForwarding = false
    phase = .playing
  }

  /// The level is over: on to the next one, or the run's end (a failed level with a score, any
  /// failed level of a one-try run, or the last level passed: the game is cleared, so it cannot
  /// be farmed by passing it again).
  private mutating func finishLevel() {
    guard let world else { return }
    let number = levelNumber
    var result = LevelResult(
      number: number, removed: world.removed, target: currentLevel.target, balls: currentLevel.balls)
    self.world = nil
    pilot = BallsPilot()
    isFastForwarding = false
    phase = .waiting
    if result.passed {
      run.pass(level: number, removed: world.removed, stars: result.stars)
      if levelIndex < levels.count - 1 {
        levelIndex += 1
      } else {
        runEnd = RunEnd(reason: .clearedTheGame, run: run)
        phase = .runOver
      }
    } else if run.score > 0 || isOneTry {
      if isOneTry { run.fail(level: number, removed: world.removed) }
      result.endedRunScore = run.score
      runEnd = RunEnd(reason: .failed, run: run)
      phase = .runOver
    } else {
      run = RunTally()
    }
    lastResult = result
  }

  /// The player goes on from the run's end: its score is handed over now (the name prompt
  /// opens over a field with no panel) and the next run waits, at the failed level or, after
  /// a cleared game, at the level the game started at. The computer's runs are never recorded.
  private mutating func endRun() {
    guard let runEnd else { return }
    if !computerPlays { handedOver = runResult }
    if runEnd.reason == .clearedTheGame { levelIndex = startIndex }
    run = RunTally()
    lastResult = nil
    self.runEnd = nil
    pilot = BallsPilot()
    phase = computerPlays ? .waiting : .recording
  }

  // MARK: - Results

  /// The run's score as its board records it.
  public var runResult: GameResult {
    GameResult(
      score: run.score, levelReached: run.highestLevel,
      detail: run.levelsPassed == 1 ? "1 level passed" : "\(run.levelsPassed) levels passed")
  }

  public mutating func takeResultHandedOver() -> GameResult? {
    defer { handedOver = nil }
    return handedOver
  }

  public var resultOnScreen: GameResult? { phase == .runOver && runEnd != nil ? runResult : nil }

  /// Leaving records the run when it scored or its end is shown (a one-try run's failed level
  /// may have removed nothing), asking first while a level runs.
  public mutating func leave() -> LeavingResult? {
    guard run.score > 0 || runEnd != nil else { return nil }
    let result = runResult
    let asks = phase == .playing
    world = nil
    phase = .left
    return LeavingResult(
      result, question: asks ? "The game in progress is lost; your run of \(result.score) is recorded." : nil)
  }

  // MARK: - The computer

  /// The computer's turn: decide once, glide the cross-hair, fire when the plan says.
  private mutating func drive() {
    guard let world, !world.hasFired else { return }
    if pilot.plan == nil {
      guard world.updates >= BallsPilot.thinkingUpdates,
        let plan = BallsPilot.plan(for: world, cursor: crossHair.position)
      else { return }
      pilot.plan = plan
      pilot.updatesUntilFire = plan.delay
    }
    guard let plan = pilot.plan else { return }
    if pilot.updatesUntilFire == 0, isLooking == false {
      crossHair.position = plan.point
      self.world?.detonate(at: plan.point)
    } else {
      pilot.updatesUntilFire = max(0, pilot.updatesUntilFire - 1)
      crossHair.glide(towards: plan.point, by: BallsPilot.cursorSpeed, in: Self.field)
    }
  }
}
