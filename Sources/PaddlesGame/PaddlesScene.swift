import ArcadeKit
import Levels
import Physics

// MARK: - PaddlesScene

/// A game of Paddles: "Ready?", rounds until someone reaches the winning score, "Player N wins!".
///
/// Player 1 (left) moves with W/S, player 2 (right) with the arrows; against the computer the
/// arrows move player 1 too. A mouse drag moves the paddle of the half where it started, and
/// only that one. The "Ready?" and winner screens and pauses do not animate, so the session
/// asks for no wake there. With `options.autoplay` the computer plays both sides from the first
/// step, and a new game starts two seconds after each win.
///
/// The scene asks for key releases. Where the terminal reports them, a paddle moves while its
/// key is down and both players can hold keys at once; elsewhere `PaddleDrive` bridges the
/// terminal's key repeats.
public struct PaddlesScene: Scene {
  /// Where the game is (`PaddlesPhase`, shared with the network match).
  public typealias Phase = PaddlesPhase

  /// The choices this game was started with.
  public let options: PaddlesOptions
  /// The rules and the field's state.
  public private(set) var match: PaddlesMatch
  /// Where the game is.
  public private(set) var phase: Phase = .ready
  /// The players' keys, key releases and drags (`PaddleInputCapture`, as over the network).
  public private(set) var capture: PaddleInputCapture
  /// Key-driven motion of each paddle (player 1, player 2).
  /// The paddles that made their next step's motion at their key (rules 3).
  private var movedAhead: Set<PlayerSide> = []
  public var drives: [PaddleDrive] { capture.drives }
  /// The paddle a mouse drag holds, if any.
  public var dragging: PlayerSide? { capture.dragging }
  /// Whether the terminal reports key releases, so a paddle moves exactly while its key is held.
  public var keyReleasesReported: Bool { capture.keyReleasesReported }
  /// Paddle keys down now, oldest first; only kept while releases are reported.
  public var heldKeys: [Key] { capture.heldKeys }
  private var computer: PaddlesPilot?
  /// The computer's reaction, aim and speed: its difficulty's, unless a tuning test tries others.
  var computerSkill: Difficulty.Skill? {
    get { computer?.skill }
    set { if let newValue { computer?.skill = newValue } }
  }
  /// The computer holding player 1's paddle, in a demo.
  private var demoPlayer: PaddlesPilot?
  /// The cues of the last hits (a wall, a paddle, a point), counted down each step.
  private var cues = PaddlesCues()
  /// Updates the winner panel has stayed on screen in a demo.
  private var stepsAfterWin = 0
  /// The player's keys for Paddles.
  public let keys: KeyMap<PaddlesAction>
  /// Help, pause and leave, with the player's keys.
  public let controls: PlayControls
  /// Every input since the scene began, kept with a win's score (each new game goes on from
  /// the last one's random state, so a replay starts where the scene did).
  public private(set) var recording = InputRecording()

  /// Starts at "Ready?" with `options`.
  public init(options: PaddlesOptions) {
    self.options = options
    keys = options.keyBindings.map(PaddlesAction.self, in: PaddlesGame.id)
    controls = PaddlesGame.controls(options.keyBindings)
    match = PaddlesMatch(arena: options.arena, winScore: options.winScore, seed: options.seed, rules: options.rules)
    capture = PaddleInputCapture(
      keys: keys, seats: options.againstComputer ? .onePlayer(.one) : .twoPlayers, rules: options.rules)
    if options.againstComputer || options.autoplay {
      computer = PaddlesPilot(
        difficulty: options.difficulty, side: .two, seed: options.seed ^ 0x9E37_79B9_7F4A_7C15, rules: options.rules)
    }
    if options.autoplay {
      demoPlayer = PaddlesPilot(
        difficulty: options.difficulty, side: .one, seed: options.seed ^ 0xD1B5_4A32_D192_ED03, rules: options.rules)
      phase = .playing
    }
  }

  // MARK: - Scene

  public var isAnimating: Bool { phase == .playing || options.autoplay }
  public var hasGameInProgress: Bool { phase == .playing && !options.autoplay }
  public var minimumSize: Size { Size(width: 40, height: 12) }
  public var wantsKeyReleases: Bool { true }
  /// The seed's 60 frames per second.
  public var stepsPerSecond: Double { Double(PaddlesMatch.stepsPerSecond) }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    recording.record(event)
    switch event {
    case .key(let key):
      return handleKey(key)
    case .keyRelease(let key):
      capture.release(key)
      return []
    case .keyReleasesReported(let reported):
      // Sent each time the scene comes back to the top: keys may have been let go meanwhile.
      capture.reportReleases(reported)
      return []
    case .mouse(let mouse):
      return handleMouse(mouse)
    case .resize, .resumed:
      // The session pauses the game; keys held before it will not report their release.
      stopPaddles()
      if phase == .playing, !options.autoplay { match.serveAfterPause() }
      return []
    case .effect, .settingsChanged, .closing, .paste:
      return []
    }
  }

  public mutating func step() -> [Command] {
    recording.countStep()
    if options.autoplay, phase != .playing {
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
    for side in PlayerSide.allCases where !(side == .two && computer != nil) {
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
    cues.step(after: events, puckY: match.puck.center.y)
    guard !events.isEmpty else { return [] }
    var commands: [Command] = PaddlesCues.sounds(events) ? [.perform(.sound)] : []
    for event in events {
      switch event {
      case .point:
        computer?.forget()
        demoPlayer?.forget()
      case .win:
        phase = .over
        cues.clear()
        stopPaddles()
        if let submission = scoreSubmission() { commands.append(.perform(.submitScore(submission))) }
      case .wall, .obstacle, .paddle:
        break
      }
    }
    return commands
  }

  // MARK: - Keys

  private mutating func handleKey(_ key: Key) -> [Command] {
    if let command = controls.command(for: key, in: self) {
      stopPaddles()  // help, pause and the leave question cover the field: no release will come
      // As in the seed, play goes on from a pause with a fresh serve.
      if controls.action(for: key) == .pause, phase == .playing, !options.autoplay { match.serveAfterPause() }
      return [command]
    }
    if options.autoplay { return [] }
    // At "Ready?" and after a win only Space or Enter go on: a paddle key still held from the
    // last rally must not serve, nor start the next game.
    switch phase {
    case .ready:
      if keys.action(for: key) == .serve { phase = .playing }
      return []
    case .over:
      if keys.action(for: key) == .serve { startNewGame() }
      return []
    case .playing:
      let side = capture.paddleKey(key)?.side
      let wasMoving = side.map { capture.drives[$0.rawValue].movesPaddle } ?? true
      capture.press(key)
      // Rules 3: the key that starts a standing paddle moving moves it its first step now, so the frame
      // the session draws at once shows it.
      // Its next step's motion has then been made: that step skips it (the paddle moves as
      // far, and as long, as under rules 2, one step earlier).
      if options.rules.keyActsAtOnce, let side, !wasMoving, !(side == .two && computer != nil),
        !movedAhead.contains(side)
      {
        match.apply(PaddleInput(move: capture.motion(of: side)), for: side)
        movedAhead.insert(side)
      }
      return []
    }
  }

  // MARK: - Mouse

  private mutating func handleMouse(_ mouse: MouseEvent) -> [Command] {
    guard !options.autoplay else { return [] }
    let layout = PaddlesLayout(screen: mouse.screen)
    switch mouse.kind {
    case .press:
      if phase == .ready {
        phase = .playing
        return []
      }
      if phase == .over {
        startNewGame()
        return []
      }
      guard let side = layout.half(column: mouse.x, row: mouse.y), isHuman(side) else { return [] }
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
    return []
  }

  private mutating func dragPaddle(to mouse: MouseEvent, layout: PaddlesLayout) {
    guard phase == .playing, let side = dragging else { return }
    let point = layout.viewport.world(column: mouse.x, row: mouse.y)
    match.placePaddle(side, at: point.y)
  }

  private func isHuman(_ side: PlayerSide) -> Bool { side == .one || computer == nil }

  // MARK: - Flow

  /// Held keys and drags end when play stops: no release will come for them while paused.
  private mutating func stopPaddles() {
    capture.stop()
    movedAhead = []
  }

  private mutating func startNewGame() {
    match.newGame()
    cues.clear()
    computer?.forget()
    stopPaddles()
    phase = .ready
  }

  /// A game against the computer ends with its result; the score is the margin of points. A
  /// win goes to the board; a loss (a margin below zero) is kept only where every result is (the
  /// daily challenge's one try), so it is handed over with its replay too.
  private func scoreSubmission() -> ScoreSubmission? {
    guard let computer, !options.autoplay else { return nil }
    let mine = match.scores[0]
    let theirs = match.scores[1]
    return ScoreSubmission(
      game: PaddlesGame.id, board: board,
      boardTitle: PaddlesBoards.title(difficulty: options.difficulty, winScore: match.winScore, arena: options.arena),
      score: mine - theirs,
      detail: "\(mine)\u{2013}\(theirs), margin \(mine - theirs), \(computer.difficulty.rawValue)",
      seed: options.seed, replay: recording.replay(header: replayHeader, score: mine - theirs))
  }

  /// The board of this scene's wins: its difficulty, points to win and arena.
  var board: String {
    PaddlesBoards.board(difficulty: options.difficulty, winScore: match.winScore, arena: options.arena)
  }

  /// The game so far as a replay, for a spectator's copy.
  public var liveReplay: Replay? { recording.replay(header: replayHeader, score: nil) }

  /// How this scene began, for its replays: the options and the arena's text.
  var replayHeader: ReplayHeader {
    let level = options.arena.source
    var recorded = [
      ReplayOption("players", "\(options.players)"), ReplayOption("difficulty", options.difficulty.rawValue),
    ]
    if let winScore = options.winScore { recorded.append(ReplayOption("win-score", "\(winScore)")) }
    return ReplayHeader(
      game: PaddlesGame.id, board: board, rulesVersion: options.rules.rawValue, seed: options.seed,
      levels: [ReplayLevel(identity: level.identity.description, text: level.canonicalText)], options: recorded,
      keys: ReplayHeader.keyLines(options.keyBindings, for: PaddlesGame.keyContext))
  }

  // MARK: - Drawing

  public func render(into canvas: inout Canvas) {
    let layout = PaddlesLayout(screen: canvas.size)
    PaddlesPainter(picture: picture(glyphs: canvas.glyphs), layout: layout).draw(into: &canvas)
  }

  /// The status line and the "Ready?" or "Game over" panel, with the player's keys.
  func picture(glyphs g: Glyphs) -> PaddlesPicture {
    // Lines of their own type, not strings: they are made every frame (`TextLine`).
    let leftKeys = keysLabel(.one, glyphs: g)
    let rightKeys = keysLabel(.two, glyphs: g)
    let (one, two) = (labelLine(.one), labelLine(.two))
    let (leftScore, rightScore) = (match.scores[0], match.scores[1])
    let left: TextLine = leftKeys.isEmpty ? "\(one): \(leftScore)" : "\(one) [\(leftKeys)]: \(leftScore)"
    let right: TextLine = rightKeys.isEmpty ? "\(two): \(rightScore)" : "\(two) [\(rightKeys)]: \(rightScore)"
    return PaddlesPicture(
      match: match, showsPuck: phase != .over, leftStatus: left, rightStatus: right,
      shortStatus: ("\(one): \(leftScore)", "\(two): \(rightScore)"),
      centreStatus: "P pause \(g.bullet) ? help \(g.bullet) Esc leave", panel: panel(glyphs: g), cues: cues)
  }

  /// "Ready?" or "Game over" in short lines (each player's keys on a line of its own); the
  /// lines say exactly which keys go on, as only those do.
  private func panel(glyphs g: Glyphs) -> (title: String, lines: [String])? {
    if phase == .playing { return nil }  // before any string is made: this runs every frame
    let left = "\(keys.firstLabel(for: .leftUp))/\(keys.firstLabel(for: .leftDown))"
    let right = "\(keys.firstLabel(for: .rightUp))/\(keys.firstLabel(for: .rightDown))"
    let serve = keys.firstLabel(for: .serve)
    let leave = controls.global.firstLabel(for: .back)
    switch phase {
    case .ready:
      let players = options.againstComputer ? ["You: \(left) \(right)"] : ["Player 1: \(left)", "Player 2: \(right)"]
      return (
        match.arena.name,
        ["Ready?", ""] + players + ["First to \(match.winScore) wins", "", "\(serve)/click: serve", "\(leave): leave"]
      )
    case .over:
      let winner = match.winner ?? .one
      var lines = ["Player \(winner.number) wins!"]
      if options.againstComputer, !options.autoplay {
        lines.append(winner == .one ? "You beat the computer" : "The computer won")
      }
      lines += [
        "\(match.scores[0]) \(g.emDash) \(match.scores[1])", "",
        options.autoplay ? "A new game in a moment" : "\(serve)/click: new game", "\(leave): leave",
      ]
      return ("Game over", lines)
    case .playing:
      return nil
    }
  }

  /// The label of a player on screen.
  func label(_ side: PlayerSide) -> String {
    labelLine(side).description
  }

  /// `label(_:)` as a `TextLine` (the status line's, every frame).
  func labelLine(_ side: PlayerSide) -> TextLine {
    if side == .two, let computer { return "Computer (\(computer.difficulty.rawValue))" }
    if side == .one, let demoPlayer { return "Computer (\(demoPlayer.difficulty.rawValue))" }
    return "Player \(side.number)"
  }

  /// The keys of a player, as shown on the status line.
  func keysLabel(_ side: PlayerSide, glyphs: Glyphs) -> TextLine {
    if options.autoplay { return "" }
    let arrows: TextLine = "\(glyphs.arrowUp)/\(glyphs.arrowDown)"
    if side == .one { return computer == nil ? "W/S" : "W/S \(arrows)" }
    return computer == nil ? arrows : ""
  }
}
