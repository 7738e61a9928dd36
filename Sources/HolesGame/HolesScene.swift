import ArcadeKit
import Levels
import Physics

// MARK: - HolesScene

/// A game of Holes: tilt the table to roll the ball past the turning holes to the flag.
///
/// Three flags on a table move the game to the next one, keeping score and balls; losing the
/// last ball ends the game, submits the score and waits (not animating) for R or q. With
/// `autoplay` the computer tilts (`HolesAutopilot`), scores nothing, and starts a new game by
/// itself two seconds after the last ball.
public struct HolesScene: Scene {
  /// Whether a game is running or over.
  public enum Phase: Hashable, Sendable {
    case playing
    case gameOver
  }

  /// Flags on one table before the game moves to the next.
  public static let flagsPerTable = 3
  /// Updates a message stays on the frame (two seconds).
  static let messageUpdates = 120

  /// The tables of this game and the one it starts on.
  public let tables: HolesTables
  /// The seed, recorded with the score.
  public let seed: UInt64
  /// Index of the table in play.
  public private(set) var tableIndex: Int
  /// The table in play.
  public internal(set) var board: HolesBoard
  /// Flags reached this game.
  public private(set) var score: Int
  /// Balls left, counting the one in play.
  public private(set) var ballsLeft: Int
  /// Flags reached on the table in play.
  public private(set) var flagsOnTable: Int
  /// Playing or over.
  public private(set) var phase: Phase
  /// A short note on the frame ("Flag! +1"), and how many updates it stays.
  public private(set) var message: String?
  private var messageTimer = 0
  /// The player's keys for Holes.
  public let keys: KeyMap<HolesAction>
  /// Help, pause and leave, with the player's keys.
  public let controls: PlayControls
  /// The player's keys, recorded with replays.
  public let keyBindings: KeyBindings
  /// The inputs of this game (restarted with it), kept with its score.
  public private(set) var recording = InputRecording()
  /// The best game from the same first table, to race (asked for at the first step).
  public private(set) var ghost: HolesGhost?
  /// Whether the ghost is drawn (G).
  public private(set) var showsGhost = true
  /// Whether the ghost was asked for.
  private var askedForGhost = false
  /// Whether the computer plays (a demo): it tilts, games follow one another, no score is kept.
  public let autoplay: Bool
  /// The computer's hand on the table, while it plays.
  private var autopilot: HolesAutopilot?
  /// Updates the game-over panel has stayed on screen in a demo.
  private var stepsAfterGameOver = 0
  /// The rules this game plays by (`HolesReplays.rulesVersion`; an older one for its replays).
  public let rulesVersion: Int

  /// Starts a game on `tables`, at their start table, with the ball at rest; with `autoplay`
  /// the computer plays; `rulesVersion` is older only for a replay recorded under older rules.
  public init(
    tables: HolesTables, seed: UInt64, keyBindings: KeyBindings = KeyBindings(), autoplay: Bool = false,
    rulesVersion: Int = HolesReplays.rulesVersion
  ) {
    self.autoplay = autoplay
    self.rulesVersion = rulesVersion
    keys = keyBindings.map(HolesAction.self, in: HolesGame.id)
    controls = HolesGame.controls(keyBindings)
    self.keyBindings = keyBindings
    self.tables = tables
    self.seed = seed
    tableIndex = tables.startIndex
    let table = tables.tables[tables.startIndex]
    board = HolesBoard(table: table, levelsForNewBall: rulesVersion >= 2)
    score = 0
    ballsLeft = table.balls
    flagsOnTable = 0
    phase = .playing
  }

  // MARK: - Scene

  public var isAnimating: Bool { phase == .playing || autoplay }
  /// The original's 60 updates per second.
  public var stepsPerSecond: Double { Double(HolesBoard.updatesPerSecond) }
  public var hasGameInProgress: Bool { phase == .playing && !autoplay }
  public var minimumSize: Size { Size(width: 40, height: 12) }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    recording.record(event)
    switch event {
    case .key(let key):
      return handle(key)
    case .mouse(let mouse):
      if phase == .playing, mouse.kind == .press, !autoplay { tiltToward(mouse) }
      return []
    case .effect(.replays(let board, let replays)) where board == HolesBoards.board(startingAt: tables.startIndex + 1):
      let tables = self.tables
      ghost = replays.lazy.compactMap { HolesGhost(replay: $0, startingLike: tables) }.first
      return []
    case .resize, .resumed, .effect, .settingsChanged, .keyRelease, .keyReleasesReported, .closing, .paste:
      return []
    }
  }

  public mutating func step() -> [Command] {
    recording.countStep()
    if autoplay, phase == .gameOver {
      stepsAfterGameOver += 1
      if stepsAfterGameOver >= HolesAutopilot.stepsAfterGameOver {
        stepsAfterGameOver = 0
        restart()
      }
      return []
    }
    guard phase == .playing else { return [] }
    guard askedForGhost || autoplay else {
      // The first step asks for the best game from this table, to race (the computer races none).
      askedForGhost = true
      return [.perform(.loadReplays(board: HolesBoards.board(startingAt: tables.startIndex + 1)))] + update()
    }
    return update()
  }

  /// One update of the table and what it led to.
  private mutating func update() -> [Command] {
    if messageTimer > 0 {
      messageTimer -= 1
      if messageTimer == 0 { message = nil }
    }
    if autoplay {
      if autopilot?.table != board.table { autopilot = HolesAutopilot(board: board) }
      board.tilt = autopilot?.tilt(for: board) ?? .level
    }
    switch board.update() {
    case .rolling, .holding:
      return []
    case .reachedFlag:
      return reachedFlag()
    case .captured:
      return lostBall()
    }
  }

  public func render(into canvas: inout Canvas) {
    HolesPainter(picture: picture).draw(into: &canvas)
  }

  // MARK: - Keys

  private mutating func handle(_ key: Key) -> [Command] {
    if let command = controls.command(for: key, in: self) { return [command] }
    if autoplay { return [] }
    let action = keys.action(for: key)
    if action == .ghost {
      showsGhost.toggle()
      return []
    }
    switch phase {
    case .gameOver:
      if action == .again { restart() }
    case .playing:
      if action == .level {
        board.tilt = .level
      } else if let direction = action?.direction {
        board.tilt = board.tilt.nudged(direction)
      }
    }
    return []
  }

  /// Leans the table toward a clicked point: gently for a point near the ball, fully for a far one.
  private mutating func tiltToward(_ mouse: MouseEvent) {
    let layout = HolesLayout(
      screen: mouse.screen, worldWidth: board.table.width, worldHeight: board.table.height)
    guard layout.frame.contains(x: mouse.x, y: mouse.y) else { return }
    let point = layout.blocks.world(column: mouse.x, row: mouse.y)
    let offset = Vector2(x: point.x, y: point.y) - board.ball.position
    let reach = min(board.table.width, board.table.height) / 6
    let steps = min(Tilt.maxStep, Int((offset.length / reach).rounded(.up)))
    board.tilt = offset.length <= board.ball.radius ? .level : Tilt.toward(offset, steps: steps)
  }

  // MARK: - Rules

  private mutating func reachedFlag() -> [Command] {
    score += 1
    flagsOnTable += 1
    show("Flag! +1")
    if flagsOnTable >= Self.flagsPerTable, tableIndex + 1 < tables.tables.count {
      tableIndex += 1
      flagsOnTable = 0
      // The run keeps its pace: the holes on the next table turn as fast as the score says,
      // and the new table holds still for its second like any flag.
      board = HolesBoard(table: tables.tables[tableIndex], flagsReached: score, levelsForNewBall: board.levelsForNewBall)
      board.hold()
      show("Table \(tableIndex + 1): \(board.table.name)")
    }
    return [.perform(.sound)]
  }

  private mutating func lostBall() -> [Command] {
    ballsLeft -= 1
    guard ballsLeft <= 0 else {
      show(ballsLeft == 1 ? "Ball lost! Last ball" : "Ball lost!")
      return [.perform(.sound)]
    }
    ballsLeft = 0
    phase = .gameOver
    message = nil
    messageTimer = 0
    guard !autoplay else { return [.perform(.sound)] }
    let table = board.table
    return [
      .perform(.sound),
      .perform(.submitScore(
        ScoreSubmission(
          game: HolesGame.id, board: HolesBoards.board(startingAt: tables.startIndex + 1),
          boardTitle: HolesBoards.title(startingAt: tables.startIndex + 1), score: score,
          levelReached: tableIndex + 1, detail: "table \(tableIndex + 1): \(table.name)",
          seed: seed, replay: recording.replay(header: replayHeader, score: score)))),
    ]
  }

  /// A new game: score 0, the start table's balls, the holes back in place, the table level.
  public mutating func restart() {
    tableIndex = tables.startIndex
    board = HolesBoard(table: tables.tables[tableIndex], levelsForNewBall: board.levelsForNewBall)
    score = 0
    ballsLeft = board.table.balls
    flagsOnTable = 0
    phase = .playing
    message = nil
    messageTimer = 0
    recording.restart()
  }

  /// How this game began, for its replay: every table and the one it started on.
  var replayHeader: ReplayHeader {
    ReplayHeader(
      game: HolesGame.id, board: HolesBoards.board(startingAt: tables.startIndex + 1), rulesVersion: rulesVersion,
      seed: seed,
      levels: tables.tables.map { table in
        ReplayLevel(identity: table.identity.description, text: table.canonicalText)
      },
      startIndex: tables.startIndex, keys: ReplayHeader.keyLines(keyBindings, for: HolesGame.keyContext))
  }

  private mutating func show(_ text: String) {
    message = text
    messageTimer = Self.messageUpdates
  }
}
