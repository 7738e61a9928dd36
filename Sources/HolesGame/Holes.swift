import ArcadeKit
import Drawing
import GameKit
import Levels
import Physics

// MARK: - Holes

/// A game of Holes as the kit plays it: tilt the table to roll the ball past the turning
/// holes to the flag.
///
/// Three flags on a table move the game to the next one, keeping score and balls; losing the
/// last ball ends the game. `PlayScene<Holes>` (`HolesScene`) does the rest: keys, help,
/// recording, the ghost, the computer's games (`HolesPilot`) and the score.
public struct Holes: PlayableGame {
  public typealias Action = HolesAction
  public typealias Level = HolesTable

  /// Whether a game is running or over.
  public enum Phase: Hashable, Sendable {
    case playing
    case gameOver
  }

  /// Where a recorded game's ball was at a step, and on which table.
  public struct Place: Hashable, Sendable {
    /// The ball's centre.
    public var position: Vector2
    /// The table it was on (an index into the game's tables).
    public var tableIndex: Int

    /// Creates a place.
    public init(position: Vector2, tableIndex: Int) {
      self.position = position
      self.tableIndex = tableIndex
    }
  }

  public static let id = HolesGame.id
  public static let title = "Holes"
  public static let summary = "Tilt the table to roll the ball past turning black holes to the flag"
  public static let howToPlay = HolesGame.howToPlay
  public static let rulesVersion = HolesReplays.rulesVersion
  public static let playableRules = HolesReplays.playableRules
  /// The original's 60 updates per second.
  public static let stepsPerSecond = Double(HolesBoard.updatesPerSecond)
  public static let minimumSize = Size(width: 40, height: 12)
  public static let pointerHelp = [KeyHelp("Click", "tilt toward the point")]
  public static let levelNoun = "table"
  public static let againAction: HolesAction? = .again
  /// Steps of a ghost at most (20 minutes): a longer game's ghost stops there.
  public static let ghostSteps = 20 * 60 * HolesBoard.updatesPerSecond
  /// Flags on one table before the game moves to the next.
  public static let flagsPerTable = 3

  /// The tables of this game and the one it starts on.
  public let tables: HolesTables
  /// Index of the table in play.
  public private(set) var tableIndex: Int
  /// The table in play.
  public internal(set) var board: HolesBoard
  /// Flags reached this game.
  public private(set) var score = 0
  /// Balls left, counting the one in play.
  public private(set) var ballsLeft: Int
  /// Flags reached on the table in play.
  public private(set) var flagsOnTable = 0
  /// Playing or over.
  public private(set) var phase = Phase.playing
  /// A short note on the frame ("Flag! +1"), and how many updates it stays.
  public private(set) var message: String?
  private var messageTimer = 0
  /// Whether the ghost is drawn (G).
  public private(set) var showsGhost = true
  /// The computer's hand on the table, while it plays.
  private var pilot: HolesPilot?

  public init(levels: [HolesTable], startIndex: Int, seed: UInt64) {
    self.init(levels: levels, startIndex: startIndex, seed: seed, rulesVersion: Self.rulesVersion)
  }

  /// A game at the start table with the ball at rest; under rules 1 a new ball keeps the
  /// table's tilt (rules 2 level it).
  public init(levels: [HolesTable], startIndex: Int, seed: UInt64, rulesVersion: Int) {
    tables = HolesTables(tables: levels, startIndex: startIndex)
    tableIndex = tables.startIndex
    let table = tables.tables[tables.startIndex]
    board = HolesBoard(
      table: table, levelsForNewBall: rulesVersion >= 2,
      holdLength: rulesVersion >= 3 ? HolesBoard.countdownUpdates : HolesBoard.holdUpdates)
    ballsLeft = table.balls
    if board.countsDown {
      // Rules 3 count the first ball down too, under the table's name.
      board.hold()
      show("Table \(tableIndex + 1): \(table.name)")
    }
  }

  // MARK: - Boards

  /// One board per start table (`holes/from-4`).
  public static func board(levels: [HolesTable], startIndex: Int) -> String {
    HolesBoards.board(startingAt: startIndex + 1)
  }

  public static func boardTitle(levels: [HolesTable], startIndex: Int) -> String {
    HolesBoards.title(startingAt: startIndex + 1)
  }

  /// A game from another first table (the level files changed) is not raced.
  public static func canRace(
    recorded: [HolesTable], from recordedStart: Int, on levels: [HolesTable], from startIndex: Int
  )
    -> Bool
  {
    recorded[recordedStart] == levels[startIndex]
  }

  // MARK: - Playing

  public var isAnimating: Bool { phase == .playing }

  public var result: GameResult? {
    guard phase == .gameOver else { return nil }
    return GameResult(
      score: score, levelReached: tableIndex + 1, detail: "table \(tableIndex + 1): \(board.table.name)")
  }

  /// The game-over panel is part of the picture.
  public var resultPanel: (title: String, lines: [String])? { nil }

  public var ghostSample: Place { Place(position: board.ball.position, tableIndex: tableIndex) }

  public mutating func perform(_ action: HolesAction) {
    switch action {
    case .ghost: showsGhost.toggle()
    case .level: board.tilt = .level
    case .again: break
    case .tiltUp, .tiltDown, .tiltLeft, .tiltRight:
      if let direction = action.direction { board.tilt = board.tilt.nudged(direction) }
    }
  }

  /// Leans the table toward a clicked point: gently for a point near the ball, fully for a far one.
  public mutating func mouse(_ mouse: MouseEvent) {
    guard mouse.kind == .press else { return }
    let layout = HolesLayout(screen: mouse.screen, worldWidth: board.table.width, worldHeight: board.table.height)
    guard layout.frame.contains(x: mouse.x, y: mouse.y) else { return }
    let point = layout.blocks.world(column: mouse.x, row: mouse.y)
    let offset = Vector2(x: point.x, y: point.y) - board.ball.position
    let reach = min(board.table.width, board.table.height) / 6
    let steps = min(Tilt.maxStep, Int((offset.length / reach).rounded(.up)))
    board.tilt = offset.length <= board.ball.radius ? .level : Tilt.toward(offset, steps: steps)
  }

  public mutating func computerStep() {
    if pilot?.table != board.table { pilot = HolesPilot(board: board) }
    board.tilt = pilot?.tilt(for: board) ?? .level
  }

  /// One update of the table and what it led to.
  public mutating func step() -> [GameCue] {
    guard phase == .playing else { return [] }
    if messageTimer > 0 {
      messageTimer -= 1
      if messageTimer == 0 { message = nil }
    }
    switch board.update() {
    case .rolling, .holding: return []
    case .reachedFlag: return reachedFlag()
    case .captured: return lostBall()
    }
  }

  // MARK: - Rules

  private mutating func reachedFlag() -> [GameCue] {
    score += 1
    flagsOnTable += 1
    show("Flag! +1")
    if flagsOnTable >= Self.flagsPerTable, tableIndex + 1 < tables.tables.count {
      tableIndex += 1
      flagsOnTable = 0
      // The run keeps its pace: the holes on the next table turn as fast as the score says,
      // and the new table holds still before its first ball like any flag.
      board = HolesBoard(
        table: tables.tables[tableIndex], flagsReached: score, levelsForNewBall: board.levelsForNewBall,
        holdLength: board.holdLength)
      board.hold()
      show("Table \(tableIndex + 1): \(board.table.name)")
    }
    return [.sound]
  }

  private mutating func lostBall() -> [GameCue] {
    ballsLeft -= 1
    guard ballsLeft <= 0 else {
      show(ballsLeft == 1 ? "Ball lost! Last ball" : "Ball lost!")
      return [.sound]
    }
    ballsLeft = 0
    phase = .gameOver
    message = nil
    messageTimer = 0
    return [.sound]
  }

  /// Puts `text` on the frame for the hold that follows and a second more (two seconds under
  /// rules 1 and 2).
  private mutating func show(_ text: String) {
    message = text
    messageTimer = board.holdLength + HolesBoard.updatesPerSecond
  }
}

// MARK: - The scene

/// A game of Holes on screen: the kit's play scene over `Holes`.
public typealias HolesScene = PlayScene<Holes>

extension PlayScene where Game == Holes {
  /// A game on `tables` from their start table; with `autoplay` the computer plays;
  /// `rulesVersion` is older only for a replay recorded under older rules.
  public init(
    tables: HolesTables, seed: UInt64, keyBindings: KeyBindings = KeyBindings(), autoplay: Bool = false,
    rulesVersion: Int = Holes.rulesVersion
  ) {
    self.init(
      levels: tables.tables, startIndex: tables.startIndex, seed: seed, keyBindings: keyBindings, autoplay: autoplay,
      rulesVersion: rulesVersion)
  }
}
