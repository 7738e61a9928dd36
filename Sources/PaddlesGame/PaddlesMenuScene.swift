import ArcadeKit
import Drawing
import NetPlay

// MARK: - PaddlesMenuScene

/// The small menu before a game from the arcade menu: players, difficulty, arena and the points
/// that win (first to 3, 5, 7, 11 or 21), or a network match (host one, or join one at an
/// address typed on the Join line) where the host plays over the network (not over SSH).
///
/// ↑/↓ choose a line, ←/→ change it, Enter or Space starts (the game replaces this menu, so
/// leaving the game goes straight back to the arcade), Esc or q goes back. On the Join line
/// typed characters go into the address, and Enter joins.
public struct PaddlesMenuScene: Scene {
  /// The lines of the menu.
  enum Row: Int, CaseIterable {
    case players, difficulty, arena, winScore, start, host, join
  }

  /// The points to win the menu offers.
  static let winScores = [3, 5, 7, 11, 21]

  /// Arenas to choose from.
  public let arenas: [SidewaysArena]
  /// The lines offered, top to bottom: Host and Join only where the host plays over the network.
  private let rows: [Row]
  /// The choices so far.
  public private(set) var options: PaddlesOptions
  private var arenaIndex: Int
  private var row: Row = .start
  /// The address typed on the Join line.
  private var address = TextField(maximumLength: 64)
  /// Why the address could not be read, shown under the menu.
  private var addressProblem: String?

  /// Creates the menu with `options` preselected; with `networkPlay` false (a session of `arcade
  /// serve`) it offers no network match.
  public init(arenas: [SidewaysArena], options: PaddlesOptions, networkPlay: Bool = true) {
    self.arenas = arenas.isEmpty ? [options.arena] : arenas
    rows = networkPlay ? Row.allCases : Row.allCases.filter { $0 != .host && $0 != .join }
    self.options = options
    arenaIndex = self.arenas.firstIndex(of: options.arena) ?? 0
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  // MARK: - Input

  public mutating func handle(_ event: InputEvent) -> [Command] {
    switch event {
    case .key(let key):
      return handleKey(key)
    case .mouse(let mouse) where mouse.kind == .press:
      guard let clicked = rowAt(mouse) else { return [] }
      row = clicked
      return clicked == .start ? start() : change(by: 1)
    case .paste(let text) where row == .join:
      // An address pasted on the Join line, as typed; elsewhere a paste means nothing.
      addressProblem = nil
      address.paste(text) { $0.isASCII && !$0.isWhitespace }
      return []
    default:
      return []
    }
  }

  private mutating func handleKey(_ key: Key) -> [Command] {
    if row == .join {
      if key == .enter { return start() }
      if case .character(let character) = key, character != " " {
        addressProblem = nil
        address.handle(key) { $0.isASCII && !$0.isWhitespace }
        return []
      }
      if [.backspace, .delete, .home, .end, .control("a"), .control("e"), .control("u")].contains(key) {
        address.handle(key)
        return []
      }
    }
    if let command = Paddles.playControls(options.keyBindings).command(for: key, in: self) { return [command] }
    if key.isConfirm { return start() }
    switch key.direction {
    case .up: row = rows[((rows.firstIndex(of: row) ?? 0) + rows.count - 1) % rows.count]
    case .down: row = rows[((rows.firstIndex(of: row) ?? 0) + 1) % rows.count]
    case .left: return change(by: -1)
    case .right: return change(by: 1)
    case nil: break
    }
    return []
  }

  private mutating func change(by step: Int) -> [Command] {
    switch row {
    case .players:
      options.players = options.players == 1 ? 2 : 1
    case .difficulty:
      let all = Difficulty.allCases
      let index = all.firstIndex(of: options.difficulty) ?? 1
      options.difficulty = all[(index + step + all.count) % all.count]
    case .arena:
      arenaIndex = (arenaIndex + step + arenas.count) % arenas.count
      options.arena = arenas[arenaIndex]
    case .winScore:
      let scores = Self.winScores
      // A score from the command line or the arena that is not offered steps to its neighbour.
      let now = winScore
      let index = step > 0 ? scores.firstIndex { $0 > now } ?? 0 : scores.lastIndex { $0 < now } ?? scores.count - 1
      options.winScore = scores[index]
    case .join:
      address.moveCursor(by: step)
    case .start, .host:
      break
    }
    return []
  }

  private mutating func start() -> [Command] {
    switch row {
    case .host:
      do {
        return [.replace(try PaddlesScene.host(options: options, port: PaddlesScene.defaultPort))]
      } catch {
        return [.push(NoticeScene(title: "Cannot host this arena", lines: ["\(error)"]))]
      }
    case .join:
      do {
        let target = try NetAddress(parsing: address.text)
        return [.replace(PaddlesScene.join(host: target.host, port: target.port, keyBindings: options.keyBindings))]
      } catch {
        addressProblem = error.description
        return []
      }
    default:
      return [.replace(PaddlesScene(options: options))]
    }
  }

  // MARK: - Drawing

  /// The points that win the game to be started (chosen, else the arena's own).
  var winScore: Int { options.winScore ?? options.arena.winScore }

  private func lines(glyphs: Glyphs) -> [String] {
    let players = options.players == 1 ? "1 player vs computer" : "2 players"
    let difficulty = options.players == 1 ? options.difficulty.rawValue : "(no computer)"
    let arena = options.arena.name
    let values = [
      players, difficulty, arena, "\(winScore)", "Start", "Host a network match (port \(PaddlesScene.defaultPort))",
      "",
    ]
    let names = ["Players", "Difficulty", "Arena", "First to", "", "", "Join at"]
    return rows.map { item in
      let mark = item == row ? "\(glyphs.pointer) " : "  "
      let value: String
      switch item {
      case .start, .host: value = values[item.rawValue]
      case .join: value = address.text.isEmpty && item != row ? "(type an address)" : address.view(width: 22).text
      default: value = "\(glyphs.arrowLeft) \(values[item.rawValue]) \(glyphs.arrowRight)"
      }
      return mark + (names[item.rawValue].isEmpty ? "" : names[item.rawValue] + ": ") + value
    }
  }

  public func render(into canvas: inout Canvas) {
    let g = canvas.glyphs
    var body = lines(glyphs: g)
    body += [
      "",
      addressProblem
        ?? "\(g.arrowUp)\(g.arrowDown) choose  \(g.arrowLeft)\(g.arrowRight) change  Enter start  Esc back",
    ]
    let rect = canvas.centeredPanel(title: "Paddles", lines: body, style: .bold)
    let selected = rect.y + 1 + (rows.firstIndex(of: row) ?? 0)
    canvas.restyle(Rect(x: rect.x + 1, y: selected, width: rect.width - 2, height: 1)) {
      $0.attributes.insert(.reverse)
    }
  }

  /// The menu line under a mouse click, if any.
  private func rowAt(_ mouse: MouseEvent) -> Row? {
    var canvas = Canvas(size: mouse.screen, capabilities: .minimal)
    var body = lines(glyphs: .ascii)
    body += ["", "-"]
    let rect = canvas.centeredPanel(title: "Paddles", lines: body)
    let index = mouse.y - rect.y - 1
    guard mouse.x >= rect.x, mouse.x < rect.maxX, rows.indices.contains(index) else { return nil }
    return rows[index]
  }
}
