import ArcadeKit
import Drawing
import Levels
import Replays
import TerminalWire

/// Watching a recorded game: the game's own screen, played from its replay, under a line that
/// says it is a replay, with pause, single steps, 1×/2×/4×/8× speed and seeking.
///
/// Seeking starts the replay again and plays it headless to the chosen step (games are
/// deterministic, so that is exact). At the end, or paused, nothing animates (0% CPU).
public struct ReplayScene: Scene {
  /// Speeds the watcher can choose, in steps of the game per step of the screen.
  public static let speeds = [1, 2, 4, 8]
  /// Seconds a seek moves by.
  public static let seekSeconds = 10

  /// Who played and what they scored, shown on the replay line (`Ann 12.3 s`).
  public let caption: String
  /// The player as it started, for seeking back.
  private let start: AnyReplayPlayer
  /// The player as it is now.
  public private(set) var player: AnyReplayPlayer
  /// Whether the watcher paused it.
  public private(set) var paused = false
  /// The speed's place in `speeds`.
  public private(set) var speedIndex = 0
  /// Steps of the screen left to hold where the recorded game waited for input.
  private var hold = 0
  /// Whether the watcher asked to leave when the replay ends (`arcade demo` goes on by itself).
  public let leavesAtEnd: Bool
  /// The terminal's size, last told: what C records the replay at.
  private var screen = Size(width: 80, height: 24)
  /// Help, pause and back as the player bound them.
  private let global: KeyMap<GlobalAction>

  /// Watches the game `player` plays, captioned `caption`, with the player's help, pause and
  /// back keys (`global`); with `leavesAtEnd` it closes itself a moment after the end (attract
  /// mode).
  public init(player: AnyReplayPlayer, caption: String, global: KeyMap<GlobalAction>, leavesAtEnd: Bool = false) {
    start = player
    self.player = player
    self.caption = caption
    self.global = global
    self.leavesAtEnd = leavesAtEnd
  }

  /// The speed now (1, 2, 4 or 8).
  public var speed: Int { Self.speeds[speedIndex] }
  /// The game's steps per second.
  private var gameRate: Double { max(player.scene.stepsPerSecond, 1) }
  /// Steps of the screen that a pause for input lasts (0.6 s at 1×).
  private var holdSteps: Int { max(1, Int(gameRate * 0.6) / speed) }

  // MARK: - Scene

  public var isAnimating: Bool { !paused && (!player.isOver || (leavesAtEnd && hold > 0)) }
  public var stepsPerSecond: Double { gameRate }
  public var minimumSize: Size { player.scene.minimumSize }
  /// The replay's state as its status line says it (playing at a speed, paused, ended: each
  /// announced; the clock only in the state line), whether it fits the game, and the game's
  /// narration as it plays.
  public var narration: Narration? {
    let state = player.isOver ? "replay ended" : paused ? "replay paused" : "replay playing at \(speed) times"
    var facts = [
      SpokenFact("replay", caption.isEmpty ? state : "\(state), \(caption)"),
      SpokenFact(
        "clock",
        "at \(Self.time(player.step, rate: gameRate)) of \(Self.time(player.replay.steps, rate: gameRate))",
        announced: false),
    ]
    if case .diverged(let why)? = player.outcome {
      facts.append(SpokenFact("diverged", "This replay does not fit the game: \(why)"))
    }
    return Narration(facts + (player.scene.narration?.facts ?? []))
  }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    switch event {
    case .resize(let size): screen = size
    case .effect(.fileWritten(let path)):
      return [.push(NoticeScene(title: "Recording written", lines: ["\(path): asciinema play \(path)"]))]
    case .effect(.fileWriteFailed(let path, let message)):
      return [.push(NoticeScene(title: "Recording not written", lines: ["\(path): \(message)"]))]
    default: break
    }
    guard case .key(let key) = event else { return [] }
    if leavesAtEnd { return [.pop] }  // attract mode: any key goes back
    switch global.action(for: key) {
    case .back: return [.pop]
    case .help: return [.push(HelpOverlayScene(title: "Replay keys", keys: Self.keys(global)))]
    case .pause:
      togglePause()
      return []
    case nil: break
    }
    switch key {
    case .character(" "):
      togglePause()
    case .enter:
      if player.isOver { restart() }
    case .character("."):
      paused = true
      _ = player.advance()
    case .character("+"), .character("="), .character("]"):
      speedIndex = min(speedIndex + 1, Self.speeds.count - 1)
    case .character("-"), .character("["):
      speedIndex = max(speedIndex - 1, 0)
    case .character("1"): speedIndex = 0
    case .character("2"): speedIndex = 1
    case .character("4"): speedIndex = 2
    case .character("8"): speedIndex = 3
    case .right, .character("l"), .character("L"):
      seek(to: player.step + Int(gameRate) * Self.seekSeconds)
    case .left, .character("h"), .character("H"):
      seek(to: player.step - Int(gameRate) * Self.seekSeconds)
    case .home, .character("0"):
      seek(to: 0)
    case .character("c"), .character("C"):
      return castCommands()
    default:
      break
    }
    return []
  }

  /// Records the whole replay as an asciicast file in the current folder, at the terminal's
  /// size, for xterm-256color: `arcade-<game>-<hash>.cast`, named by the replay's content so
  /// recording it twice writes the same file.
  private func castCommands() -> [Command] {
    let replay = start.replay
    let options = Asciicast.Options(
      size: screen, term: "xterm-256color", profile: .xterm256color, capabilities: .full, title: caption)
    do {
      let text = try Asciicast.record(player: start, options: options)
      let hash = String(LevelIdentity.fnv1a64(Array(ReplayText.encode(replay).utf8)) >> 32, radix: 16)
      return [.perform(.writeFile(path: "arcade-\(replay.header.game)-\(hash).cast", contents: text))]
    } catch {
      return [.push(NoticeScene(title: "Recording not written", lines: ["\(error)"]))]
    }
  }

  public mutating func step() -> [Command] {
    if player.isOver {
      hold -= 1
      return leavesAtEnd && hold <= 0 ? [.pop] : []
    }
    if hold > 0 {
      hold -= 1
      return []
    }
    for _ in 0..<speed {
      let progress = player.advance()
      if progress == .stepped { continue }
      // Where the recorded game waited for input, the watcher gets a moment to see it.
      hold = progress == .waitingForInput ? holdSteps : Int(gameRate) * 2
      break
    }
    return []
  }

  /// Pauses or goes on; at the end, watches again.
  private mutating func togglePause() {
    if player.isOver { restart() } else { paused.toggle() }
  }

  /// Back to the start, playing.
  private mutating func restart() {
    player = start
    paused = false
    hold = 0
  }

  /// Plays from the start to `target` steps, headless, keeping pause and speed.
  private mutating func seek(to target: Int) {
    let target = max(0, min(target, player.replay.steps))
    if target < player.step { player = start }
    player.play(toStep: target)
    hold = 0
  }

  // MARK: - Drawing

  public func render(into canvas: inout Canvas) {
    player.scene.render(into: &canvas)
    let row = canvas.height - 1
    canvas.fill(Rect(x: 0, y: row, width: canvas.width, height: 1), with: Cell(" ", style: .highlighted))
    canvas.text(statusLine(glyphs: canvas.glyphs, width: canvas.width), x: 0, y: row, style: .highlighted)
    if case .diverged(let why)? = player.outcome {
      canvas.centeredPanel(
        title: "This replay does not fit the game", lines: [why, "", "\(global.firstLabel(for: .back)): back"],
        style: .bold)
    }
  }

  /// `REPLAY ▶ 2× 0:12.3/1:45.0 Ann 12.3 s · Space pause · Esc back · ←/→ seek · +/- speed · ? keys`,
  /// cut to what fits.
  func statusLine(glyphs: Glyphs, width: Int) -> String {
    let state: String
    if player.isOver {
      state = "ended"
    } else {
      state = paused ? "paused" : "\(glyphs.pointer) \(speed)\(glyphs.times)"
    }
    let clock = "\(Self.time(player.step, rate: gameRate))/\(Self.time(player.replay.steps, rate: gameRate))"
    let base = "REPLAY \(state) \(clock)"
    let dot = " \(glyphs.bullet) "
    let hints =
      leavesAtEnd
      ? ["any key: back to the menu"]
      : [
        player.isOver ? "Enter again" : "Space pause", "\(global.firstLabel(for: .back)) back",
        "\(glyphs.arrowLeft)/\(glyphs.arrowRight) seek", "+/- speed", "\(global.firstLabel(for: .help)) keys",
      ]
    var line = " " + base + (caption.isEmpty ? "" : "  " + caption)
    for hint in hints {
      let longer = line + dot + hint
      guard Canvas.columns(of: longer) < width else { break }
      line = longer
    }
    return line
  }

  /// `m:ss.t` for `steps` at `rate` steps a second.
  static func time(_ steps: Int, rate: Double) -> String {
    let tenths = Int((Double(steps) * 10 / rate).rounded(.down))
    let seconds = tenths / 10
    let secondsText = seconds % 60 < 10 ? "0\(seconds % 60)" : "\(seconds % 60)"
    return "\(seconds / 60):\(secondsText).\(tenths % 10)"
  }

  /// The keys of a replay, for its help panel; pause and back as the player bound them (`global`).
  public static func keys(_ global: KeyMap<GlobalAction>) -> [KeyHelp] {
    [
      KeyHelp("Space / \(global.label(for: .pause))", "pause or go on (at the end: watch again)"),
      KeyHelp(".", "one step (pauses)"),
      KeyHelp("+ / -", "faster or slower: 1×, 2×, 4×, 8× (or 1, 2, 4, 8)"),
      KeyHelp("→ / ←", "10 seconds on or back"),
      KeyHelp("Home / 0", "back to the start"),
      KeyHelp("C", "write it as an asciinema recording in the current folder"),
      KeyHelp(global.label(for: .back), "stop watching"),
    ]
  }
}
