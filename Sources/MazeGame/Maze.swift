import ArcadeKit
import Drawing
import GameKit
import Levels
import Physics

// MARK: - Maze

/// The rules of Maze as one value, played by the kit's `PlayScene` (`MazeScene`): tilt the
/// board, roll the ball from the start to the goal against the clock.
///
/// The clock counts fixed updates, not wall-clock time, so a run is the same on any machine.
/// It starts with the first tilt; until then the game does not animate (0% CPU). A run's mazes
/// are played in turn (`playsLevelsInTurn`), each a game of its own with its own board, ghost
/// and replay; R starts the maze again (`restartAction`) and G shows or hides the ghost. The
/// practice key turns on the seed's tap-to-edit: clicks add and remove blocks while the ball
/// rolls, and that attempt is never ranked (R starts a fresh, ranked one).
public struct Maze: PlayableGame {
  public typealias Action = MazeAction
  public typealias Level = MazeLevel
  public typealias Picture = MazePicture
  public typealias GhostSample = Vector2
  public typealias Options = MazeOptions

  /// Where the maze is.
  public enum Phase: Hashable, Sendable {
    /// The ball waits on the start; the first tilt starts the clock.
    case ready
    /// The clock runs.
    case running
    /// The goal was reached in `steps` updates.
    case finished(steps: Int)
  }

  public static let id = "maze"
  public static let title = "Maze"
  public static let summary = "Tilt the board to roll a ball to the goal; draw your own mazes"
  public static let howToPlay =
    "Tilt the board to roll the ball from the start to the goal; the board stays tilted until you"
    + " change it. The clock starts with your first tilt: beat the par time, then your own best."
    + " Arrows let the ball through one way, holes send it back to the start, doors open and shut."
  /// 2 added practice (B), whose runs are never ranked; under rules 1 that key did nothing.
  /// 3 added hazards (one-way cells, holes, timed doors): a maze without them plays as under 2.
  public static let rulesVersion = 3
  /// A rules-1 run is played with the practice key doing nothing, as it did then.
  public static var playableRules: ClosedRange<Int> { 1...rulesVersion }
  public static var stepsPerSecond: Double { Double(MazePhysics.stepsPerSecond) }
  public static var lowerScoreIsBetter: Bool { true }
  public static var levelNoun: String { "maze" }
  public static var pointerHelp: [KeyHelp] { [KeyHelp("click", "tilt toward the click (practice: a block on or off)")] }
  public static var shippedLevels: ShippedLevels { MazeBoards.shipped }
  public static var restartAction: MazeAction? { .restart }
  public static var ghostToggleAction: MazeAction? { .ghost }
  public static var ghostWaitsAtItsEnd: Bool { true }
  public static var playsLevelsInTurn: Bool { true }
  public static var nextLevelActions: [MazeAction] { [.next, .level] }
  public static var editorAction: MazeAction? { .editor }

  public static func check(_ level: MazeLevel) throws {
    _ = try MazeBoard(maze: level)
  }

  // MARK: - State

  /// The label shown before the maze's name (`3/6`), empty for a maze played alone.
  public let label: String
  /// The board of the maze.
  public private(set) var board: MazeBoard
  /// The board's tilt.
  public private(set) var tilt = Tilt.level
  /// Updates since the clock started.
  public private(set) var steps = 0
  /// Ready, running or finished.
  public private(set) var phase = Phase.ready
  /// Whether this attempt is practice: the maze may have been edited, so it is never ranked.
  public private(set) var isPractice = false
  /// How many times the ball fell into a hole this attempt.
  public private(set) var falls = 0
  /// The clock at the last fall, for the message that says what happened.
  private var fellAt: Int?
  /// Whether a click toggles a block (practice) rather than tilting toward it.
  public private(set) var clicksEdit = false
  /// The rules this attempt plays by (an older one for its replays).
  public let rulesVersion: Int
  /// The computer's hand on the board, once it plays.
  private var pilot: MazePilot?

  // MARK: - Creating

  public init(levels: [MazeLevel], startIndex: Int, seed: UInt64) {
    self.init(levels: levels, startIndex: startIndex, seed: seed, rulesVersion: Self.rulesVersion, options: .standard)
  }

  public init(levels: [MazeLevel], startIndex: Int, seed: UInt64, rulesVersion: Int, options: MazeOptions) {
    let maze = levels[min(max(startIndex, 0), levels.count - 1)]
    board = Self.board(for: maze)
    label = options.label
    self.rulesVersion = rulesVersion
  }

  /// The board of `maze`. A maze `check(_:)` refuses is never played (the kit checks every
  /// level before it makes a game of it); one that slipped through anyway plays as a start
  /// beside a goal, so the value stays whole.
  private static func board(for maze: MazeLevel) -> MazeBoard {
    (try? MazeBoard(maze: maze)) ?? startBesideGoal
  }

  /// A start beside a goal: a board that always builds.
  private static let startBesideGoal = try! MazeBoard(
    maze: MazeLevel(name: "start beside goal", width: 2, height: 1, cells: [.start, .goal]))

  /// The maze as its level has it (practice may have changed the board's).
  public var maze: MazeLevel { board.maze }

  // MARK: - Playing

  public var isAnimating: Bool { phase == .running }
  public var isInProgress: Bool { phase == .running }

  public var result: GameResult? {
    guard case .finished(let steps) = phase else { return nil }
    let milliseconds = MazePhysics.milliseconds(steps: steps)
    return GameResult(
      score: milliseconds, detail: boardDetail(milliseconds: milliseconds), timeMilliseconds: milliseconds,
      isRanked: !isPractice)
  }

  public mutating func perform(_ action: MazeAction) {
    // Rules 1 had no practice: its replays press B for nothing, as they did then.
    if action == .practice, rulesVersion >= 2 {
      clicksEdit.toggle()
      if clicksEdit { isPractice = true }
      return
    }
    if action == .level {
      tilt = .level
      return
    }
    if let direction = action.direction {
      tilt = tilt.nudged(direction)
      if phase == .ready { phase = .running }
    }
  }

  public mutating func mouse(_ mouse: MouseEvent) {
    guard mouse.kind == .press else { return }
    let layout = MazePicture.layout(of: board.maze, following: board.ball, on: mouse.screen)
    guard layout.area.contains(x: mouse.x, y: mouse.y) else { return }
    if clicksEdit {
      if let cell = layout.cell(atX: mouse.x, y: mouse.y) { _ = board.toggleBlock(at: cell) }
      return
    }
    tilt = Tilt.toward(layout.worldPoint(x: mouse.x, y: mouse.y), from: board.ball.position)
    if phase == .ready { phase = .running }
  }

  public mutating func computerStep() {
    if pilot == nil {
      pilot = MazePilot(maze: board.maze)
      phase = .running
    }
  }

  public mutating func step() -> [GameCue] {
    guard phase == .running else { return [] }
    steps += 1
    if let pilot { tilt = pilot.tilt(for: board.ball) }
    switch board.step(tilt: tilt, clock: steps) {
    case .rolled:
      return []
    case .fell:
      // Back on the start, the board level again: the clock runs on.
      falls += 1
      fellAt = steps
      tilt = .level
      return [.sound]
    case .reachedGoal:
      phase = .finished(steps: steps)
      return [.sound]
    }
  }

  /// Whether the fall into a hole is recent enough to be told on the hint line (1.5 s).
  var justFell: Bool {
    guard let fellAt, phase == .running else { return false }
    return steps - fellAt < MazePhysics.stepsPerSecond * 3 / 2
  }

  /// The doors as the clock has them now.
  var doors: MazeDoors {
    if MazePhysics.doorIsShut(clock: steps) { return .shut }
    return MazePhysics.doorIsAboutToShut(clock: steps) ? .closing : .open
  }

  public var ghostSample: Vector2 { board.ball.position }

  /// Maze draws its goal panel itself (the time, the medal, what next).
  public var resultPanel: (title: String, lines: [String])? { nil }

  /// The board's detail for a time: the par and the medal it earned ("par 7.00 s, silver").
  private func boardDetail(milliseconds: Int) -> String? {
    guard let par = maze.par else { return nil }
    let medal = MazeMedal.earned(milliseconds: milliseconds, par: par).map { ", " + $0.name.lowercased() } ?? ""
    return "par \(Self.parText(par, dash: "-"))" + medal
  }

  // MARK: - Text

  /// A time of `steps` updates as every time reads (`TimeText`): `12.35 s`.
  /// Samples of the ghost within half a cell of each other: it passed where the ball is.
  public static var ghostDistance: (@Sendable (Vector2, Vector2) -> Double?)? {
    { sample, other in
      let apart = (sample - other).length
      return apart <= MazePhysics.cellSize / 2 ? apart : nil
    }
  }

  /// The player's lead on the ghost, `-1.2 s` (ahead) or `+0.4 s` (behind), to a tenth.
  public static func lead(steps: Int, glyphs: Glyphs) -> TextLine {
    let tenths = Int((Double(abs(steps)) / stepsPerSecond * 10).rounded())
    let sign: Unicode.Scalar =
      switch (tenths == 0, steps < 0, glyphs.isUnicode) {
      case (true, _, true): "\u{00B1}"  // level with it
      case (false, true, true): "\u{2212}"  // ahead
      case (false, true, false): "-"
      default: "+"  // behind
      }
    return "\(sign)\(tenths / 10).\(tenths % 10) s"
  }

  static func seconds(steps: Int) -> TextLine {
    TimeText.line(milliseconds: MazePhysics.milliseconds(steps: steps))
  }

  /// The par as a time (`20.00 s`), or `—` when the level sets no par.
  static func parText(_ par: Double?, dash: String) -> TextLine {
    guard let par, par.isFinite, abs(par) < 1e12 else { return TextLine(dash) }
    return TimeText.line(milliseconds: Int((par * 1000).rounded()))
  }
}
