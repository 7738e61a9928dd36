import ArcadeKit
import Levels
import Physics

// MARK: - BallsScene

/// A game of Balls: levels one after another, one explosion each, and the run's score.
///
/// Between levels the scene shows a message and waits for Space without animating (0% CPU);
/// while a level runs it steps at the original's 15 updates per second (four updates a step
/// while the player fast-forwards the chain). A run ends when a level is failed or the last
/// one is passed; its end is shown first, and its score handed over when the player goes on.
public struct BallsScene: Scene {
  /// What the scene is doing.
  public enum Phase: Hashable, Sendable {
    /// Showing "Press Space to start level N" (and the last level's result).
    case waiting
    /// A level is running.
    case playing
    /// The run is over (a level failed, or the last one passed): its end shows until the
    /// player goes on, and only then is its score handed over, so no prompt hides it.
    case runOver
    /// The score was handed over and the score screens are open over the scene, which shows no
    /// panel of its own; its next step (they closed) readies the next run.
    case recording
    /// The run was recorded; the scene leaves as soon as the score screens close.
    case leaving
  }

  /// The world every level plays in.
  public static let field = BallsWorld.standardField

  /// The run's levels in order.
  public let levels: [BallsLevelEntry]
  /// The seed the game was started with (recorded with scores).
  public let seed: UInt64
  /// Whether the AI plays.
  public let autoplay: Bool
  /// The current level's place in `levels`.
  public private(set) var levelIndex: Int
  /// What the scene is doing.
  public private(set) var phase = Phase.waiting
  /// The running level, if any.
  public private(set) var world: BallsWorld?
  /// The aiming point.
  public private(set) var crossHair = CrossHair(position: BallsScene.field.center)
  /// The current run.
  public private(set) var run = RunTally()
  /// How the last level ended.
  public private(set) var lastResult: LevelResult?
  /// How the run ended, while its end is shown.
  public private(set) var runEnd: RunEnd?
  /// Whether the chain reaction plays fast (`fastForwardUpdates` a step) until the level ends.
  public private(set) var isFastForwarding = false

  /// World updates per step while fast-forwarding: the same simulation, stepped more often.
  public static let fastForwardUpdates = 4

  /// The player's keys for Balls.
  public let keys: KeyMap<BallsAction>
  /// Help, pause and leave, with the player's keys.
  public let controls: PlayControls
  /// The player's keys, recorded with replays.
  public let keyBindings: KeyBindings
  /// The place in `levels` the game started at.
  public let startIndex: Int
  /// Whether each run is one try (the daily challenge's): a failed level ends the run even when
  /// it passed none, and its score counts the balls the failed level removed too.
  public let isOneTry: Bool
  /// Every input since the game started, kept with each run's score (a run's outcome depends
  /// on the runs before it, through the random balls).
  public private(set) var recording = InputRecording()
  private var random: SeededRandom
  private var pilot = BallsPilot()

  // MARK: - Creating

  /// A game over `levels` starting at `startIndex`; `isOneTry` for the daily challenge's runs.
  public init(
    levels: [BallsLevelEntry], startIndex: Int = 0, seed: UInt64, autoplay: Bool = false,
    keyBindings: KeyBindings = KeyBindings(), isOneTry: Bool = false
  ) {
    self.isOneTry = isOneTry
    keys = keyBindings.map(BallsAction.self, in: BallsGame.id)
    controls = BallsGame.controls(keyBindings)
    self.keyBindings = keyBindings
    self.levels = levels
    self.seed = seed
    self.autoplay = autoplay
    levelIndex = min(max(startIndex, 0), max(levels.count - 1, 0))
    self.startIndex = levelIndex
    random = SeededRandom(seed: seed)
  }

  /// A game as the launcher sets it up: levels from the setup's folders or file.
  public init(setup: GameSetup, levels reader: LevelReader = .live) throws {
    let loaded = try BallsLevelSource.load(setup, levels: reader)
    self.init(
      levels: loaded.levels, startIndex: loaded.start, seed: setup.seed, autoplay: setup.autoplay,
      keyBindings: setup.keyBindings)
  }

  /// The current level.
  public var currentLevel: BallsLevelEntry { levels[levelIndex] }

  // MARK: - Scene

  public var isAnimating: Bool {
    switch phase {
    case .playing, .recording, .leaving: true
    case .waiting, .runOver: autoplay
    }
  }

  public var stepsPerSecond: Double { 15 }
  public var minimumSize: Size { Size(width: 30, height: 10) }
  public var hasGameInProgress: Bool { phase == .playing || run.score > 0 }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    guard phase != .leaving else { return [] }
    recording.record(event)
    switch event {
    case .key(let key):
      return handle(key)
    case .mouse(let mouse):
      return handle(mouse)
    case .closing:
      // The arcade ends while the run's end is shown: its score is still handed over (the
      // launcher records it under the name it would have offered).
      guard phase == .runOver, runEnd != nil, !autoplay else { return [] }
      var unattended = submission(ending: .finished)
      unattended.playerName = ""
      return [.perform(.submitScore(unattended))]
    case .resize, .resumed, .effect, .settingsChanged, .keyRelease, .keyReleasesReported, .paste:
      return []
    }
  }

  public mutating func step() -> [Command] {
    recording.countStep()
    switch phase {
    case .leaving:
      return [.pop]
    case .recording:
      phase = .waiting
      return []
    case .waiting, .runOver:
      guard autoplay else { return [] }
      pilot.waited += 1
      guard pilot.waited >= BallsPilot.startDelay else { return [] }
      if phase == .runOver { return endRun() }
      startLevel()
      return []
    case .playing:
      if autoplay { drive() }
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

  public func render(into canvas: inout Canvas) {
    BallsPainter(picture: picture(glyphs: canvas.glyphs)).draw(into: &canvas)
  }

  // MARK: - Input

  private mutating func handle(_ key: Key) -> [Command] {
    // Leaving records the run's score, so Balls answers Esc and q itself.
    if controls.action(for: key) == .back { return phase == .playing ? confirmLeaving() : leave() }
    if let command = controls.command(for: key, in: self) { return [command] }
    let action = keys.action(for: key)
    switch phase {
    case .waiting:
      if action == .fire { startLevel() }
    case .runOver:
      if action == .fire { return endRun() }
    case .playing:
      guard let world else { return [] }
      if action == .fastForward {
        // Only the chain after the shot plays fast; before it the balls keep their pace.
        if world.hasFired { isFastForwarding = true }
        return []
      }
      guard !autoplay, !world.hasFired else { return [] }
      if let direction = action?.direction {
        crossHair.move(direction, atUpdate: world.updates, in: Self.field)
      } else if action == .fire {
        self.world?.detonate(at: crossHair.position)
      }
    case .recording, .leaving:
      break
    }
    return []
  }

  private mutating func handle(_ mouse: MouseEvent) -> [Command] {
    guard mouse.kind == .press else { return [] }
    switch phase {
    case .waiting:
      startLevel()
    case .runOver:
      return endRun()
    case .playing:
      let layout = BallsLayout(size: mouse.screen, field: Self.field)
      guard !autoplay,
        let point = layout.worldPoint(column: mouse.x, row: mouse.y, field: Self.field)
      else { return [] }
      fire(at: point)
    case .recording, .leaving:
      break
    }
    return []
  }

  /// Fires the level's one explosion at a world point (what a click does); ignored when the
  /// level is not running or has already fired.
  public mutating func fire(at point: Vector2) {
    guard phase == .playing, self.world?.hasFired == false else { return }
    crossHair.position = point
    self.world?.detonate(at: point)
  }

  // MARK: - Levels

  private mutating func startLevel() {
    let level = currentLevel.level
    let balls = BallsWorld.randomBalls(count: level.balls, in: Self.field, random: &random)
    world = BallsWorld(
      balls: balls, field: Self.field, maxExplosionRadius: Double(level.explosionRadius))
    crossHair = CrossHair(position: Self.field.center)
    run.reach(level: currentLevel.number)
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
    let entry = currentLevel
    var result = LevelResult(
      number: entry.number, removed: world.removed, target: entry.level.target)
    self.world = nil
    pilot = BallsPilot()
    isFastForwarding = false
    phase = .waiting
    if result.passed {
      run.pass(level: entry.number, removed: world.removed)
      if levelIndex < levels.count - 1 {
        levelIndex += 1
      } else {
        runEnd = RunEnd(reason: .clearedTheGame, run: run)
        phase = .runOver
      }
    } else if run.score > 0 || isOneTry {
      if isOneTry { run.fail(level: entry.number, removed: world.removed) }
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
  /// a cleared game, at the level the game started at.
  private mutating func endRun() -> [Command] {
    guard let runEnd else { return [] }
    let commands: [Command] = autoplay ? [] : [.perform(.submitScore(submission(ending: .finished)))]
    if runEnd.reason == .clearedTheGame { levelIndex = startIndex }
    run = RunTally()
    lastResult = nil
    self.runEnd = nil
    pilot = BallsPilot()
    phase = commands.isEmpty ? .waiting : .recording
    return commands
  }

  // MARK: - Leaving

  /// The run's score as the launcher records it, with the game so far; `ending` says whether
  /// the player leaves by answering yes to the leave question after the last input. The player
  /// has seen the result already (the run's end until a key, or the question before leaving),
  /// so the launcher asks the name at once (`resultShown`).
  public func submission(ending: Replay.Ending) -> ScoreSubmission {
    ScoreSubmission(
      game: BallsGame.id, board: BallsBoards.board(startingAt: startIndex + 1),
      boardTitle: BallsBoards.title(startingAt: startIndex + 1), score: run.score,
      levelReached: run.highestLevel,
      detail: run.levelsPassed == 1 ? "1 level passed" : "\(run.levelsPassed) levels passed",
      seed: seed, replay: recording.replay(header: replayHeader, score: run.score, ending: ending),
      resultShown: true)
  }

  /// The game so far as a replay, for a spectator's copy.
  public var liveReplay: Replay? { recording.replay(header: replayHeader, score: nil) }

  /// How this game began, for its replays: every level and the one it started at.
  var replayHeader: ReplayHeader {
    ReplayHeader(
      game: BallsGame.id, board: BallsBoards.board(startingAt: startIndex + 1), rulesVersion: BallsReplays.rulesVersion,
      seed: seed,
      levels: levels.map { entry in
        ReplayLevel(identity: entry.level.identity.description, text: entry.level.canonicalText)
      },
      startIndex: startIndex, options: isOneTry ? BallsReplays.oneTryOptions : [],
      keys: ReplayHeader.keyLines(keyBindings, for: BallsGame.keyContext))
  }

  /// Whether leaving now records a score first: a run that scored, or one whose end is shown
  /// (a one-try run's failed level may have removed nothing); the AI's runs are never recorded.
  private var leavingRecordsScore: Bool { (run.score > 0 || runEnd != nil) && !autoplay }

  private mutating func leave() -> [Command] {
    guard leavingRecordsScore else { return [.pop] }
    phase = .leaving
    return [.perform(.submitScore(submission(ending: .finished)))]
  }

  private func confirmLeaving() -> [Command] {
    guard leavingRecordsScore else { return [controls.confirmLeaving()] }
    // On yes this scene is swapped for a copy that has ended the run, the score screens open
    // over it, and the copy leaves once they close.
    var ended = self
    ended.world = nil
    ended.phase = .leaving
    return [
      controls.confirmLeaving(
        onYes: [.replace(ended), .perform(.submitScore(submission(ending: .left)))],
        note: "The game in progress is lost; your run of \(run.score) is recorded.")
    ]
  }

  // MARK: - AI

  /// The AI's turn: decide once, glide the cross-hair, fire when the plan says.
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
    if pilot.updatesUntilFire == 0 {
      crossHair.position = plan.point
      self.world?.detonate(at: plan.point)
    } else {
      pilot.updatesUntilFire -= 1
      crossHair.glide(towards: plan.point, by: BallsPilot.cursorSpeed, in: Self.field)
    }
  }
}
