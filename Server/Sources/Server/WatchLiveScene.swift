import ArcadeKit
import Drawing
import Launcher
import Replays

/// Watching another player's game live: a copy of their game, played here from their inputs
/// (the games are deterministic), drawn at this terminal's own size a few steps behind them.
///
/// Every quarter second it asks the host for the player's newest recording
/// (`FollowLive`); the same game recorded further extends the copy, another game (they
/// restarted, or started the next) replaces it. The spectator's keys change nothing but this
/// screen: back (Esc or q, as the spectator bound it) leaves, and nothing else is sent anywhere.
public struct WatchLiveScene: Scene {
  /// The connection of the player watched, and their name.
  public let player: Int
  public let name: String
  private let registry: GameRegistry
  /// The copy of the player's game, when they play one.
  private var game: AnyReplayPlayer?
  /// Why there is nothing to show (they play no game now, or it cannot be played here).
  private var problem: String?
  private var stepsSinceAsked = 0
  private var asking = false

  /// How many steps the copy stays behind the newest recording: inputs arrive a quarter
  /// second apart, and a copy that ran ahead would have to wait for them.
  public static let stepsBehind = 20
  /// Steps between two asks for the newest recording.
  public static let askEvery = 15
  /// The most steps the copy catches up in one of its own (a spectator joining a long game
  /// fast-forwards over a few frames, never holding the server's loop).
  public static let catchUpPerStep = 600

  /// Back as the spectator bound it.
  private let global: KeyMap<GlobalAction>

  /// Watches `player` (`name`), playing their games with `registry`'s; `global` is the
  /// spectator's help, pause and back.
  public init(player: Int, name: String, registry: GameRegistry, global: KeyMap<GlobalAction>) {
    self.player = player
    self.name = name
    self.registry = registry
    self.global = global
  }

  public var isAnimating: Bool { true }
  public var stepsPerSecond: Double { game?.scene.stepsPerSecond ?? 60 }
  public var minimumSize: Size { game?.scene.minimumSize ?? Size(width: 40, height: 10) }
  public var pausesWhenInterrupted: Bool { false }
  /// In plain mode: whom the spectator watches (announced once), then the watched game's
  /// narration as it plays; nil until the game is known (its waiting text is read).
  public var narration: Narration? {
    guard let game else { return nil }
    let watching = SpokenFact("watching", "watching \(name) live. \(global.firstLabel(for: .back)): back")
    return Narration([watching] + (game.scene.narration?.facts ?? []))
  }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    if let live = event.reply(to: FollowLive.self), live.player == player {
      asking = false
      follow(live.replay)
      return []
    }
    switch event {
    case .key(let key) where global.action(for: key) == .back:
      return [.pop]
    default:
      return []  // a spectator's keys reach no game
    }
  }

  /// Takes the newest recording: the same game further, another game, or none.
  private mutating func follow(_ replay: Replay?) {
    guard let replay else {
      game = nil
      problem = "\(name) is not playing a game now."
      return
    }
    if var current = game, current.extend(with: replay) {
      game = current
      return
    }
    do {
      game = try registry.player(for: replay)
      problem = nil
    } catch {
      game = nil
      problem = "This game cannot be shown here: \(error)"
    }
  }

  public mutating func step() -> [Command] {
    stepsSinceAsked += 1
    if var current = game {
      // One step a step while close behind; far behind (a spectator who just joined), up to
      // `catchUpPerStep` at once until close again.
      let gap = current.replay.steps - Self.stepsBehind - current.step
      let steps = gap > Self.stepsBehind ? min(gap - Self.stepsBehind, Self.catchUpPerStep) : min(gap, 1)
      for _ in 0..<max(steps, 0) where !current.isOver { _ = current.advance() }
      game = current
    }
    guard !asking, stepsSinceAsked >= Self.askEvery || game == nil && problem == nil else { return [] }
    asking = true
    stepsSinceAsked = 0
    return [.ask(FollowLive(player: player))]
  }

  public func render(into canvas: inout Canvas) {
    guard let game else {
      canvas.centeredPanel(
        title: "Watching \(name)",
        lines: [problem ?? "Waiting for \(name)'s game…", "", "\(global.firstLabel(for: .back)): back"], style: .bold)
      return
    }
    game.scene.render(into: &canvas)
    let line = " WATCHING \(name) live · \(global.firstLabel(for: .back)) back "
    canvas.centeredText(line, in: canvas.bounds, y: canvas.height - 1, style: .highlighted)
  }
}
