import ArcadeKit
import Drawing
import GameKit

/// A game's "How to play" card: its rules (from its `GameEntry`) in a panel over the menu, on
/// the game's first start from there. Any key starts the game; Esc goes back (`MenuScene`).
///
/// It also says where the rules are found again (the game's help key), the one hint a first
/// game needs.
struct HowToPlayCard: Hashable, Sendable {
  /// The game's name.
  let title: String
  /// Two or three sentences of rules.
  let rules: String
  /// The key that opens help in a game, as the player bound it.
  let helpKey: String

  /// The widest the rules are wrapped to.
  static let rulesWidth = 56

  /// Draws the card in the middle of `canvas`; returns where it is.
  @discardableResult
  func render(into canvas: inout Canvas) -> Rect {
    let width = max(1, min(canvas.width - 6, Self.rulesWidth))
    return canvas.centeredPanel(
      title: "How to play \(title)", lines: lines(width: width, height: canvas.height - 2), style: .bold,
      alignment: .leading)
  }

  /// The card's lines in a panel `width` columns and `height` rows inside: on a short screen
  /// the blank lines and the hint go first, then the end of the rules, so the keys that go on
  /// always show.
  func lines(width: Int, height: Int) -> [String] {
    var rules = Canvas.wrap(rules, width: width)
    let hint = Canvas.wrap("In the game, \(helpKey) shows these rules and the keys.", width: width)
    let keys = "Any key: play    Esc: back"
    let full = rules + [""] + hint + ["", keys]
    if full.count <= height { return full }
    if rules.count + hint.count + 1 <= height { return rules + hint + [keys] }
    if rules.count + 1 <= height { return rules + [keys] }
    rules = Array(rules.prefix(max(0, height - 2))) + ["\u{2026}"]
    return rules + [keys]
  }
}
