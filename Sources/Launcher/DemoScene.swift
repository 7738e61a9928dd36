import ArcadeKit
import Drawing

/// Attract mode ("Watch", `arcade demo`): each game in turn, shown by its best replay or by
/// the computer playing it, for at most `showSeconds` each, round and round; any key goes back.
///
/// It runs only while chosen: the menu itself never animates (0% CPU while it waits).
public struct DemoScene: Scene {
  /// One game's turn: what is shown and what the bottom line says about it.
  public struct Show: Sendable {
    /// The game's name.
    public var title: String
    /// A `ReplayScene` of the best replay, or the game's own scene with the computer playing.
    public var scene: any Scene
    /// `best replay: Ann 12.3 s` or `the computer plays`.
    public var note: String

    /// Creates a show.
    public init(title: String, scene: any Scene, note: String) {
      self.title = title
      self.scene = scene
      self.note = note
    }
  }

  /// Seconds each game is shown at most.
  public static let showSeconds = 40

  /// The shows as they start, for going round again.
  public let shows: [Show]
  /// The show on screen and its scene as it has moved on.
  public private(set) var index = 0
  private var current: any Scene
  /// Steps the current show has had.
  public private(set) var steps = 0

  /// Shows `shows` in turn (at least one).
  public init(shows: [Show]) {
    self.shows = shows
    current = shows.first?.scene ?? NoticeScene(title: "Nothing to show", lines: ["No game is installed."])
  }

  /// The best replay of each game in `registry`, else the game's own scene with the computer
  /// playing (`setup`, made at the edge: it reads level files); a game that cannot be made is left out.
  public static func make(registry: GameRegistry, setup: GameSetup, best: [StoredReplays.Found]) -> DemoScene {
    var shows: [Show] = []
    for entry in registry.entries {
      if let found = best.first(where: { $0.replay.header.game == entry.id }),
        let player = try? registry.player(for: found.replay)
      {
        let scene = ReplayScene(
          player: player, caption: found.caption, global: setup.keyBindings.global, leavesAtEnd: true)
        shows.append(Show(title: entry.title, scene: scene, note: "best replay: \(found.caption)"))
        continue
      }
      var autoplay = setup
      autoplay.autoplay = true
      autoplay.direct = true
      guard let scene = try? entry.makeScene(autoplay) else { continue }
      shows.append(Show(title: entry.title, scene: scene, note: "the computer plays"))
    }
    return DemoScene(shows: shows)
  }

  // MARK: - Scene

  public var isAnimating: Bool { !shows.isEmpty }
  public var stepsPerSecond: Double { max(current.stepsPerSecond, 1) }
  public var minimumSize: Size { current.minimumSize }
  /// The game shown, said as its bottom line says it (announced as the show changes), and the
  /// game's narration.
  public var narration: Narration? {
    guard !shows.isEmpty else { return nil }
    let show = shows[index]
    let watching = SpokenFact("watching", "watching \(show.title): \(show.note). Any key: menu")
    return Narration([watching] + (current.narration?.facts ?? []))
  }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    switch event {
    case .key: return [.pop]
    case .mouse(let mouse) where mouse.kind == .press: return [.pop]
    default: return []
    }
  }

  public mutating func step() -> [Command] {
    guard !shows.isEmpty else { return [] }
    steps += 1
    var ended = steps >= Int(stepsPerSecond) * Self.showSeconds
    if current.isAnimating {
      for command in current.step() {
        if case .pop = command { ended = true }
      }
    }
    if ended { next() }
    return []
  }

  /// The next game's show, from its start.
  private mutating func next() {
    index = (index + 1) % shows.count
    current = shows[index].scene
    steps = 0
  }

  // MARK: - Drawing

  public func render(into canvas: inout Canvas) {
    current.render(into: &canvas)
    guard !shows.isEmpty else { return }
    let show = shows[index]
    let row = canvas.height - 1
    let g = canvas.glyphs
    canvas.fill(Rect(x: 0, y: row, width: canvas.width, height: 1), with: Cell(" ", style: .highlighted))
    var line = " WATCH \(show.title) \(g.emDash) \(show.note)"
    let hint = "  \(g.bullet) any key: menu"
    if Canvas.columns(of: line + hint) < canvas.width { line += hint }
    canvas.text(line, x: 0, y: row, style: .highlighted)
  }
}
