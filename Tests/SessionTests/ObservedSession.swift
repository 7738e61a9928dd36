import ArcadeKit
import BallsGame
import Drawing
import HolesGame
import Launcher
import MazeGame
import PaddlesGame
import Session
import TerminalWire
import TestSupport

/// One `ArcadeSession` driven with bytes and times alone, through a `SessionDriver` as a host
/// would: every byte it writes goes to an `ANSIScreenModel` (the terminal), every effect it asks
/// for is kept as a value and answered at once with a `SessionEffects` value.
struct ObservedSession {
  /// The four games, in the catalogue's order.
  static let games = [
    BallsGame.entry(levels: .live), PaddlesGame.entry(levels: .live), MazeGame.entry(levels: .live),
    HolesGame.entry(levels: .live),
  ]

  /// The repository's shipped levels (Tests/SessionTests/…/../../Levels), and no user levels.
  static let context: LaunchContext = {
    var parts = #filePath.split(separator: "/").map(String.init)
    parts.removeLast(3)
    return LaunchContext(
      builtInLevelsDirectory: "/" + parts.joined(separator: "/") + "/Levels",
      userLevelsDirectory: "/nonexistent-session-tests-user")
  }()

  /// Settings with every game's "How to play" card read, so Enter on a game opens it.
  static let cardsRead = DisplaySettings(howToPlaySeen: games.map(\.id))

  private var driver: SessionDriver
  /// The terminal the bytes are written to.
  private(set) var terminal: ANSIScreenModel
  /// Every byte written, in order.
  private(set) var written: [UInt8] = []
  /// Every effect asked for, in order.
  private(set) var asked: [SessionEffect] = []
  /// How the session ended (nil while it runs).
  private(set) var outcome: SessionOutcome?
  /// The bytes of the last call that ended the session.
  private(set) var lastBytes: [UInt8] = []
  let effects: SessionEffects

  /// The menu with the four games registered, on a terminal of `profile` that is `size` large.
  init(
    profile: TerminalProfile = .xterm256color, size: Size, effects: SessionEffects = .none,
    settings: DisplaySettings = cardsRead, at time: Double = 0
  ) {
    let menu = MenuScene(registry: GameRegistry(Self.games), context: Self.context, settings: settings, seed: 1)
    let wire = TerminalWire(profile: profile, unicode: true, consoleFont: false, backgroundHint: nil)
    driver = SessionDriver(ArcadeSession(root: menu, wire: wire, size: size, settings: settings, at: time))
    terminal = ANSIScreenModel(width: size.width, height: size.height)
    self.effects = effects
  }

  /// The session, as the driver has it.
  var session: ArcadeSession { driver.session }

  /// The screen the terminal shows, as text lines.
  var lines: [String] { terminal.lines() }

  /// The screen the terminal shows, as one string.
  var text: String { lines.joined(separator: "\n") }

  /// The screen the session last rendered, as text lines.
  var rendered: [String] { session.screen?.lines() ?? [] }

  /// Starts the session, and the terminal answers its questions (device attributes only: no
  /// kitty keyboard).
  mutating func start(at time: Double) {
    driver.start(at: time)
    take(at: time)
    send("\u{1B}[?62c", at: time)
  }

  /// The terminal sends `text`'s bytes at `time`.
  mutating func send(_ text: String, at time: Double) {
    send(Array(text.utf8), at: time)
  }

  /// The terminal sends `bytes` at `time`.
  mutating func send(_ bytes: [UInt8], at time: Double) {
    guard outcome == nil else { return }
    driver.receive(bytes, at: time)
    take(at: time)
  }

  /// The terminal is now `size` large.
  mutating func resize(to size: Size, at time: Double) {
    guard outcome == nil else { return }
    terminal.resize(width: size.width, height: size.height)
    driver.resize(to: size, at: time)
    take(at: time)
  }

  /// Time passes to `time`.
  mutating func advance(to time: Double) {
    guard outcome == nil else { return }
    driver.advance(to: time)
    take(at: time)
  }

  /// Wakes at every `nextWake` up to `time`, then advances to it: what a host's loop does.
  mutating func run(until time: Double) {
    while outcome == nil, let wake = session.nextWake, wake < time { advance(to: wake) }
    advance(to: time)
  }

  /// Writes the bytes, keeps the effects and hands back their answers (and what those lead to).
  mutating func take(at time: Double) {
    var ending = false
    while let task = driver.next() {
      switch task {
      case .write(let bytes):
        written += bytes
        terminal.feed(bytes)
        if ending { lastBytes = bytes }
      case .frame, .sound, .keyReleases:
        break  // the bytes carried them
      case .effect(let effect):
        asked.append(effect)
        driver.deliver(effects.replies(to: effect, network: nil), to: effect.requester, at: time)
      case .ended(let outcome):
        self.outcome = outcome
        ending = true
      }
    }
  }
}
