import ArcadeKit
import Levels

// MARK: - MazeLevelListScene

/// The Maze's own menu: every maze level to play or edit, and "Edit a new maze".
///
/// Drafts are listed (marked) so they can be edited, but Enter on one opens the editor:
/// they are not played in the run of levels.
public struct MazeLevelListScene: Scene {
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

  /// Creates the list.
  public init(
    levels: [LoadedLevel], problems: [String], userLevels: String?, nextNumber: Int, seed: UInt64,
    keyBindings: KeyBindings = KeyBindings()
  ) {
    self.keyBindings = keyBindings
    controls = MazeGame.listControls(keyBindings)
    self.levels = levels
    self.problems = problems
    self.userLevels = userLevels
    self.nextNumber = nextNumber
    self.seed = seed
  }

  /// The levels that are played in a run (no drafts), in order.
  var playable: [LoadedLevel] { levels.filter { !$0.level.isDraft } }

  // MARK: - Scene

  public mutating func handle(_ event: InputEvent) -> [Command] {
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

  /// Enter: play from the chosen level on; a draft or the last row opens the editor.
  private func activate() -> [Command] {
    guard selection < levels.count else { return [.push(newEditor())] }
    let chosen = levels[selection]
    if chosen.level.isDraft { return edit() }
    let run = playable
    guard let index = run.firstIndex(of: chosen) else { return [] }
    return [MazeGameScene.play(MazeLevelSource.stages(for: run), startingAt: index, seed: seed, keyBindings: keyBindings)]
  }

  /// E: edits the chosen level: the user's own in place, a built-in one as a copy.
  private func edit() -> [Command] {
    guard selection < levels.count else { return [.push(newEditor())] }
    let chosen = levels[selection]
    guard case .maze(let maze) = chosen.level else { return [] }
    let target: MazeSaveTarget =
      chosen.origin == .user
      ? .file(chosen.path) : .newFile(userLevels: userLevels, number: nextNumber)
    return [.push(MazeEditorScene(maze: maze, target: target, seed: seed, keyBindings: keyBindings, returnList: self))]
  }

  private func newEditor() -> MazeEditorScene {
    MazeEditorScene(
      maze: nil, target: .newFile(userLevels: userLevels, number: nextNumber), seed: seed,
      keyBindings: keyBindings, returnList: self)
  }

  /// Adds or updates a level the editor saved, so the list shows it when the editor closes.
  mutating func recordSaved(_ maze: MazeLevel, path: String) {
    let fileName = String(path.split(separator: "/").last ?? "")
    let parsed = LevelLibrary.parseFileName(fileName)
    let loaded = LoadedLevel(
      level: .maze(maze), number: parsed?.number ?? nextNumber, slug: parsed?.slug ?? "maze",
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

  private static let listTop = 3

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

  public func render(into canvas: inout Canvas) {
    let g = canvas.glyphs
    canvas.centeredText("M A Z E", in: canvas.bounds, y: 0, style: .bold)
    canvas.centeredText(
      "Tilt the board, roll the ball to the goal. Choose a maze:", in: canvas.bounds, y: 1, style: .dim)
    let rows = visibleRows(screen: canvas.size)
    let first = firstShown(rows: rows)
    let nameWidth = 28
    // Sizes and pars are right-aligned to the widest of the whole list (not only the rows
    // shown), so the columns after them line up and do not move when the list scrolls.
    let facts = levels.map { Self.sizeAndPar(of: $0.level, glyphs: g) }
    let sizeWidth = facts.map { Canvas.columns(of: $0.size) }.max() ?? 0
    let parWidth = facts.map { Canvas.columns(of: $0.par) }.max() ?? 0
    for offset in 0..<rows {
      let index = first + offset
      guard index <= levels.count else { break }
      let y = MazeLevelListScene.listTop + offset
      let selected = index == selection
      var line: String
      if index < levels.count {
        let loaded = levels[index]
        let number = String(index + 1)
        var name = loaded.level.name
        if name.count > nameWidth { name = String(name.prefix(nameWidth - 1)) + "." }
        let (size, par) = facts[index]
        var tags = loaded.origin == .user ? "yours" : "built-in"
        if loaded.level.isDraft { tags += ", draft" }
        line = Self.padded(number, to: 3) + "  " + name
          + String(repeating: " ", count: max(1, nameWidth + 2 - Canvas.columns(of: name)))
          + Self.padded(size, to: sizeWidth) + "  par " + Self.padded(par, to: parWidth) + "  (\(tags))"
      } else {
        line = "  +  Edit a new maze"
      }
      let marker = selected ? String(g.pointer) + " " : "  "
      canvas.text(marker + line, x: 2, y: y, style: selected ? .highlighted : .plain)
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

  /// A maze's size ("12×12") and par ("150 s", or a dash) as the list shows them.
  private static func sizeAndPar(of level: Level, glyphs g: Glyphs) -> (size: String, par: String) {
    guard case .maze(let maze) = level else { return ("", g.emDash) }
    return ("\(maze.width)\(g.times)\(maze.height)", MazeGameScene.parText(maze.par, dash: g.emDash))
  }

  /// `text` right-aligned in `columns` columns.
  private static func padded(_ text: String, to columns: Int) -> String {
    String(repeating: " ", count: max(0, columns - Canvas.columns(of: text))) + text
  }
}
