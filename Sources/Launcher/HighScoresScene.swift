import ArcadeKit
import Drawing
import Replays
import Scores

/// The "High scores" screen from the menu: every board, one at a time, grouped by game.
///
/// Left/right (or h/l, a/d, Tab) step through the boards, up/down choose an entry, Enter
/// watches its replay; back (Esc or q, as the player bound it) goes back.
public struct HighScoresScene: Scene {
  /// One board with the title shown for it.
  public struct Page: Sendable {
    public var title: String
    public var board: ScoreBoard
    /// The board's id in the store (`maze/maze-…`), naming its replays in errors.
    public var boardID: String

    /// Creates a page.
    public init(title: String, board: ScoreBoard, boardID: String = "") {
      self.title = title
      self.board = board
      self.boardID = boardID
    }
  }

  private let pages: [Page]
  private let problem: String?
  private(set) var index = 0
  /// The chosen entry of the board shown (0-based).
  private(set) var selected = 0

  /// Back as the player bound it.
  private let global: KeyMap<GlobalAction>

  /// Creates the screen with `pages` in order; `problem` explains a store that could not be
  /// read; `global` is the player's help, pause and back.
  public init(pages: [Page], problem: String? = nil, global: KeyMap<GlobalAction>) {
    self.pages = pages
    self.problem = problem
    self.global = global
  }

  public var minimumSize: Size { Size(width: 44, height: 12) }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    if case .effect(.openFailed(let message)) = event {
      return [.push(NoticeScene(title: "Cannot play this replay", lines: [message]))]
    }
    guard let key = event.key else { return [] }
    if global.action(for: key) == .back { return [.pop] }
    guard !pages.isEmpty else { return [] }
    let entries = pages[index].board.entries.count
    switch key.direction {
    case .left: turn(by: -1)
    case .right: turn(by: 1)
    case .up: selected = max(selected - 1, 0)
    case .down: selected = min(selected + 1, max(entries - 1, 0))
    default:
      if key == .tab { turn(by: 1) }
      if key == .backTab { turn(by: -1) }
      if key.isConfirm { return watch() }
    }
    return []
  }

  /// Shows the board `delta` places on (wrapping), at its first entry.
  private mutating func turn(by delta: Int) {
    index = (index + pages.count + delta) % pages.count
    selected = 0
  }

  /// Asks to watch the chosen entry's replay, or says why there is none to watch.
  private func watch() -> [Command] {
    let page = pages[index]
    guard page.board.entries.indices.contains(selected) else { return [] }
    let entry = page.board.entries[selected]
    guard let text = entry.replay else {
      return [
        .push(
          NoticeScene(
            title: "No replay",
            lines: ["No replay was kept for this score (it was recorded before replays, or was too long)."]))
      ]
    }
    do {
      let replay = try ReplayText.decode(
        text: text, source: ReplayVerifier.source(board: page.boardID, rank: selected + 1))
      return [.perform(.open(OpenReplay(replay, caption: StoredReplays.caption(entry))))]
    } catch {
      return [.push(NoticeScene(title: "Cannot play this replay", lines: ["\(error)"]))]
    }
  }

  public func render(into canvas: inout Canvas) {
    canvas.box(canvas.bounds, title: "High scores")
    let inner = canvas.bounds.inset(by: 1)
    let g = canvas.glyphs
    guard !pages.isEmpty else {
      let text = problem ?? "No scores yet. Finish a game to make the first entry."
      for (row, line) in Canvas.wrap(text, width: inner.width - 2).enumerated() {
        canvas.centeredText(line, in: inner, y: inner.y + inner.height / 2 - 1 + row)
      }
      canvas.centeredText("\(global.firstLabel(for: .back)): back", in: inner, y: inner.maxY - 1, style: .dim)
      return
    }
    let page = pages[index]
    canvas.centeredText(
      "\(g.arrowLeft) \(g.adapted(page.title)) \(g.arrowRight)", in: inner, y: inner.y + 1, style: .bold)
    canvas.centeredText("board \(index + 1) of \(pages.count)", in: inner, y: inner.y + 2, style: .dim)
    let lines = (page.board.entries.isEmpty ? ["No scores yet."] : ScoreTableLayout.lines(for: page.board)).map(
      g.adapted)
    let width = lines.map(Canvas.columns(of:)).max() ?? 0
    let left = inner.x + max(1, (inner.width - width) / 2)
    // The header, then as many entries as fit, scrolled so the chosen one is on screen.
    let room = max(1, inner.maxY - 1 - (inner.y + 5))
    let first = max(0, selected - (room - 1))
    let shown = [(0, lines[0])] + lines.enumerated().dropFirst(1 + first).prefix(room).map { ($0.offset, $0.element) }
    for (place, (row, line)) in shown.enumerated() {
      let style: Style = row == 0 ? .dim : (row == selected + 1 && !page.board.entries.isEmpty ? .highlighted : .plain)
      canvas.text(line, x: left, y: inner.y + 4 + place, style: style)
    }
    canvas.centeredText(
      "\(g.arrowLeft)\(g.arrowRight) boards \(g.arrowUp)\(g.arrowDown) entry Enter watch "
        + "\(global.firstLabel(for: .back)) back", in: inner,
      y: inner.maxY - 1, style: .dim)
  }
}
