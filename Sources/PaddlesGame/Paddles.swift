import ArcadeKit
import GameKit
import Levels
import Physics

// MARK: - Paddles

/// The rules of Paddles on one terminal as one value, played by the kit's `PlayScene`
/// (`PaddlesScene`): "Ready?", rounds until someone reaches the winning score, "Player N wins!".
///
/// Player 1 (left) moves with W/S, player 2 (right) with the arrows; against the computer the
/// arrows move player 1 too. A mouse drag moves the paddle of the half where it started, and
/// only that one. The "Ready?" and winner screens do not animate, so the session asks for no
/// wake there. When the computer plays (a demo) it plays both sides from the first step, and a
/// new game starts two seconds after each win.
///
/// Paddles follows the keys themselves (`press(_:for:)`): where the terminal reports releases a
/// paddle moves while its key is down and both players can hold keys at once; elsewhere
/// `PaddleDrive` bridges the terminal's key repeats. A win against the computer is handed over
/// (`takeResultHandedOver`) and the next game goes on from its random state, so a replay covers
/// every game since the first.
///
/// Over the network (`Paddles+Network`) the kit plays it in lockstep: this terminal's keys and
/// drags move its own paddle (`PaddlesSettings.networkSide`) and become the input it sends, and
/// each step is played from both sides' inputs.
public struct Paddles: PlayableGame {
  public typealias Action = PaddlesAction
  public typealias Level = PaddlesArena
  public typealias Picture = PaddlesPicture
  public typealias GhostSample = NoGhost
  public typealias Options = PaddlesSettings
  /// Where the game is (`PaddlesPhase`, shared with the network match).
  public typealias Phase = PaddlesPhase

  public static let id = "paddles"
  public static let title = "Paddles"
  public static let summary = "Two-player Pong: beat a friend or the computer to 3 points"
  public static let howToPlay =
    "Keep the puck from getting past your paddle. Where it meets the paddle sets its angle: the middle"
    + " sends it straight, the ends send it off to the side, and every hit makes it faster. The first to"
    + " the winning score takes the match."
  public static var rulesVersion: Int { PaddlesRules.current.rawValue }
  /// A game recorded under older rules (`PaddlesRules`) is replayed by its own.
  public static var playableRules: ClosedRange<Int> { PaddlesRules.first.rawValue...PaddlesRules.current.rawValue }
  public static var stepsPerSecond: Double { Double(PaddlesMatch.stepsPerSecond) }
  public static var wantsKeyReleases: Bool { true }
  public static var levelNoun: String { "arena" }
  public static var pointerHelp: [KeyHelp] {
    [KeyHelp("Mouse drag", "moves the paddle of the half where the drag starts")]
  }
  public static var shippedLevels: ShippedLevels { PaddlesBoards.shipped }

  /// The settings this game was started with.
  public let settings: PaddlesSettings
  /// The rules played by.
  public let rules: PaddlesRules
  /// The rules and the field's state.
  public internal(set) var match: PaddlesMatch
  /// Where the game is.
  public internal(set) var phase: Phase = .ready
  /// The players' keys, key releases and drags (`PaddleInputCapture`, as over the network).
  public internal(set) var capture: PaddleInputCapture
  /// The paddles that made their next step's motion at their key (rules 3).
  private var movedAhead: Set<PlayerSlot> = []
  /// The computer on the right, against one player (and in a demo).
  private var computer: PaddlesPilot?
  /// The computer holding player 1's paddle, in a demo.
  private var demoPlayer: PaddlesPilot?
  /// The cues of the last hits (a wall, a paddle, a point), counted down each step.
  var cues = PaddlesCues()
  /// Updates the winner panel has stayed on screen in a demo.
  private var stepsAfterWin = 0
  /// A win's (or a loss's) result, until the kit takes it.
  private var handedOver: GameResult?
  /// The seed, for the computer players made when the computer takes over.
  private let seed: UInt64
  /// Where a drag put this side's paddle since the last input sent (a network match).
  var pendingPlace: Double?
  /// Whether a serve waits to be sent (a network match).
  var pendingServe = false

  // MARK: - Creating

  public init(levels: [PaddlesArena], startIndex: Int, seed: UInt64) {
    self.init(levels: levels, startIndex: startIndex, seed: seed, rulesVersion: Self.rulesVersion, options: .standard)
  }

  public init(levels: [PaddlesArena], startIndex: Int, seed: UInt64, rulesVersion: Int, options: PaddlesSettings) {
    let rules = PaddlesRules(rawValue: rulesVersion) ?? .current
    let arena = levels.indices.contains(startIndex) ? SidewaysArena(levels[startIndex]) : .classic
    settings = options
    self.rules = rules
    self.seed = seed
    match = PaddlesMatch(arena: arena, winScore: options.winScore, seed: seed, rules: rules)
    capture = PaddleInputCapture(keys: .defaults(), seats: Self.seats(options), rules: rules)
    if options.againstComputer { computer = Self.computer(settings: options, seed: seed, rules: rules) }
  }

  /// Who moves which paddle from this terminal: one player against the computer or over the
  /// network, or two.
  private static func seats(_ settings: PaddlesSettings) -> PlayerSeats {
    if let side = settings.networkSide { return .onePlayer(side) }
    return settings.againstComputer ? .onePlayer(.one) : .twoPlayers
  }

  /// The computer on the right, seeded from the game's seed.
  private static func computer(settings: PaddlesSettings, seed: UInt64, rules: PaddlesRules) -> PaddlesPilot {
    PaddlesPilot(difficulty: settings.difficulty, side: .two, seed: seed ^ 0x9E37_79B9_7F4A_7C15, rules: rules)
  }

  /// The computer's reaction, aim and speed: its difficulty's, unless a tuning test tries others.
  var computerSkill: Difficulty.Skill? {
    get { computer?.skill }
    set { if let newValue { computer?.skill = newValue } }
  }

  /// Key-driven motion of each paddle (player 1, player 2).
  public var drives: [PaddleDrive] { capture.drives }
  /// The paddle a mouse drag holds, if any.
  public var dragging: PlayerSlot? { capture.dragging }
  /// Whether the terminal reports key releases, so a paddle moves exactly while its key is held.
  public var keyReleasesReported: Bool { capture.keyReleasesReported }
  /// Paddle keys down now, oldest first; only kept while releases are reported.
  public var heldKeys: [Key] { capture.heldKeys }
  /// Whether the computer plays both sides (a demo).
  public var isDemo: Bool { demoPlayer != nil }

  // MARK: - Boards

  public static func board(levels: [PaddlesArena], startIndex: Int, options: PaddlesSettings) -> String {
    let (arena, winScore) = played(levels[startIndex], options)
    return options.networkSide != nil
      ? PaddlesBoards.networkBoard(winScore: winScore, arena: arena)
      : PaddlesBoards.board(difficulty: options.difficulty, winScore: winScore, arena: arena)
  }

  public static func boardTitle(levels: [PaddlesArena], startIndex: Int, options: PaddlesSettings) -> String {
    let (arena, winScore) = played(levels[startIndex], options)
    return options.networkSide != nil
      ? PaddlesBoards.networkTitle(winScore: winScore, arena: arena)
      : PaddlesBoards.title(difficulty: options.difficulty, winScore: winScore, arena: arena)
  }

  /// The field `level` is played on and the points that win there with `options`.
  private static func played(_ level: PaddlesArena, _ options: PaddlesSettings) -> (SidewaysArena, Int) {
    let arena = SidewaysArena(level)
    return (arena, options.winScore ?? arena.winScore)
  }

  // MARK: - Playing

  public var isAnimating: Bool { phase == .playing }
  public var isInProgress: Bool { phase == .playing && !isDemo }
  /// A network match's result once it is won (on one terminal a win is handed over, and the
  /// next game goes on).
  public var result: GameResult? { phase == .over ? networkResult : nil }
  /// The picture shows the end itself.
  public var resultPanel: (title: String, lines: [String])? { nil }

  public mutating func press(_ key: Key, for action: PaddlesAction) {
    if settings.networkSide != nil {
      // Over the network a serve is sent, and the keys make the motion sent.
      if action == .serve { pendingServe = true } else { capture.press(key) }
      return
    }
    // At "Ready?" and after a win only Space or Enter go on: a paddle key still held from the
    // last rally must not serve, nor start the next game.
    switch phase {
    case .ready:
      if action == .serve { phase = .playing }
    case .over:
      if action == .serve { startNewGame() }
    case .playing where action == .serve:
      // Rules 4: the receiver serves the waiting puck at once.
      if waitsForReceiver { match.serveDelay = 0 }
    case .playing:
      let side = capture.paddleKey(key)?.side
      let wasMoving = side.map { capture.drives[$0.rawValue].movesPaddle } ?? true
      capture.press(key)
      // Rules 3: the key that starts a standing paddle moving moves it its first step now, so the
      // frame the session draws at once shows it. Its next step's motion has then been made:
      // that step skips it (the paddle moves as far, and as long, as under rules 2, one step
      // earlier).
      // Rules 4: a press while it moves (within a tap) acts at once too.
      let startsOrTurns = !wasMoving || rules.keyActsAtOnceWhileMoving
      if rules.keyActsAtOnce, let side, startsOrTurns, !(side == .two && computer != nil), !movedAhead.contains(side) {
        match.apply(PaddleInput(move: capture.motion(of: side)), for: side)
        movedAhead.insert(side)
      }
    }
  }

  public mutating func follow(_ keys: KeyMap<PaddlesAction>) {
    capture = PaddleInputCapture(keys: keys, seats: capture.seats, rules: rules)
  }

  /// An action without its key: serving goes on from "Ready?" or a win (the paddles follow
  /// their keys, `press(_:for:)`).
  public mutating func perform(_ action: PaddlesAction) {
    guard action == .serve else { return }
    if settings.networkSide != nil {
      pendingServe = true
      return
    }
    if phase == .ready {
      phase = .playing
    } else if phase == .over {
      startNewGame()
    } else if waitsForReceiver {
      match.serveDelay = 0
    }
  }

  /// Whether the served puck waits for the player it goes to (rules 4, after a point to a
  /// player at this terminal): Space serves it, else it goes after 3 s.
  public private(set) var waitsForReceiver = false

  public mutating func release(_ key: Key, for action: PaddlesAction) {
    capture.release(key)
  }

  public mutating func keyReleases(reported: Bool) {
    // Sent each time the scene comes back to the top: keys may have been let go meanwhile.
    capture.reportReleases(reported)
  }

  public mutating func interrupted(pausing: Bool) {
    stopPaddles()
    // As in the seed, play goes on from a pause with a fresh serve (nothing pauses a network match).
    if pausing, phase == .playing, !isDemo, settings.networkSide == nil { match.serveAfterPause() }
  }

  public mutating func mouse(_ mouse: MouseEvent) {
    if let side = settings.networkSide { return dragOverNetwork(mouse, side: side) }
    let layout = PaddlesLayout(screen: mouse.screen)
    switch mouse.kind {
    case .press:
      if phase == .ready {
        phase = .playing
        return
      }
      if phase == .over {
        startNewGame()
        return
      }
      guard let side = layout.half(column: mouse.x, row: mouse.y), isHuman(side) else { return }
      // The drag takes the paddle from its keys; a new press takes it back.
      capture.grab(side)
      dragPaddle(to: mouse, layout: layout)
    case .drag:
      dragPaddle(to: mouse, layout: layout)
    case .release:
      dragPaddle(to: mouse, layout: layout)
      capture.letGo()
    case .scrollUp, .scrollDown:
      break
    }
  }

  private mutating func dragPaddle(to mouse: MouseEvent, layout: PaddlesLayout) {
    guard phase == .playing, let side = dragging else { return }
    let point = layout.viewport.world(column: mouse.x, row: mouse.y)
    match.placePaddle(side, at: point.y)
  }

  private func isHuman(_ side: PlayerSlot) -> Bool { side == .one || computer == nil }

  public mutating func computerStep() {
    guard demoPlayer == nil else { return }
    if computer == nil { computer = Self.computer(settings: settings, seed: seed, rules: rules) }
    demoPlayer = PaddlesPilot(
      difficulty: settings.difficulty, side: .one, seed: seed ^ 0xD1B5_4A32_D192_ED03, rules: rules)
    phase = .playing
  }

  public mutating func step() -> [GameCue] {
    if isDemo, phase != .playing {
      stepsAfterWin += 1
      if stepsAfterWin >= PaddlesPilot.demoPauseSteps {
        stepsAfterWin = 0
        startNewGame()
        demoPlayer?.forget()
        phase = .playing
      }
      return []
    }
    guard phase == .playing else { return [] }
    for side in PlayerSlot.allCases where !(side == .two && computer != nil) {
      if movedAhead.remove(side) != nil { continue }  // it moved this step at its key
      match.apply(PaddleInput(move: capture.motion(of: side)), for: side)
    }
    if let side = computer?.side {
      // Moved in place: a copy would share the player's sightings and copy them every step.
      let move =
        computer?.move(seeing: match.puck.center, paddleY: match.paddleY[side.rawValue], arena: match.arena) ?? 0
      match.movePaddle(side, by: move)
    }
    if let side = demoPlayer?.side {
      let move =
        demoPlayer?.move(seeing: match.puck.center, paddleY: match.paddleY[side.rawValue], arena: match.arena) ?? 0
      match.movePaddle(side, by: move)
    }
    let events = match.step()
    if match.serveDelay == 0 { waitsForReceiver = false }
    cues.step(after: events, puckY: match.puck.center.y)
    guard !events.isEmpty else { return [] }
    let gameCues: [GameCue] = PaddlesCues.sounds(events) ? [.sound] : []
    for event in events {
      switch event {
      case .point(let scorer):
        computer?.forget()
        demoPlayer?.forget()
        // The puck goes to the scorer; a player at this terminal serves it (rules 4).
        if rules.receiverServes, match.winner == nil, isHuman(scorer), !isDemo {
          match.serveDelay = PaddlesMatch.receiverServeSteps
          waitsForReceiver = true
        }
      case .win:
        phase = .over
        cues.clear()
        stopPaddles()
        if computer != nil, !isDemo { handedOver = matchResult }
      case .wall, .obstacle, .paddle:
        break
      }
    }
    return gameCues
  }

  // MARK: - Flow

  /// Held keys and drags end when play stops: no release will come for them while paused.
  private mutating func stopPaddles() {
    capture.stop()
    movedAhead = []
  }

  private mutating func startNewGame() {
    match.newGame()
    waitsForReceiver = false
    cues.clear()
    computer?.forget()
    stopPaddles()
    phase = .ready
  }

  /// A game against the computer ends with its result; the score is the margin of points. A
  /// win goes to the board; a loss (a margin below zero) is kept only where every result is
  /// (the daily challenge's one try), so it is handed over with its replay too.
  private var matchResult: GameResult {
    let mine = match.scores[0]
    let theirs = match.scores[1]
    return GameResult(
      score: mine - theirs,
      detail: "\(mine)\u{2013}\(theirs), margin \(mine - theirs), \(settings.difficulty.rawValue)")
  }

  public mutating func takeResultHandedOver() -> GameResult? {
    defer { handedOver = nil }
    return handedOver
  }
}
