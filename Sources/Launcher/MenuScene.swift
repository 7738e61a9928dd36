import ArcadeKit
import Drawing
import GameKit

/// The main menu: the registered games, high scores, settings, help and quit.
///
/// Arrows, hjkl, WASD or the mouse choose; Enter starts; help (? or F1) opens help; back (Esc or
/// q) quits: help and back as the player bound them.
///
/// A game's first start shows its "How to play" card (`HowToPlayCard`) over the menu: any key
/// starts the game and remembers the card as read in the settings file (`how-to-play-seen`),
/// so it is not shown again; Esc goes back and the card waits for next time. The rules stay in
/// the game's help.
public struct MenuScene: Scene {
  private let registry: GameRegistry
  private let context: LaunchContext
  private let showsScores: Bool
  /// A server's lobby: it also lists who is playing.
  private let isServerLobby: Bool
  private var settings: DisplaySettings
  private var random: SeededRandom
  private(set) var selection = 0
  /// What the last screen asked for was, for the notice if it cannot be opened.
  private var opening = ""
  /// The game whose "How to play" card is shown, waiting for a key.
  private(set) var card: Int?

  /// Creates the menu; seeds for games are drawn from `seed` so a session is reproducible.
  ///
  /// Starting a game and opening the boards read files, so the menu asks the host to do them
  /// (`Effect.open`); `showsScores` lists the boards and the daily challenge (both keep files);
  /// `isServerLobby` is a server's menu, with "Who's playing".
  public init(
    registry: GameRegistry, context: LaunchContext, settings: DisplaySettings, seed: UInt64,
    showsScores: Bool = false, isServerLobby: Bool = false
  ) {
    self.registry = registry
    self.context = context
    self.settings = settings
    self.random = SeededRandom(seed: seed)
    self.showsScores = showsScores
    self.isServerLobby = isServerLobby
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  var items: [MenuItem] {
    var items = registry.entries.indices.map(MenuItem.game)
    if showsScores, registry.entries.contains(where: { $0.levels?.generator != nil }) { items.append(.daily) }
    if !registry.entries.isEmpty { items.append(.watch) }
    if showsScores { items.append(.scores) }
    if isServerLobby { items.append(.players) }
    return items + [.settings, .help, .quit]
  }

  // MARK: - Input

  public mutating func handle(_ event: InputEvent) -> [Command] {
    if let card, event.dismissesPanel {
      self.card = nil
      return event.key.flatMap(global.action) == .back ? [] : start(card)
    }
    switch event {
    case .key(let key):
      return handle(key)
    case .mouse(let mouse):
      guard mouse.kind == .press || mouse.kind == .release,
        let index = MenuLayout(size: mouse.screen, itemCount: items.count).item(atRow: mouse.y)
      else { return [] }
      if mouse.kind == .press {
        selection = index
        return []
      }
      return index == selection ? activate(items[index]) : []
    case .settingsChanged(let newSettings):
      settings = newSettings
      return []
    case .effect(.openFailed(let message)):
      return [.push(NoticeScene(title: opening, lines: [message]))]
    default:
      return []
    }
  }

  /// Help and back as the player bound them.
  private var global: KeyMap<GlobalAction> { settings.keys.global }

  private mutating func handle(_ key: Key) -> [Command] {
    switch global.action(for: key) {
    case .help: return activate(.help)
    case .back: return [.quit]
    case .pause, nil: break
    }
    if let direction = key.direction {
      switch direction {
      case .up: selection = (selection + items.count - 1) % items.count
      case .down: selection = (selection + 1) % items.count
      default: break
      }
      return []
    }
    switch key {
    case .enter, .character(" "): return activate(items[selection])
    case .character("e"), .character("E"): return edit(items[selection])
    case .home: selection = 0
    case .end: selection = items.count - 1
    default: break
    }
    return []
  }

  private mutating func activate(_ item: MenuItem) -> [Command] {
    switch item {
    case .game(let index):
      let entry = registry.entries[index]
      if !entry.howToPlay.isEmpty, !settings.howToPlaySeen.contains(entry.id) {
        card = index
        return []
      }
      return start(index)
    case .daily:
      opening = "Cannot open the daily challenge"
      return [.perform(.open(OpenDaily(context.setup(seed: random.next(), keyBindings: settings.keys))))]
    case .watch:
      opening = "Cannot show the games"
      return [.perform(.open(OpenDemo(context.setup(seed: random.next(), keyBindings: settings.keys))))]
    case .scores:
      opening = "Cannot show the high scores"
      return [.perform(.open(OpenScores()))]
    case .players:
      opening = "Cannot list the players"
      return [.perform(.open(OpenPlayers()))]
    case .settings:
      return [.push(SettingsScene(settings: settings, keyContexts: registry.keyContexts))]
    case .help:
      return [.push(HelpScene(registry: registry, keyBindings: settings.keys))]
    case .quit:
      return [.quit]
    }
  }

  /// Starts the game at `index`; its card, if shown, is remembered as read.
  /// E on a game: a new level in its editor (not over SSH, where nobody writes the server's
  /// files).
  private mutating func edit(_ item: MenuItem) -> [Command] {
    guard !isServerLobby, case .game(let index) = item, let makeEditor = registry.entries[index].makeEditor else {
      return []
    }
    let entry = registry.entries[index]
    opening = "Cannot open the \(entry.title) editor"
    let setup = context.setup(seed: random.next(), keyBindings: settings.keys)
    return [.perform(.open(OpenGame(GameStart(id: entry.id, setup: setup) { try makeEditor($0, nil) })))]
  }

  private mutating func start(_ index: Int) -> [Command] {
    let entry = registry.entries[index]
    opening = "Cannot start \(entry.title)"
    var setup = context.setup(seed: random.next(), keyBindings: settings.keys)
    // Slower for practice when the player chose so (the daily and the demo play at full speed).
    setup.speed = settings.gameSpeed
    var commands: [Command] = [.perform(.open(OpenGame(entry.start(setup))))]
    if !entry.howToPlay.isEmpty, !settings.howToPlaySeen.contains(entry.id) {
      var read = settings
      read.markHowToPlaySeen(entry.id)
      commands.append(.perform(.applySettings(read)))
      settings = read
    }
    return commands
  }

  // MARK: - Drawing

  public func render(into canvas: inout Canvas) {
    let layout = MenuLayout(size: canvas.size, itemCount: items.count)
    let g = canvas.glyphs
    if let card {
      // The card alone, under the title where there is room: the list would show through.
      let entry = registry.entries[card]
      let help = global.firstLabel(for: .help)
      let panel = HowToPlayCard(title: entry.title, rules: entry.howToPlay, helpKey: help).render(into: &canvas)
      if panel.y > layout.titleRow + 1 { drawTitle(layout, into: &canvas) }
      return
    }
    drawTitle(layout, into: &canvas)
    let rows = items.enumerated().map { index, item in (index, item, label(item)) }
    let labelWidth = rows.map { Canvas.columns(of: $0.2.name) }.max() ?? 0
    let summaryWidth = rows.map { Canvas.columns(of: $0.2.summary) }.max() ?? 0
    let width = min(canvas.width - 2, labelWidth + summaryWidth + 6)
    let left = max(1, (canvas.width - width) / 2)
    if registry.entries.isEmpty {
      canvas.centeredText("No games are installed yet.", in: canvas.bounds, y: layout.firstItemRow - 2, style: .bold)
    }
    for (index, _, text) in rows {
      let y = layout.row(of: index)
      let selected = index == selection
      let style = selected ? Style(foreground: .blue, background: .brightWhite, attributes: [.bold, .reverse]) : .plain
      if selected { canvas.fill(Rect(x: left - 1, y: y, width: width + 2, height: 1), with: Cell(" ", style: style)) }
      canvas[left - 1, y] = Cell(selected ? g.pointer : " ", style: style)
      canvas.text(text.name, x: left + 1, y: y, style: style.with(attributes: .bold))
      let summaryX = left + 3 + labelWidth
      let room = min(canvas.width - 1, left + width + 1) - summaryX
      canvas.text(
        MenuScene.truncated(text.summary, to: room, ellipsis: g.ellipsis), x: summaryX, y: y,
        style: selected ? style : .dim)
    }
    let edit = isServerLobby ? "" : "E edit   "
    let hint =
      "\(g.arrowUp)\(g.arrowDown)/jk/ws choose   Enter start   \(edit)\(global.firstLabel(for: .help)) help   "
      + "\(global.firstLabel(for: .back)) quit"
    canvas.centeredText(hint, in: canvas.bounds, y: canvas.height - 1, style: .dim)
  }

  /// The arcade's name and what it is, at the top.
  private func drawTitle(_ layout: MenuLayout, into canvas: inout Canvas) {
    canvas.centeredText(
      "A R C A D E", in: canvas.bounds, y: layout.titleRow, style: Style(foreground: .brightYellow, attributes: .bold))
    canvas.centeredText(
      "\(registry.gamesPhrase) for your terminal", in: canvas.bounds, y: layout.titleRow + 1, style: .dim)
  }

  /// `text` cut to `columns` columns, ending in an ellipsis when it was cut.
  static func truncated(_ text: String, to columns: Int, ellipsis: String) -> String {
    guard columns > 0 else { return "" }
    guard Canvas.columns(of: text) > columns else { return text }
    let keep = max(0, columns - Canvas.columns(of: ellipsis))
    var result = ""
    var used = 0
    for character in text {
      let columns = CharacterWidth.of(character)
      if used + columns > keep { break }
      used += columns
      result.append(character)
    }
    while result.last == " " { result.removeLast() }
    return result + ellipsis
  }

  private func label(_ item: MenuItem) -> (name: String, summary: String) {
    switch item {
    case .game(let index): return (registry.entries[index].title, registry.entries[index].summary)
    case .daily: return ("Daily", "today's level of every game, one ranked try each")
    case .watch: return ("Watch", "the best replays, or the computer playing")
    case .scores: return ("High scores", "the best runs of every game")
    case .players: return ("Who's playing", "the players on this server now, and their games")
    case .settings: return ("Settings", "colour, background, ASCII, sounds")
    case .help: return ("Help", "keys for everything")
    case .quit: return ("Quit", "")
    }
  }
}
