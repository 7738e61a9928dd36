import ArcadeKit
import Drawing

// MARK: - DailyScene

/// The daily challenge: every game's level of the day, made from the date, the same for
/// everyone; today's result of each (or "not played"), the streak and the time to the next day.
///
/// The day's first run of each game is ranked and is one try (it counts from its start: a run
/// left or begun again before its result is played); later tries, and runs of past days (←/→
/// go back through them), are practice.
/// S shows the day's line to share.
public struct DailyScene: Scene {
  private let registry: GameRegistry
  private let book: DailyBook
  private let keyBindings: KeyBindings
  /// Help and back as the player bound them.
  private let global: KeyMap<GlobalAction>
  /// The day it is (UTC).
  public private(set) var today: DailyDate
  /// The day shown.
  public private(set) var challenge: DailyChallenge
  /// Seconds until the next UTC day.
  public private(set) var secondsToNextDay: Int
  /// The game chosen, by its place in the day's games.
  public private(set) var selection = 0
  /// Whether the day's share line is shown.
  public private(set) var showsShareLine = false
  private var opening = ""

  /// The challenge of `today`, `secondsToNextDay` before it ends, with the runs kept in `book`.
  public init(
    registry: GameRegistry, today: DailyDate, secondsToNextDay: Int, book: DailyBook,
    keyBindings: KeyBindings = KeyBindings(), showing date: DailyDate? = nil
  ) {
    self.registry = registry
    self.today = today
    self.secondsToNextDay = max(1, secondsToNextDay)
    self.book = book
    self.keyBindings = keyBindings
    global = keyBindings.global
    challenge = DailyChallenge(date: min(date ?? today, today), registry: registry)
  }

  /// Whether the day shown is today (its first runs are ranked).
  public var showsToday: Bool { challenge.date == today }

  // MARK: - Scene

  public var isAnimating: Bool { true }
  /// The countdown moves once a second.
  public var stepsPerSecond: Double { 1 }
  public var minimumSize: Size { Size(width: 50, height: 14) }

  /// Asks the host for the wall clock once a second (`ReadClock`: its answer moves the
  /// countdown).
  public mutating func step() -> [Command] {
    [.ask(ReadClock())]
  }

  /// The wall clock read: the countdown, and the next day once it comes (also after a game
  /// played past midnight: the countdown went up).
  private mutating func clockRead(_ now: Double) {
    let left = DailyDate.secondsToNextDay(from: now)
    if left > secondsToNextDay + 1 {
      let wasToday = showsToday
      today = today.next
      if wasToday { challenge = DailyChallenge(date: today, registry: registry) }
    }
    secondsToNextDay = left
  }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    if let now = event.reply(to: ReadClock.self) {
      clockRead(now)
      return []
    }
    switch event {
    case .key(let key):
      return handle(key)
    case .effect(.fileWriteFailed(_, let message)):
      return [.push(NoticeScene(title: "The daily log was not saved", lines: [message]))]
    default:
      return []
    }
  }

  private mutating func handle(_ key: Key) -> [Command] {
    if showsShareLine {
      showsShareLine = false
      return []
    }
    // Help and back as the player bound them, then letters: S shares here (arrows, hjkl and
    // the other WASD keys move).
    switch global.action(for: key) {
    case .help:
      return [
        .push(HelpOverlayScene(title: "Daily challenge keys", rules: Self.rules, keys: Self.keys(global)))
      ]
    case .back: return [.pop]
    case .pause, nil: break
    }
    switch key {
    case .enter, .character(" "): return play()
    case .character("s"), .character("S"):
      showsShareLine = true
      return []
    case .character("t"), .character("T"):
      show(today)
      return []
    default:
      break
    }
    let count = max(1, challenge.games.count)
    switch key.direction {
    case .up: selection = (selection + count - 1) % count
    case .down: selection = (selection + 1) % count
    case .left: show(challenge.date.previous)
    case .right: if !showsToday { show(challenge.date.next) }
    case nil: break
    }
    return []
  }

  private mutating func show(_ date: DailyDate) {
    challenge = DailyChallenge(date: min(date, today), registry: registry)
    selection = min(selection, max(0, challenge.games.count - 1))
  }

  /// Starts the chosen game: ranked if it is today's and not yet played, else practice.
  private mutating func play() -> [Command] {
    guard challenge.games.indices.contains(selection) else { return [] }
    let daily = challenge.games[selection]
    let ranked = showsToday && book.current.state(of: daily.entry.id, on: today) == .notPlayed
    do {
      let scene = try daily.scene(keyBindings: keyBindings)
      var commands: [Command] = [.push(DailyRunScene(game: scene, daily: daily, ranked: ranked, book: book))]
      if ranked { commands += book.change { $0.start(daily.entry.id, on: today) } }
      return commands
    } catch {
      return [.push(NoticeScene(title: "Cannot start \(daily.entry.title)", lines: ["\(error)"]))]
    }
  }

  /// What the daily challenge is, for the help screens.
  public static let rules =
    "Every day each game has a new level, the same for everyone. The first run of each game today"
    + " is ranked and is one try: its first result counts, pass or fail, and leaving it or starting"
    + " it again ends it; later tries and runs of past days are practice."
    + " `arcade daily --code GAME` prints a ranked run as a code to share."

  /// The Daily screen's keys, back as the player bound it (`global`).
  public static func keys(_ global: KeyMap<GlobalAction>) -> [KeyHelp] {
    [
      KeyHelp("↑ ↓", "choose a game"),
      KeyHelp("Enter", "play it (ranked: the day's first run)"),
      KeyHelp("← →", "another day (past days are practice)"),
      KeyHelp("T", "back to today"),
      KeyHelp("S", "the day's line to share"),
      KeyHelp(global.label(for: .back), "back"),
    ]
  }

  // MARK: - Drawing

  public func render(into canvas: inout Canvas) {
    let g = canvas.glyphs
    let log = book.current
    let title = "Daily challenge \(challenge.date)" + (showsToday ? "" : " (past day: practice)")
    canvas.centeredText(title, in: canvas.bounds, y: 1, style: Style(foreground: .brightYellow, attributes: .bold))
    let streak = log.streak(through: today)
    let status =
      "streak \(streak) day" + (streak == 1 ? "" : "s") + "   next day in " + Self.clock(secondsToNextDay)
    canvas.centeredText(status, in: canvas.bounds, y: 2, style: .dim)
    let width = min(canvas.width - 4, 56)
    let left = (canvas.width - width) / 2
    for (index, game) in challenge.games.enumerated() {
      let y = 4 + index
      guard y < canvas.height - 2 else { break }
      let selected = index == selection
      let style = selected ? Style(attributes: [.bold, .reverse]) : .plain
      if selected { canvas.fill(Rect(x: left - 1, y: y, width: width + 2, height: 1), with: Cell(" ", style: style)) }
      canvas[left - 1, y] = Cell(selected ? g.pointer : " ", style: style)
      _ = canvas.text(game.entry.title, x: left + 1, y: y, style: style.with(attributes: .bold))
      let result: String
      switch log.state(of: game.entry.id, on: challenge.date) {
      case .notPlayed: result = showsToday ? "not played" : "not played that day"
      case .started: result = "ended before a result (counts)"
      case .finished(let shown): result = g.adapted(shown)
      }
      _ = canvas.text(result, x: left + 14, y: y, style: selected ? style : .dim)
    }
    let chosen = challenge.games.indices.contains(selection) ? challenge.games[selection] : nil
    let ranked = chosen.map { showsToday && log.state(of: $0.entry.id, on: today) == .notPlayed } ?? false
    let hint =
      "Enter " + (ranked ? "play (ranked)" : "practice")
      + "   \(g.arrowLeft)\(g.arrowRight) day   S share   \(global.firstLabel(for: .help)) help   "
      + "\(global.firstLabel(for: .back)) back"
    canvas.centeredText(hint, in: canvas.bounds, y: canvas.height - 1, style: .dim)
    if showsShareLine {
      let line = DailyShare.line(for: challenge, log: log)
      canvas.centeredPanel(
        title: "Share", lines: Canvas.wrap(g.adapted(line), width: max(10, canvas.width - 8)) + ["", "Any key: close"])
    }
  }

  /// `5:12:09`: hours, minutes and seconds.
  static func clock(_ seconds: Int) -> String {
    let hours = seconds / 3600
    let minutes = seconds / 60 % 60
    let rest = seconds % 60
    return "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
  }
}
