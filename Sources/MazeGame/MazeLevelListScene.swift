import ArcadeKit
import Drawing
import GameKit
import Levels

// MARK: - MazeLevelListScene

/// The Maze's own menu: every maze level to play or edit, and "Edit a new maze".
///
/// Drafts are listed (marked) so they can be edited, but Enter on one opens the editor:
/// they are not played in the run of levels.
///
/// Each maze shows its par, the best time kept on its board with the medal it earned, and
/// whether a ghost waits to be raced. The list reads no file: when it shows (first, and again
/// when a maze played from it ends) it takes one step that asks for each board's replays
/// (`LoadReplays`), the same request a game asks for its ghost, and draws what comes back.
public struct MazeLevelListScene: Scene {
  /// What the score store holds for one maze: its best time kept with a replay, and whether
  /// that replay makes a ghost.
  public struct Record: Hashable, Sendable {
    /// The best time, in milliseconds.
    public var bestMilliseconds: Int
    /// Whether a ghost of a best run can be raced.
    public var hasGhost: Bool
  }

  /// Levels in list order: built-in by number, then the user's.
  public private(set) var levels: [LoadedLevel]
  /// One line per level file that could not be read.
  public let problems: [String]
  /// The highlighted row: a level index, or `levels.count` for "Edit a new maze".
  public private(set) var selection = 0
  /// The user's level folder (where new mazes go), if known.
  public let userLevels: String?
  /// The number the next new maze file gets.
  public private(set) var nextNumber: Int
  private let seed: UInt64
  /// The player's keys, for the games and editors this list opens.
  private let keyBindings: KeyBindings
  private let controls: PlayControls
  /// Each maze board's record, by board id, as the store answered.
  public private(set) var records: [String: Record] = [:]
  /// Whether the boards' records are to be asked for at the next step.
  private var wantsRecords = true

  /// Creates the list.
  public init(
    levels: [LoadedLevel], problems: [String], userLevels: String?, nextNumber: Int, seed: UInt64,
    keyBindings: KeyBindings = KeyBindings()
  ) {
    self.keyBindings = keyBindings
    controls = Maze.setupControls(keyBindings, keys: MazeGame.listKeys)
    self.levels = levels
    self.problems = problems
    self.userLevels = userLevels
    self.nextNumber = nextNumber
    self.seed = seed
  }

  /// The levels that are played in a run (no drafts), in order.
  var playable: [LoadedLevel] { levels.filter { !$0.level.isDraft } }

  // MARK: - Scene

  /// Animates for one step only, to ask for the boards' records.
  public var isAnimating: Bool { wantsRecords }

  public mutating func step() -> [Command] {
    guard wantsRecords else { return [] }
    wantsRecords = false
    return levels.compactMap { loaded in
      loaded.level.isDraft ? nil : .ask(LoadReplays(board: Self.board(of: loaded)))
    }
  }

  /// The score board of a listed maze (`Maze.board(levels:startIndex:)`).
  static func board(of loaded: LoadedLevel) -> String { "maze/\(loaded.identity)" }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    if let loaded = event.reply(to: LoadReplays.self) {
      if let best = loaded.replays.first?.score {
        records[loaded.board] = Record(
          bestMilliseconds: best, hasGhost: loaded.replays.contains { MazeScene.track(of: $0) != nil })
      } else {
        records[loaded.board] = nil
      }
      return []
    }
    switch event {
    case .key(let key):
      return handle(key)
    case .mouse(let mouse):
      guard mouse.kind == .press, let row = row(atY: mouse.y, screen: mouse.screen) else { return [] }
      selection = row
      return activate()
    default:
      return []
    }
  }

  private mutating func handle(_ key: Key) -> [Command] {
    if let command = controls.command(for: key, in: self) { return [command] }
    if key.isLetter("e") { return edit() }
    if key.isLetter("n") { return [.push(newEditor())] }
    if key.isConfirm { return activate() }
    switch key.direction {
    case .up?: selection = (selection + levels.count) % (levels.count + 1)
    case .down?: selection = (selection + 1) % (levels.count + 1)
    default:
      if key == .home { selection = 0 }
      if key == .end { selection = levels.count }
    }
    return []
  }

  /// Enter: play from the chosen level on; a draft or the last row opens the editor. The
  /// records are asked for again when the list shows after the run.
  private mutating func activate() -> [Command] {
    guard selection < levels.count else { return [.push(newEditor())] }
    let chosen = levels[selection]
    if chosen.level.isDraft { return edit() }
    let run = playable
    guard let index = run.firstIndex(of: chosen) else { return [] }
    wantsRecords = true
    return [
      MazeScene.play(
        MazeLevelSource.mazes(in: run), startingAt: index, numbered: true, seed: seed, keyBindings: keyBindings)
    ]
  }

  /// E: edits the chosen level: the user's own in place, a built-in one as a copy.
  private func edit() -> [Command] {
    guard selection < levels.count else { return [.push(newEditor())] }
    let chosen = levels[selection]
    guard let maze = chosen.level.model(as: MazeLevel.self) else { return [] }
    let target: LevelSaveTarget =
      chosen.origin == .user
      ? .file(chosen.path) : .newFile(userLevels: userLevels, game: MazeLevel.game, number: nextNumber)
    return [.push(MazeEditorScene(maze: maze, target: target, seed: seed, keyBindings: keyBindings, returnList: self))]
  }

  private func newEditor() -> MazeEditorScene {
    MazeEditorScene(
      maze: nil, target: .newFile(userLevels: userLevels, game: MazeLevel.game, number: nextNumber), seed: seed,
      keyBindings: keyBindings, returnList: self)
  }

  /// Adds or updates a level the editor saved, so the list shows it when the editor closes.
  mutating func recordSaved(_ maze: MazeLevel, path: String) {
    let fileName = String(path.split(separator: "/").last ?? "")
    let parsed = LevelLibrary.parseFileName(fileName)
    let loaded = LoadedLevel(
      level: Level(maze), number: parsed?.number ?? nextNumber, slug: parsed?.slug ?? "maze",
      path: path, origin: .user)
    if let index = levels.firstIndex(where: { $0.path == path }) {
      levels[index] = loaded
      selection = index
    } else {
      levels.append(loaded)
      selection = levels.count - 1
    }
    nextNumber = max(nextNumber, loaded.number + 1)
  }

  // MARK: - Drawing

  private static let listTop = 4

  /// The first level shown, keeping the selection on screen.
  private func firstShown(rows: Int) -> Int {
    let count = levels.count + 1
    guard count > rows, rows > 0 else { return 0 }
    return max(0, min(count - rows, selection - rows / 2))
  }

  private func visibleRows(screen: Size) -> Int {
    max(1, screen.height - MazeLevelListScene.listTop - 3 - min(2, problems.count))
  }

  private func row(atY y: Int, screen: Size) -> Int? {
    let rows = visibleRows(screen: screen)
    let index = firstShown(rows: rows) + y - MazeLevelListScene.listTop
    guard y >= MazeLevelListScene.listTop, y < MazeLevelListScene.listTop + rows, index <= levels.count
    else { return nil }
    return index
  }

  /// The width of a maze's name in the list.
  private static let nameWidth = 20

  public func render(into canvas: inout Canvas) {
    let g = canvas.glyphs
    canvas.centeredText("M A Z E", in: canvas.bounds, y: 0, style: .bold)
    canvas.centeredText(
      "Tilt the board, roll the ball to the goal. Choose a maze:", in: canvas.bounds, y: 1, style: .dim)
    let rows = visibleRows(screen: canvas.size)
    let first = firstShown(rows: rows)
    // Every column is aligned to the widest of the whole list (not only the rows shown), so
    // the columns line up and do not move when the list scrolls.
    let facts = levels.indices.map { cells(at: $0, glyphs: g) }
    let columns = [
      ("#", 3, true), ("Maze", Self.nameWidth, false), ("Size", 4, true), ("Par", 3, true), ("Best", 4, true),
      ("Medal", 5, false), ("Ghost", 5, false),
    ].enumerated().map { index, column in
      (title: column.0, width: max(column.1, facts.map { Canvas.columns(of: $0[index]) }.max() ?? 0), right: column.2)
    }
    func line(_ cells: [String]) -> String {
      zip(columns, cells).map { column, text in
        column.right
          ? Self.padded(text, to: column.width)
          : text + String(repeating: " ", count: max(0, column.width - Canvas.columns(of: text)))
      }.joined(separator: "  ")
    }
    canvas.text("  " + line(columns.map(\.title)), x: 2, y: MazeLevelListScene.listTop - 1, style: .dim)
    for offset in 0..<rows {
      let index = first + offset
      guard index <= levels.count else { break }
      let y = MazeLevelListScene.listTop + offset
      let selected = index == selection
      var text: String
      if index < levels.count {
        text = line(facts[index])
        var tags: [String] = []
        if levels[index].origin == .user { tags.append("yours") }
        if levels[index].level.isDraft { tags.append("draft") }
        if !tags.isEmpty { text += "  " + tags.joined(separator: ", ") }
      } else {
        text = "  +  Edit a new maze"
      }
      let marker = selected ? String(g.pointer) + " " : "  "
      canvas.text(marker + text, x: 2, y: y, style: selected ? .highlighted : .plain)
    }
    var y = canvas.height - 2 - min(2, problems.count)
    for problem in problems.prefix(2) {
      canvas.text("! " + problem, x: 0, y: y, style: .dim)
      y += 1
    }
    canvas.text(
      "Enter play \(g.bullet) E edit (built-in: a copy) \(g.bullet) N new maze \(g.bullet) ? keys \(g.bullet) Esc back",
      x: 0, y: canvas.height - 1, style: .dim)
  }

  /// A row's cells: number, name, size ("12×12"), par, best time, medal, ghost.
  private func cells(at index: Int, glyphs g: Glyphs) -> [String] {
    let loaded = levels[index]
    let number = String(index + 1)
    var name = loaded.level.name
    if name.count > Self.nameWidth { name = String(name.prefix(Self.nameWidth - 1)) + "." }
    guard let maze = loaded.level.model(as: MazeLevel.self) else { return [number, name, "", g.emDash, "", "", ""] }
    let record = records[Self.board(of: loaded)]
    let medal = record.flatMap { MazeMedal.earned(milliseconds: $0.bestMilliseconds, par: maze.par) }
    return [
      number, name, "\(maze.width)\(g.times)\(maze.height)",
      Maze.parText(maze.par, dash: g.emDash).description,
      record.map { TimeText.seconds(milliseconds: $0.bestMilliseconds) } ?? "",
      medal?.name ?? "", record?.hasGhost == true ? "ghost" : "",
    ]
  }

  /// `text` right-aligned in `columns` columns.
  private static func padded(_ text: String, to columns: Int) -> String {
    String(repeating: " ", count: max(0, columns - Canvas.columns(of: text))) + text
  }
}
