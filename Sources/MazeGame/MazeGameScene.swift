import ArcadeKit
import Levels
import Physics

// MARK: - MazeGameScene

/// Playing mazes: tilt the board, roll the ball from the start to the goal against the clock.
///
/// The clock counts fixed updates, not wall-clock time, so a run is the same on any machine.
/// It starts with the first tilt; until then the scene does not animate (0% CPU). With
/// `autoplay` the computer tilts (`MazePilot`) from the first update, every maze in turn.
/// The practice key turns on the seed's tap-to-edit: clicks add and remove blocks while the
/// ball rolls, and that attempt is never ranked (R starts a fresh, ranked one).
public struct MazeGameScene: Scene {
  /// Why the maze is being played.
  public enum Mode: Hashable, Sendable {
    /// A run through levels whose times go to the score boards.
    case course
    /// A play-test from the editor: no scores; Tab or Esc goes back to the editor.
    case playtest
  }

  /// Where the level is.
  public enum Phase: Hashable, Sendable {
    /// The ball waits on the start; the first tilt starts the clock.
    case ready
    /// The clock runs.
    case running
    /// The goal was reached in `steps` updates.
    case finished(steps: Int)
  }

  // MARK: - State

  public let mode: Mode
  /// The levels of this run, in order.
  public let stages: [MazeStage]
  /// The level being played.
  public private(set) var stageIndex: Int
  /// The board of that level.
  public private(set) var board: MazeBoard
  /// The board's tilt.
  public private(set) var tilt = Tilt.level
  /// Updates since the clock started.
  public private(set) var steps = 0
  /// Ready, running or finished.
  public private(set) var phase = Phase.ready
  /// The run's seed, recorded with scores.
  public let seed: UInt64
  /// The player's keys, for play and for the scenes this one opens.
  public let keyBindings: KeyBindings
  /// The player's keys for Maze.
  public let keys: KeyMap<MazeAction>
  /// Help, pause and leave, with the player's keys.
  public let controls: PlayControls
  /// The inputs of the attempt at this level (restarted with it), kept with its time.
  public private(set) var recording = InputRecording()
  /// The best run at this level, to race (loaded when the clock first starts).
  public private(set) var ghost: MazeGhost?
  /// Whether the ghost is drawn (G).
  public private(set) var showsGhost = true
  /// Whether the ghost of this level was asked for.
  private var askedForGhost = false
  /// Whether the computer plays (a demo): it tilts, mazes follow one another, no score is kept.
  public let autoplay: Bool
  /// The computer's hand on the board, while it plays.
  private var pilot: MazePilot?
  /// Updates the finished maze has stayed on screen in a demo.
  private var stepsAtGoal = 0
  /// Whether this attempt is practice: the maze may have been edited, so it is never ranked.
  public private(set) var isPractice = false
  /// Whether a click toggles a block (practice) rather than tilting toward it.
  public private(set) var clicksEdit = false
  /// The rules this run plays by (`MazeReplays.rulesVersion`; an older one for its replays).
  public let rulesVersion: Int

  /// Starts a run at `stageIndex` of `stages` (which must not be empty); with `autoplay` the
  /// computer plays it at once, over and over; `rulesVersion` is older only for a replay.
  public init(
    stages: [MazeStage], startingAt stageIndex: Int = 0, mode: Mode = .course, seed: UInt64,
    keyBindings: KeyBindings = KeyBindings(), autoplay: Bool = false, rulesVersion: Int = MazeReplays.rulesVersion
  ) throws(MazeSetupError) {
    self.rulesVersion = rulesVersion
    guard !stages.isEmpty else { throw .noLevels(problems: []) }
    let index = max(0, min(stages.count - 1, stageIndex))
    self.stages = stages
    self.stageIndex = index
    self.mode = mode
    self.seed = seed
    self.keyBindings = keyBindings
    keys = keyBindings.map(MazeAction.self, in: MazeGame.id)
    controls = MazeGame.playControls(keyBindings)
    board = try MazeBoard(maze: stages[index].maze)
    self.autoplay = autoplay
    if autoplay {
      pilot = MazePilot(maze: board.maze)
      phase = .running
    }
  }

  /// A command that plays `stages` from `stageIndex`, or shows the player why it cannot (a
  /// maze without a start or goal, say): every way into a maze ends in one or the other.
  static func play(
    _ stages: [MazeStage], startingAt stageIndex: Int = 0, mode: Mode = .course, seed: UInt64,
    keyBindings: KeyBindings = KeyBindings()
  ) -> Command {
    do {
      return .push(
        try MazeGameScene(stages: stages, startingAt: stageIndex, mode: mode, seed: seed, keyBindings: keyBindings))
    } catch {
      return .push(cannotPlay(error))
    }
  }

  /// The notice for a maze that cannot be played, with what to fix.
  static func cannotPlay(_ error: MazeSetupError) -> NoticeScene {
    NoticeScene(title: "Cannot play this maze", lines: [error.description])
  }

  /// The level being played.
  public var stage: MazeStage { stages[stageIndex] }

  // MARK: - Scene

  public var isAnimating: Bool { phase == .running || autoplay }
  public var stepsPerSecond: Double { Double(MazePhysics.stepsPerSecond) }
  public var hasGameInProgress: Bool { phase == .running && mode == .course && !autoplay }
  public var minimumSize: Size { Size(width: 40, height: 12) }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    recording.record(event)
    switch event {
    case .key(let key):
      return handle(key)
    case .mouse(let mouse):
      return handle(mouse)
    case .effect(.replays(let board, let replays)) where board == stage.board:
      ghost = replays.lazy.compactMap(MazeGhost.init).first
      return []
    case .resize, .resumed, .effect, .settingsChanged, .keyRelease, .keyReleasesReported, .closing, .paste:
      return []
    }
  }

  /// The clock starts: the first time at this level, the best run is asked for, to race.
  private mutating func startClock() -> [Command] {
    phase = .running
    guard mode == .course, !askedForGhost else { return [] }
    askedForGhost = true
    return [.perform(.loadReplays(board: stage.board))]
  }

  public mutating func step() -> [Command] {
    recording.countStep()
    if autoplay, case .finished = phase {
      stepsAtGoal += 1
      if stepsAtGoal >= MazePilot.stepsAtGoal { playNextDemoStage() }
      return []
    }
    guard phase == .running else { return [] }
    steps += 1
    if let pilot { tilt = pilot.tilt(for: board.ball) }
    guard board.step(tilt: tilt) else { return [] }
    phase = .finished(steps: steps)
    guard mode == .course, !autoplay, !isPractice else { return [.perform(.sound)] }
    let milliseconds = MazePhysics.milliseconds(steps: steps)
    let submission = ScoreSubmission(
      game: MazeGame.id, board: stage.board, boardTitle: "Maze — \(stage.maze.name)",
      lowerIsBetter: true, score: milliseconds, timeMilliseconds: milliseconds,
      levelReached: stageIndex + 1, detail: boardDetail(milliseconds: milliseconds),
      seed: seed, replay: recording.replay(header: replayHeader, score: milliseconds))
    return [.perform(.sound), .perform(.submitScore(submission))]
  }

  // MARK: - Keys

  private mutating func handle(_ key: Key) -> [Command] {
    let action = keys.action(for: key)
    if action == .editor, mode == .playtest { return [.pop] }
    if let command = controls.command(for: key, in: self) { return [command] }
    if action == .ghost {
      showsGhost.toggle()
      return []
    }
    if autoplay { return [] }
    if action == .restart {
      restartLevel()
      return []
    }
    // Rules 1 had no practice: its replays press B for nothing, as they did then.
    if action == .practice, mode == .course, rulesVersion >= 2 {
      clicksEdit.toggle()
      if clicksEdit { isPractice = true }
      return []
    }
    if case .finished = phase {
      if action == .next || action == .level { return advance() }
      return []
    }
    if action == .level {
      tilt = .level
      return []
    }
    if let direction = action?.direction {
      tilt = tilt.nudged(direction)
      return phase == .ready ? startClock() : []
    }
    return []
  }

  private mutating func handle(_ mouse: MouseEvent) -> [Command] {
    guard mouse.kind == .press, !autoplay else { return [] }
    if case .finished = phase { return [] }
    let layout = self.layout(for: mouse.screen)
    guard layout.area.contains(x: mouse.x, y: mouse.y) else { return [] }
    if clicksEdit {
      if let cell = layout.cell(atX: mouse.x, y: mouse.y) { _ = board.toggleBlock(at: cell) }
      return []
    }
    tilt = Tilt.toward(layout.worldPoint(x: mouse.x, y: mouse.y), from: board.ball.position)
    return phase == .ready ? startClock() : []
  }

  /// Enter after a finished level: the next level, or back when it was the last; a next level
  /// that cannot be played says why over this one (Esc then leaves).
  private mutating func advance() -> [Command] {
    guard mode == .course, stageIndex + 1 < stages.count else { return [.pop] }
    let next: MazeBoard
    do {
      next = try MazeBoard(maze: stages[stageIndex + 1].maze)
    } catch {
      return [.push(MazeGameScene.cannotPlay(error))]
    }
    stageIndex += 1
    ghost = nil
    askedForGhost = false
    board = next
    tilt = .level
    steps = 0
    phase = .ready
    isPractice = false
    clicksEdit = false
    recording.restart()
    return []
  }

  /// A demo's next maze after a finished one (the first after the last), played at once; a
  /// maze that cannot be played is skipped for the one it came from.
  private mutating func playNextDemoStage() {
    let next = (stageIndex + 1) % stages.count
    if let nextBoard = try? MazeBoard(maze: stages[next].maze) {
      stageIndex = next
      board = nextBoard
    } else {
      board.resetBall()
    }
    pilot = MazePilot(maze: board.maze)
    stepsAtGoal = 0
    tilt = .level
    steps = 0
    phase = .running
  }

  /// R: the ball back to the start, the board level, the clock at zero and stopped; after
  /// practice the maze as the level has it, and a ranked attempt again.
  public mutating func restartLevel() {
    if isPractice, let fresh = try? MazeBoard(maze: stage.maze) { board = fresh }
    board.resetBall()
    isPractice = false
    clicksEdit = false
    tilt = .level
    steps = 0
    phase = .ready
    recording.restart()
  }

  /// The game so far as a replay, for a spectator's copy.
  public var liveReplay: Replay? { recording.replay(header: replayHeader, score: nil) }

  /// How the attempt at this level began, for its replay: this maze alone, with its label.
  var replayHeader: ReplayHeader {
    let level = stage.maze
    return ReplayHeader(
      game: MazeGame.id, board: stage.board, rulesVersion: rulesVersion, seed: seed,
      levels: [ReplayLevel(identity: level.identity.description, text: level.canonicalText)],
      options: stage.label.isEmpty ? [] : [ReplayOption("label", stage.label)],
      keys: ReplayHeader.keyLines(keyBindings, for: MazeGame.keyContext))
  }

  /// The board's detail for a time: the par and the medal it earned ("par 7.00 s, silver").
  private func boardDetail(milliseconds: Int) -> String? {
    guard let par = stage.maze.par else { return nil }
    let medal = MazeMedal.earned(milliseconds: milliseconds, par: par).map { ", " + $0.name.lowercased() } ?? ""
    return "par \(MazeGameScene.parText(par, dash: "-"))" + medal
  }

  // MARK: - Drawing

  /// The board's layout on a screen of `size`: row 0 is the status line, the last row the keys.
  func layout(for size: Size) -> MazeBoardLayout {
    MazePicture.layout(of: board.maze, following: board.ball, on: size)
  }

  public func render(into canvas: inout Canvas) {
    MazePainter(picture: picture(glyphs: canvas.glyphs)).draw(into: &canvas)
  }

  // MARK: - Text

  /// A time of `steps` updates as every time reads (`TimeText`): `12.35 s`.
  static func seconds(steps: Int) -> TextLine {
    TimeText.line(milliseconds: MazePhysics.milliseconds(steps: steps))
  }

  /// The par as a time (`20.00 s`), or `—` when the level sets no par.
  static func parText(_ par: Double?, dash: String) -> TextLine {
    guard let par, par.isFinite, abs(par) < 1e12 else { return TextLine(dash) }
    return TimeText.line(milliseconds: Int((par * 1000).rounded()))
  }
}
