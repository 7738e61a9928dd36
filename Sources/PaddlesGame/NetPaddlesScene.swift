import ArcadeKit
import Levels
import NetPlay
import Physics

// MARK: - NetPaddlesScene

/// A Paddles match against someone at another terminal: `arcade host paddles` or `arcade join`.
///
/// Each arcade runs the same match (`PaddlesMatch`, the host's seed and arena) from the same
/// inputs: `NetSession` trades every step's `PaddleInput` a few steps ahead (the input delay
/// the round trip asks for) and a state hash every second. The host plays the left paddle,
/// the joiner the right; each moves its own with W/S or the arrows, or a drag. Either
/// player's Space serves. Nothing pauses a match (the other player's clock goes on): ? lists
/// the keys and Esc asks "Leave the match?" in a panel of the scene itself while play goes on.
///
/// The hosting screen sleeps (the host waits on the socket and the keys only); connecting
/// and waiting for a silent opponent tick once a second for their countdowns.
public struct NetPaddlesScene: Scene {
  /// The network side of the match.
  public private(set) var session: NetSession
  /// The match, once the arena is known (at once for the host, from the setup for the joiner).
  public private(set) var match: PaddlesMatch?
  /// Where the game is: "Ready?", playing, or won.
  public private(set) var phase: PaddlesScene.Phase = .ready
  /// The paddle this terminal moves.
  public let localSide: PlayerSide
  /// The player's keys.
  public let keys: KeyMap<PaddlesAction>
  /// Esc and q, as the player bound them.
  private let global: KeyMap<GlobalAction>
  private var drive = PaddleDrive()
  /// The cues of the last hits, counted in the match's steps (alike on both sides).
  private var cues = PaddlesCues()
  private var keyReleasesReported = false
  private var heldKeys: [Key] = []
  private var dragging = false
  private var pendingPlace: Double?
  private var pendingServe = false
  /// Whether "Leave the match?" is showing (play goes on under it).
  public private(set) var confirmingLeave = false
  /// Whether the keys are listed in the panel (play goes on under it too).
  public private(set) var showingHelp = false
  /// The scene's clock: seconds of steps taken (the session steps it in real time).
  public private(set) var clock = 0.0
  /// Seconds of every step, the door's too: the clock of the callers' deadlines at the host's
  /// door. Steps taken only for the door (`isAnimating` because of callers alone) advance
  /// this and nothing else, and are not recorded: a replay never sees a stranger.
  private var doorClock = 0.0
  /// Steps of the match simulated.
  public private(set) var steps = 0
  /// Whether the port was opened or the connection asked for (on the first step).
  private var begun = false
  /// Everything this side's match followed from: its keys and what the network brought, by
  /// step (addresses left out), kept with the result as a replay.
  public private(set) var recording = InputRecording()
  /// The player's keys, for the replay's header.
  private let keyBindings: KeyBindings

  /// The port `arcade host` listens on when none is given.
  public static let defaultPort = NetProtocol.defaultPort
  /// The game's id in a greeting; both sides must play the same rules.
  static let hello = NetHello(
    game: PaddlesGame.id, rulesVersion: PaddlesReplays.rulesVersion, arcadeVersion: "")

  /// Hosts `options`' arena and winning score on `port` (0: any free port). The match's id,
  /// which a returning joiner must name, comes from the system's generator, never from the
  /// seed; no game depends on it.
  public static func host(
    options: PaddlesOptions, port: Int, arcadeVersion: String = "", matchID: UInt64 = NetMatchSetup.randomMatchID()
  ) -> NetPaddlesScene {
    let level = options.arena.source
    var settings: [ReplayOption] = []
    if let winScore = options.winScore { settings.append(ReplayOption("win-score", "\(winScore)")) }
    let setup = NetMatchSetup(
      matchID: matchID, seed: options.seed, options: settings,
      levelText: level.canonicalText)
    var scene = NetPaddlesScene(
      role: .host(port: port, setup: setup), keyBindings: options.keyBindings, arcadeVersion: arcadeVersion)
    scene.match = PaddlesMatch(arena: options.arena, winScore: options.winScore, seed: options.seed)
    return scene
  }

  /// Joins the match hosted at `host` on `port`.
  public static func join(host: String, port: Int, keyBindings: KeyBindings, arcadeVersion: String = "") -> NetPaddlesScene {
    NetPaddlesScene(role: .joiner(host: host, port: port), keyBindings: keyBindings, arcadeVersion: arcadeVersion)
  }

  private init(role: NetRole, keyBindings: KeyBindings, arcadeVersion: String) {
    var greeting = Self.hello
    greeting.arcadeVersion = arcadeVersion
    session = NetSession(
      role: role, hello: greeting, neutralInput: PaddleInput.still.bytes,
      validate: { setup in
        do {
          _ = try NetPaddlesScene.match(from: setup)
          return nil
        } catch {
          return "The joiner cannot play the host's match: \(error)"
        }
      })
    localSide = role.isHost ? .one : .two
    self.keyBindings = keyBindings
    keys = keyBindings.map(PaddlesAction.self, in: PaddlesGame.id)
    global = keyBindings.globalMap(besides: keys.allKeys)
  }

  /// The match a setup describes: its arena text read as a level, its winning score.
  static func match(from setup: NetMatchSetup) throws -> PaddlesMatch {
    let document = try LevelParser.parse(text: setup.levelText, path: "the host's arena")
    if let game = document.field("game")?.value, game != PaddlesArena.game {
      throw LevelChoiceError.otherGame(path: "the host's arena", found: game, expected: PaddlesArena.game)
    }
    let arena = try PaddlesArena(document: document, path: "the host's arena")
    var winScore: Int?
    if let text = setup.option("win-score") {
      guard let score = Int(text), (1...99).contains(score) else { throw PaddlesSetupError.winScore(Int(text) ?? 0) }
      winScore = score
    }
    return PaddlesMatch(arena: SidewaysArena(arena), winScore: winScore, seed: setup.seed)
  }

  // MARK: - Scene

  public var isAnimating: Bool { matchIsAnimating || session.hasCallers }

  /// Whether the match itself needs steps (callers at the door aside).
  private var matchIsAnimating: Bool {
    guard begun else { return true }
    switch session.stage {
    case .playing: return !restingAtReady
    case .connecting, .greeting, .waiting: return true
    case .opening, .hosting, .ended: return false
    }
  }

  /// At "Ready?" nothing moves until someone serves: both sides stop at the same step and
  /// sleep (no step, no message, 0% CPU) until a serve here or the other side's first input.
  private var restingAtReady: Bool { phase == .ready && !pendingServe && session.isAtRest }

  /// 60 steps a second while the puck is in play; 10 at "Ready?" (before both sides rest, and
  /// from a serve to the step it applies at), where the match's steps are taken six at a time
  /// (nothing moves until a serve, and a serve waits half a second anyway); one a second while
  /// only a countdown and reconnecting are kept (connecting, waiting): what arrives wakes the
  /// scene anyway; 10 while only callers at the host's door have deadlines. The first step
  /// (opening the port, connecting) comes at once.
  public var stepsPerSecond: Double {
    if !begun { return NetSession.stepsPerSecond }  // open the port or connect at once
    if !matchIsAnimating { return 10 }  // only callers' deadlines to keep
    return switch session.stage {
    case .connecting, .waiting: 1
    case .playing where phase == .ready: 10
    default: NetSession.stepsPerSecond
    }
  }

  public var hasGameInProgress: Bool { session.isUnderway }
  public var minimumSize: Size { Size(width: 40, height: 12) }
  public var wantsKeyReleases: Bool { true }
  public var pausesWhenInterrupted: Bool { false }

  public mutating func step() -> [Command] {
    if !matchIsAnimating {
      // Only the door keeps time: the match (and its replay) sees no step.
      doorClock += 1 / stepsPerSecond
      return commands(session.dismissLateCallers(now: doorClock))
    }
    recording.countStep()
    guard begun else {
      begun = true
      return commands(session.begin(now: clock))
    }
    clock += 1 / stepsPerSecond
    doorClock += 1 / stepsPerSecond
    var requests = session.dismissLateCallers(now: doorClock) + session.update(now: clock)
    // At "Ready?" neither side sends anything until someone serves: both then rest at the same step.
    let holding = phase == .ready && !pendingServe && session.isAtStart
    let wanted = holding ? 0 : session.localInputsWanted(now: clock)
    if wanted > 0 { requests += session.addLocal((0..<wanted).map { _ in takeLocalInput().bytes }) }
    var commands: [Command] = []
    while let (one, two) = session.nextStep(now: clock) {
      guard let first = PaddleInput(bytes: one), let second = PaddleInput(bytes: two) else {
        requests += session.reject("a paddle input no arcade sends", now: clock)
        break
      }
      commands += simulate(first, second, requests: &requests)
    }
    return self.commands(requests) + commands
  }

  // MARK: - Input

  public mutating func handle(_ event: InputEvent) -> [Command] {
    if case .effect(.network(let networkEvent)) = event {
      // Callers are screened at the door first; only what reaches the match is recorded.
      var (requests, admitted) = session.screen(networkEvent, now: doorClock)
      for event in admitted {
        recording.record(Self.withoutAddresses(.effect(.network(event))))
        let resting = restingAtReady
        requests += session.receive(event, now: clock)
        // The other side served: its input wakes this side, whose clock starts from here.
        if resting, !restingAtReady { session.restartClock(now: clock) }
      }
      if match == nil, let setup = session.setup { match = try? Self.match(from: setup) }
      return commands(requests)
    }
    recording.record(Self.withoutAddresses(event))
    switch event {
    case .effect(.network):
      return []  // handled above
    case .key(let key):
      return handleKey(key)
    case .keyRelease(let key):
      release(key)
      return []
    case .keyReleasesReported(let reported):
      keyReleasesReported = reported
      stopPaddle()
      return []
    case .mouse(let mouse):
      handleMouse(mouse)
      return []
    case .resize, .resumed:
      stopPaddle()
      return []
    case .effect, .settingsChanged, .closing, .paste:
      return []
    }
  }

  private mutating func handleKey(_ key: Key) -> [Command] {
    if session.hasEnded {
      guard key.isConfirm || global.action(for: key) == .back else { return [] }
      return commands(session.leave(now: clock)) + [.pop]
    }
    if confirmingLeave {
      switch key {
      case .character("y"), .character("Y"), .enter:
        return commands(session.leave(now: clock)) + [.pop]
      case .character("n"), .character("N"), .escape:
        confirmingLeave = false
      default:
        break
      }
      return []
    }
    if global.action(for: key) == .back {
      guard session.isUnderway else { return commands(session.leave(now: clock)) + [.pop] }
      if showingHelp {
        showingHelp = false
      } else {
        confirmingLeave = true
      }
      return []
    }
    if global.action(for: key) == .help {
      showingHelp.toggle()
      return []
    }
    guard session.isUnderway else { return [] }
    if keys.action(for: key) == .serve {
      if restingAtReady { session.restartClock(now: clock) }
      pendingServe = true
      return []
    }
    guard let direction = direction(of: key) else { return [] }
    if keyReleasesReported {
      let identity = PaddlesScene.identity(of: key)
      if !heldKeys.contains(identity) { heldKeys.append(identity) }
      drive.hold(direction)
    } else {
      drive.press(direction)
    }
    return []
  }

  /// A key went up: the paddle follows the other held key, or stops.
  private mutating func release(_ key: Key) {
    guard keyReleasesReported, direction(of: key) != nil else { return }
    heldKeys.removeAll { $0 == PaddlesScene.identity(of: key) }
    if let latest = heldKeys.last, let direction = direction(of: latest) {
      drive.hold(direction)
    } else {
      drive.stop()
    }
  }

  /// `event` with the machine's and the peer's addresses left out: a replay is shared, and
  /// the match never depends on them.
  static func withoutAddresses(_ event: InputEvent) -> InputEvent {
    switch event {
    case .effect(.network(.listening(let port, _))): .effect(.network(.listening(port: port, addresses: [])))
    case .effect(.network(.connected)): .effect(.network(.connected(peer: "")))
    default: event
    }
  }

  /// Up (−1) or down (+1) for a paddle key: both players' keys move this terminal's paddle.
  private func direction(of key: Key) -> Double? {
    switch keys.action(for: key) {
    case .leftUp, .rightUp: -1
    case .leftDown, .rightDown: 1
    case .serve, nil: nil
    }
  }

  private mutating func handleMouse(_ mouse: MouseEvent) {
    guard session.isUnderway, !confirmingLeave, let match else { return }
    let layout = PaddlesLayout(screen: mouse.screen)
    switch mouse.kind {
    case .press:
      if phase != .playing {
        if restingAtReady { session.restartClock(now: clock) }
        pendingServe = true
        return
      }
      guard layout.half(column: mouse.x, row: mouse.y) == localSide else { return }
      dragging = true
      drive.stop()
      heldKeys = []
      pendingPlace = layout.viewport.world(column: mouse.x, row: mouse.y).y
    case .drag, .release:
      guard dragging else { return }
      pendingPlace = match.arena.clampPaddle(layout.viewport.world(column: mouse.x, row: mouse.y).y)
      if mouse.kind == .release { dragging = false }
    case .scrollUp, .scrollDown:
      break
    }
  }

  /// Keys and drags end when the window changes: no release will come for them.
  private mutating func stopPaddle() {
    drive.stop()
    heldKeys = []
    dragging = false
  }

  /// This terminal's input for the next step it sends: the drive's motion, a drag, a serve.
  private mutating func takeLocalInput() -> PaddleInput {
    let input = PaddleInput(move: drive.step(), place: pendingPlace, serve: pendingServe)
    pendingPlace = nil
    pendingServe = false
    return input
  }

  // MARK: - Simulation

  /// One step of the match from both players' inputs, exactly alike on both sides.
  private mutating func simulate(
    _ one: PaddleInput, _ two: PaddleInput, requests: inout [NetworkRequest]
  ) -> [Command] {
    guard var match else { return [] }
    var commands: [Command] = []
    switch phase {
    case .ready:
      if one.serve || two.serve { phase = .playing }
    case .playing:
      for (side, input) in [(PlayerSide.one, one), (.two, two)] {
        if let place = input.place {
          match.placePaddle(side, at: place)
        } else if input.move != 0 {
          match.movePaddle(side, by: input.move)
        }
      }
      let events = match.step()
      cues.step(after: events, puckY: match.puck.center.y)
      if PaddlesCues.sounds(events) { commands.append(.perform(.sound)) }
      for event in events {
        if case .win(let winner) = event {
          phase = .over
          cues.clear()
          session.finish(now: clock)
          commands.append(.perform(.submitScore(result(winner: winner, match: match))))
        }
      }
    case .over:
      break
    }
    self.match = match
    steps += 1
    if steps % NetSession.hashInterval == 0 {
      requests += session.recordHash(step: steps, value: stateHash(match), now: clock)
    }
    return commands
  }

  /// The state both sides must agree on: puck, paddles, points, serve wait and phase.
  func stateHash(_ match: PaddlesMatch) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: UInt64) {
      for shift in stride(from: 0, to: 64, by: 8) {
        hash ^= (value >> UInt64(shift)) & 0xFF
        hash = hash &* 0x0000_0100_0000_01B3
      }
    }
    let puck = match.puck
    for value in [puck.center.x, puck.center.y, puck.direction.x, puck.direction.y, puck.speed] + match.paddleY {
      mix(value.bitPattern)
    }
    for value in match.scores + [match.serveDelay, phase == .ready ? 0 : phase == .playing ? 1 : 2] {
      mix(UInt64(bitPattern: Int64(value)))
    }
    return hash
  }

  /// The result kept on this side's board (`paddles/network-first-to-3`, "network matches,
  /// first to 3" wherever boards are named): the margin, won or lost, with this side's replay of the match.
  private func result(winner: PlayerSide, match: PaddlesMatch) -> ScoreSubmission {
    let mine = match.scores[localSide.rawValue], theirs = match.scores[1 - localSide.rawValue]
    let outcome = winner == localSide ? "won" : "lost"
    let side = localSide == .one ? "hosted" : "joined"
    return ScoreSubmission(
      game: PaddlesGame.id, board: PaddlesBoards.networkBoard(winScore: match.winScore, arena: match.arena),
      boardTitle: PaddlesBoards.networkTitle(winScore: match.winScore, arena: match.arena),
      score: mine - theirs, detail: "\(outcome) \(mine)\u{2013}\(theirs), \(side)",
      seed: session.setup?.seed ?? 0,
      replay: recording.replay(header: replayHeader(match: match), score: mine - theirs), recordsEveryResult: true)
  }

  /// How this side's match began, for its replay: the side, the arena's text, the options
  /// and the keys. The replay holds what the network brought, so the other player's inputs
  /// are in it too.
  private func replayHeader(match: PaddlesMatch) -> ReplayHeader {
    let level = match.arena.source
    return ReplayHeader(
      game: PaddlesGame.id, board: PaddlesBoards.networkBoard(winScore: match.winScore, arena: match.arena),
      rulesVersion: PaddlesReplays.rulesVersion,
      seed: session.setup?.seed ?? 0,
      levels: [ReplayLevel(identity: level.identity.description, text: level.canonicalText)],
      options: [ReplayOption("network", localSide == .one ? "host" : "joiner"), ReplayOption("win-score", "\(match.winScore)")],
      keys: ReplayHeader.keyLines(keyBindings, for: PaddlesGame.keyContext))
  }

  /// Network requests as commands for the session.
  private func commands(_ requests: [NetworkRequest]) -> [Command] {
    requests.map { .perform(.network($0)) }
  }

  // MARK: - Drawing

  public func render(into canvas: inout Canvas) {
    let picture = picture(glyphs: canvas.glyphs)
    let layout = PaddlesLayout(screen: canvas.size)
    PaddlesRenderer(picture: picture, layout: layout).draw(into: &canvas)
  }

  /// What the screen shows now.
  func picture(glyphs g: Glyphs) -> PaddlesPicture {
    let shown = match ?? PaddlesMatch(arena: .classic, seed: 0)
    let you = "You [W/S \(g.arrowUp)/\(g.arrowDown)]"
    let names = localSide == .one ? [you, "Opponent"] : ["Opponent", you]
    let left = match == nil ? "" : "\(names[0]): \(shown.scores[0])"
    let right = match == nil ? "" : "\(names[1]): \(shown.scores[1])"
    var centre = "? keys \(g.bullet) Esc leave"
    if let trip = session.roundTrip, session.isUnderway {
      let delay = session.timeline.map { " \(g.bullet) delay \($0.inputDelay * 1000 / 60) ms" } ?? ""
      centre = "RTT \(Int((trip * 1000).rounded())) ms\(delay) \(g.bullet) ? keys \(g.bullet) Esc leave"
    }
    var covers = true
    switch session.stage {
    case .playing: covers = false
    case .ended(let ending): covers = ending != .finished
    default: break
    }
    if confirmingLeave || showingHelp, session.isUnderway { covers = false }
    return PaddlesPicture(
      match: shown, showsPuck: match != nil && phase != .over && session.isUnderway,
      leftStatus: left, rightStatus: right, centreStatus: centre, panel: panel(glyphs: g),
      cues: cues, panelCoversField: covers)
  }

  /// The panel between the paddles for where the match is.
  private func panel(glyphs g: Glyphs) -> (title: String, lines: [String])? {
    let serve = keys.firstLabel(for: .serve), leave = global.firstLabel(for: .back)
    if confirmingLeave, session.isUnderway {
      return ("Leave the match?", ["Your opponent is told.", "", "Y: leave", "N: stay"])
    }
    if showingHelp, session.isUnderway {
      let up = "\(keys.firstLabel(for: .leftUp))/\(keys.firstLabel(for: .rightUp))"
      let down = "\(keys.firstLabel(for: .leftDown))/\(keys.firstLabel(for: .rightDown))"
      let help = global.firstLabel(for: .help)
      return ("Paddles keys", ["\(up): up", "\(down): down", "Drag: move", "\(serve): serve", "\(help): hide keys", "\(leave): leave", "", "A network match", "never pauses."])
    }
    switch session.stage {
    case .opening:
      return ("Hosting Paddles", ["Opening the port\(g.ellipsis)"])
    case .hosting:
      let port = session.listening?.port ?? 0
      let addresses = session.listening?.addresses ?? []
      return ("Hosting Paddles", ["Waiting for an opponent\(g.ellipsis)", "", "They join with:"]
        + addresses.map { "arcade join \($0):\(port)" } + ["", "\(leave): stop hosting"])
    case .connecting:
      if case .joiner(let host, let port) = session.role {
        return ("Joining Paddles", ["Connecting to \(host):\(port)\(g.ellipsis)", "", "\(leave): give up"])
      }
      return nil
    case .greeting:
      return ("Paddles", ["Connected to \(session.peer ?? "the other side")", "Getting the match ready\(g.ellipsis)"])
    case .waiting(let since):
      let left = max(0, Int((NetSession.giveUpAfter - (clock - since)).rounded(.up)))
      return ("Paddles", ["Waiting for opponent\(g.ellipsis) (\(leave) to leave)", "", "The match ends in \(left) s"])
    case .playing:
      guard let match else { return nil }
      let side = localSide == .one ? "left" : "right"
      switch phase {
      case .ready:
        return (match.arena.name, ["Ready?", "", "You play on the \(side)", "First to \(match.winScore) wins", "", "\(serve)/click: serve", "\(leave): leave"])
      case .playing, .over:
        return nil
      }
    case .ended(let ending):
      if ending == .finished, let match {
        let won = match.winner == localSide
        return ("Game over", [won ? "You win!" : "Your opponent wins", "\(match.scores[0]) \(g.emDash) \(match.scores[1])", "", "\(serve)/\(leave): back"])
      }
      return ("Match ended", [ending.message, "", "\(serve)/\(leave): back"])
    }
  }
}
