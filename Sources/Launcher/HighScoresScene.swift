import ArcadeKit
import Scores

/// The "High scores" screen from the menu: every board, one at a time, grouped by game.
///
/// Left/right (or h/l, a/d, Tab) step through the boards; q or Esc goes back.
public struct HighScoresScene: Scene {
  /// One board with the title shown for it.
  public struct Page: Sendable {
    public var title: String
    public var board: ScoreBoard

    /// Creates a page.
    public init(title: String, board: ScoreBoard) {
      self.title = title
      self.board = board
    }
  }

  private let pages: [Page]
  private let problem: String?
  private(set) var index = 0

  /// Creates the screen with `pages` in order; `problem` explains a store that could not be read.
  public init(pages: [Page], problem: String? = nil) {
    self.pages = pages
    self.problem = problem
  }

  public var minimumSize: Size { Size(width: 44, height: 12) }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    guard let key = event.key else { return [] }
    if key.isBack { return [.pop] }
    guard !pages.isEmpty else { return [] }
    switch key.direction {
    case .left, .up: index = (index + pages.count - 1) % pages.count
    case .right, .down: index = (index + 1) % pages.count
    default:
      if key == .tab { index = (index + 1) % pages.count }
      if key == .backTab { index = (index + pages.count - 1) % pages.count }
    }
    return []
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
      canvas.centeredText("q / Esc: back", in: inner, y: inner.maxY - 1, style: .dim)
      return
    }
    let page = pages[index]
    canvas.centeredText("\(g.arrowLeft) \(g.adapted(page.title)) \(g.arrowRight)", in: inner, y: inner.y + 1, style: .bold)
    canvas.centeredText("board \(index + 1) of \(pages.count)", in: inner, y: inner.y + 2, style: .dim)
    let lines = (page.board.entries.isEmpty ? ["No scores yet."] : ScoreTableLayout.lines(for: page.board)).map(g.adapted)
    let width = lines.map(Canvas.columns(of:)).max() ?? 0
    let left = inner.x + max(1, (inner.width - width) / 2)
    for (row, line) in lines.enumerated() where inner.y + 4 + row < inner.maxY - 1 {
      canvas.text(line, x: left, y: inner.y + 4 + row, style: row == 0 ? .dim : .plain)
    }
    canvas.centeredText("\(g.arrowLeft)\(g.arrowRight) other boards   q / Esc: back", in: inner, y: inner.maxY - 1, style: .dim)
  }
}
