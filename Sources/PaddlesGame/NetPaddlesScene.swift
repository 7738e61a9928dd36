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
/// the joiner the right; each moves its own with W/S or the arrows, or a drag
/// (`PaddleInputCapture`, as on one terminal). Either player's Space serves. Nothing pauses a
/// match (the other player's clock goes on): ? and Esc open every game's help and leave panels
/// (`PlayControls` with `keepsGameRunning`), under which the session keeps stepping the match.
///
/// Its jobs are in a file each: this one holds where the connection is (hosting, joining, the
/// rates that keep it) and the player's input; `+Lockstep` trades inputs and simulates the
/// match; `+Picture` draws it, with the words of `NetPaddlesTexts`.
///
/// The hosting screen sleeps (the host waits on the socket and the keys only); connecting
/// and waiting for a silent opponent tick once a second for their countdowns.
public struct NetPaddlesScene: Scene {
  /// The network side of the match.
  public internal(set) var session: NetSession
  /// The match, once the arena is known (at once for the host, from the setup for the joiner).
  public internal(set) var match: PaddlesMatch?
  /// Where the game is: "Ready?", playing, or won.
  public internal(set) var phase: PaddlesPhase = .ready
  /// The paddle this terminal moves.
  public let localSide: PlayerSide
  /// The player's keys.
  public let keys: KeyMap<PaddlesAction>
  /// Help and leave, with the player's keys, as every game has them; the match plays on
  /// under their panels.
  public let controls: PlayControls
  /// The player's keys, key releases and drags, turned into this side's paddle motion.
  var capture: PaddleInputCapture
  /// The cues of the last hits, counted in the match's steps (alike on both sides).
  var cues = PaddlesCues()
  /// Where a drag put the paddle since the last input sent.
  var pendingPlace: Double?
  /// Whether a serve waits to be sent.
  var pendingServe = false
  /// The scene's clock: seconds of steps taken (the session steps it in real time).
  public internal(set) var clock = 0.0
  /// Seconds of every step, the door's too: the clock of the callers' deadlines at the host's
  /// door. Steps taken only for the door (`isAnimating` because of callers alone) advance
  /// this and nothing else, and are not recorded: a replay never sees a stranger.
  var doorClock = 0.0
  /// Steps of the match simulated.
  public internal(set) var steps = 0
  /// Whether the port was opened or the connection asked for (on the first step).
  var begun = false
  /// Everything this side's match followed from: its keys and what the network brought, by
  /// step (addresses left out), kept with the result as a replay.
  public internal(set) var recording = InputRecording()
  /// The player's keys, for the replay's header.
  let keyBindings: KeyBindings

  /// The port `arcade host` listens on when none is given.
  public static let defaultPort = NetProtocol.defaultPort
  /// The game's id in a greeting; both sides must play the same rules.
  static let hello = NetHello(
    game: PaddlesGame.id, rulesVersion: PaddlesReplays.rulesVersion, arcadeVersion: "")

  // MARK: - Hosting and joining

  /// Hosts `options`' arena and winning score on `port` (0: any free port). The match's id,
  /// which a returning joiner must name, comes from the system's generator, never from the
  /// seed; no game depends on it.
  public static func host(
    options: PaddlesOptions, port: Int, arcadeVersion: String = "", matchID: UInt64 = NetMatchSetup.randomMatchID()
  ) -> NetPaddlesScene {
    let level = Level.paddles(options.arena.source)
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
    controls = PlayControls(
      title: "Paddles", rules: NetPaddlesTexts.rules, keys: NetPaddlesTexts.keys(keys),
      global: keyBindings.globalMap(besides: keys.allKeys), keepsGameRunning: true, leaveNote: NetPaddlesTexts.leaveNote)
    capture = PaddleInputCapture(keys: keys, seats: .onePlayer(localSide))
  }

  /// The match a setup describes: its arena text read as a level, its winning score.
  static func match(from setup: NetMatchSetup) throws -> PaddlesMatch {
    let level = try Level.parse(text: setup.levelText, path: "the host's arena")
    guard case .paddles(let arena) = level else {
      throw LevelChoiceError.otherGame(path: "the host's arena", found: level.game, expected: .paddles)
    }
    var winScore: Int?
    if let text = setup.option("win-score") {
      guard let score = Int(text), (1...99).contains(score) else { throw PaddlesSetupError.winScore(Int(text) ?? 0) }
      winScore = score
    }
    return PaddlesMatch(arena: SidewaysArena(arena), winScore: winScore, seed: setup.seed)
  }

  // MARK: - Where the connection is

  public var isAnimating: Bool { matchIsAnimating || session.hasCallers }

  /// Whether the match itself needs steps (callers at the door aside).
  var matchIsAnimating: Bool {
    guard begun else { return true }
    switch session.stage {
    case .playing: return !restingAtReady
    case .connecting, .greeting, .waiting: return true
    case .opening, .hosting, .ended: return false
    }
  }

  /// At "Ready?" nothing moves until someone serves: both sides stop at the same step and
  /// sleep (no step, no message, 0% CPU) until a serve here or the other side's first input.
  var restingAtReady: Bool { phase == .ready && !pendingServe && session.isAtRest }

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
      capture.release(key)
      return []
    case .keyReleasesReported(let reported):
      capture.reportReleases(reported)
      capture.stop()
      return []
    case .mouse(let mouse):
      handleMouse(mouse)
      return []
    case .resize, .resumed:
      capture.stop()
      return []
    case .effect, .settingsChanged, .closing, .paste:
      return []
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

  private mutating func handleKey(_ key: Key) -> [Command] {
    if session.hasEnded {
      guard key.isConfirm || controls.action(for: key) == .back else { return [] }
      return commands(session.leave(now: clock)) + [.pop]
    }
    if controls.action(for: key) == .back, !session.isUnderway {
      return commands(session.leave(now: clock)) + [.pop]
    }
    // Help and "Leave Paddles?" are every game's panels; the match plays on under them.
    if let command = controls.command(for: key, in: self) {
      capture.stop()  // the panel takes the keys: no release will come for those held
      return [command]
    }
    guard session.isUnderway else { return [] }
    if keys.action(for: key) == .serve {
      if restingAtReady { session.restartClock(now: clock) }
      pendingServe = true
      return []
    }
    capture.press(key)
    return []
  }

  private mutating func handleMouse(_ mouse: MouseEvent) {
    guard session.isUnderway, let match else { return }
    let layout = PaddlesLayout(screen: mouse.screen)
    switch mouse.kind {
    case .press:
      if phase != .playing {
        if restingAtReady { session.restartClock(now: clock) }
        pendingServe = true
        return
      }
      guard layout.half(column: mouse.x, row: mouse.y) == localSide else { return }
      capture.grab(localSide)
      pendingPlace = layout.viewport.world(column: mouse.x, row: mouse.y).y
    case .drag, .release:
      guard capture.dragging != nil else { return }
      pendingPlace = match.arena.clampPaddle(layout.viewport.world(column: mouse.x, row: mouse.y).y)
      if mouse.kind == .release { capture.letGo() }
    case .scrollUp, .scrollDown:
      break
    }
  }

  /// Network requests as commands for the session.
  func commands(_ requests: [NetworkRequest]) -> [Command] {
    requests.map { .perform(.network($0)) }
  }
}
