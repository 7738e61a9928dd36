import ArcadeKit
import Levels
import NetPlay

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
/// rates that keep it); `+Input` takes the player's keys, drags and what the network brings;
/// `+Lockstep` trades inputs and simulates the match; `+Picture` draws it, with the words of
/// `NetPaddlesTexts`.
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
    game: PaddlesGame.id, rulesVersion: PaddlesReplays.networkRulesVersion, arcadeVersion: "")

  // MARK: - Hosting and joining

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
  public static func join(host: String, port: Int, keyBindings: KeyBindings, arcadeVersion: String = "")
    -> NetPaddlesScene
  {
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
      global: keyBindings.globalMap(besides: keys.allKeys), keepsGameRunning: true, leaveNote: NetPaddlesTexts.leaveNote
    )
    capture = PaddleInputCapture(keys: keys, seats: .onePlayer(localSide))
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

  /// Network requests as commands for the session.
  func commands(_ requests: [NetworkRequest]) -> [Command] {
    requests.map { .perform(.network($0)) }
  }
}
