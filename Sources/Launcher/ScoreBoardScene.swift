import ArcadeKit
import Drawing

/// One board shown after a game: the entries, the player's new entry highlighted and its rank,
/// or where a score that did not qualify would have ranked. Any key closes it.
public struct ScoreBoardScene: Scene {
  private let board: ShownScoreBoard

  /// Creates the screen for `board`, laid out already (see `ShownScoreBoard`).
  public init(_ board: ShownScoreBoard) {
    self.board = board
  }

  public var overlay: Overlay? { Overlay(hidesPanelsBelow: true) }
  public var minimumSize: Size { Size(width: 40, height: 16) }

  public mutating func handle(_ event: InputEvent) -> [Command] {
    event.dismissesPanel ? [.pop] : []
  }

  public func render(into canvas: inout Canvas) {
    let lines = board.lines.map(canvas.glyphs.adapted)
    let message = board.message
    let width = min(
      canvas.width - 2, max(44, (lines.map(Canvas.columns(of:)).max() ?? 0) + 4, Canvas.columns(of: message) + 4))
    let height = min(canvas.height, lines.count + 7)
    let frame = canvas.bounds.centered(Size(width: width, height: height))
    canvas.box(frame, title: board.title, style: .bold)
    let inner = frame.inset(by: 1)
    canvas.centeredText(message, in: inner, y: inner.y, style: .bold)
    for (row, line) in lines.enumerated() where inner.y + 2 + row < inner.maxY - 1 {
      let highlighted = board.highlightedLine == row
      let style: Style =
        row == 0 ? .dim : highlighted ? Style(foreground: .brightYellow, attributes: [.reverse, .bold]) : .plain
      let marker = highlighted ? "\(canvas.glyphs.pointer)" : " "
      canvas.text(marker, x: inner.x, y: inner.y + 2 + row, style: .bold)
      canvas.text(line.padded(to: inner.width - 3), x: inner.x + 2, y: inner.y + 2 + row, style: style)
    }
    canvas.centeredText("Press any key", in: inner, y: inner.maxY - 1, style: .dim)
  }
}
